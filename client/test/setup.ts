import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';

await initI18n('en-us');

// The full suite runs client, server and e2e files on both cores at once; a find or
// waitFor that settles in 50 ms alone took over a second there (the order-button
// test failed at 1,075 ms), so the default 1 s wait is too tight, not the code.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
