import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dependency = (file: string) => path.join(import.meta.dirname, 'node_modules', file);

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The ES module builds, as the browser gets them. The vm pool's own `require` resolves a
    // CommonJS build's imports with Node's `module-sync` condition to ES modules it cannot load
    // on Node 20 (vitest-dev/vitest#9650): react-router-dom's reaches react-router's .mjs files,
    // axios's Node build reaches async-function's. antd-mobile's barrel would be its CommonJS
    // build, a second copy beside the ES components the app loads on first use (lib/dialog.ts,
    // components/overlays.tsx), whose dialogs would miss the React 19 render hook (antd-react19.ts).
    alias: [
      { find: /^react-router-dom$/, replacement: dependency('react-router-dom/dist/index.mjs') },
      { find: /^axios$/, replacement: dependency('axios/dist/esm/axios.js') },
      { find: /^antd-mobile$/, replacement: dependency('antd-mobile/es/index.js') },
    ],
  },
  test: {
    name: 'client',
    environment: 'jsdom',
    // Each file in a fresh vm context of a worker that keeps jsdom and the dependencies loaded:
    // isolated as before, without building a jsdom environment and importing React and
    // antd-mobile again per file (92 files: 279 s -> 133 s on two workers, environment
    // 204 s -> 12 s). `isolate: false` instead would share the files' mocks and stores.
    pool: 'vmForks',
    // The dependencies a worker keeps are evaluated once, in the first file's context, and
    // their module state stays with it: antd-mobile rendered a later file's dialogs and toasts
    // into the first file's document, react-spring ran their animations on its frame loop, and
    // TanStack Query and i18next kept their singletons; a test of the second file in a worker
    // then waited for a dialog, an animation or data that never came (5 s timeouts, order-
    // dependent). These are evaluated again in each file's context (no slower: 52-56 s either way).
    // React, React DOM and the router stay shared; on one worker (--maxWorkers=1) some sequences
    // of files still time out the same way, not yet traced.
    server: { deps: { inline: [/@tanstack\//, /i18next/, /antd-mobile/, /@react-spring\//] } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // Every test starts with its fakes' calls forgotten (their answers stay as the file set them).
    clearMocks: true,
    passWithNoTests: true,
  },
});
