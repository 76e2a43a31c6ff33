import { defineConfig } from 'vitest/config';

// End-to-end tests: real headless Chromium against the real server serving the built client.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
