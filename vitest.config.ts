import { defineConfig } from 'vitest/config';

// One test run for the whole workspace; each package has its own project config.
export default defineConfig({
  test: {
    projects: ['shared', 'server', 'client', 'scripts', 'client/vitest.e2e.config.ts'],
  },
});
