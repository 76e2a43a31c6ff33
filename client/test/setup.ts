import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';

await initI18n('en-us');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
