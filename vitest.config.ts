import { defineConfig } from 'vitest/config';

/*
 * Every project of the workspace; each package has its own project config. `npm test`
 * (scripts/src/tasks/test.ts) runs the e2e project and the others as two runs side by side.
 * Two workers on the two cores: vitest's default is one fewer than the cores, one here.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: ['shared', 'server', 'server/vitest.mocked.config.ts', 'client', 'scripts', 'client/vitest.e2e.config.ts'],
  },
});
