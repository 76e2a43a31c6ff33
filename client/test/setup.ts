import '@testing-library/jest-dom/vitest';
import { Globals } from '@react-spring/web';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';

await initI18n('en-us');

// antd-mobile's dialogs, popups and toasts animate with react-spring, on jsdom's timer-driven
// animation frames: a closed dialog stayed on the page for 400 ms or more (far more on a busy
// machine), where a test could wait on it or take it for the next one. Here they end at once.
Globals.assign({ skipAnimation: true });

// The full suite runs client, server and e2e files on both cores at once; a find or
// waitFor that settles in 50 ms alone took over a second there (the order-button
// test failed at 1,075 ms), so the default 1 s wait is too tight, not the code.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // What cleanup leaves is what antd-mobile rendered imperatively (a dialog, a toast) into the
  // body, still animating out: the next test starts on an empty page, as a new page load would,
  // and cannot mistake an earlier test's closing dialog for its own.
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

// A render React's scheduler queued (with setImmediate) just before the last unmount runs after
// the file's last hook: once vitest has torn jsdom down it reads `window.event` and throws
// "window is not defined", an unhandled error that fails the whole run (seen once, in a full
// `npm test` on a busy machine, from pages/ieo). Waiting a few event-loop turns here lets it run
// while the window still exists (an unmounted root's task then does nothing).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
});
