import { defineConfig } from 'vitest/config';

/*
 * One test run for the whole workspace; each package has its own project config.
 * Two workers: vitest's default is one fewer than the cores, which is one on these two-core
 * machines, and most files wait on SQLite, child processes or the browser part of the time.
 * The end-to-end project runs its files one at a time beside the others (its own config).
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['shared', 'server', 'client', 'scripts', 'client/vitest.e2e.config.ts'],
  },
});
