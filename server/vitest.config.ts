import { defineConfig } from 'vitest/config';

// API tests build an app (keys, migrated database, market) and make real encrypted calls: a few
// seconds each on an idle machine, three times that on a loaded one (two cores shared with a
// browser and other suites). Vitest's 5 s default failed sound tests under load; 30 s still
// stops a hung one. test:pg (scripts/src/tasks/test-pg.vitest.config.ts) gives PostgreSQL 60 s.
export default defineConfig({
  test: { name: 'server', environment: 'node', include: ['test/**/*.test.ts'], passWithNoTests: true, testTimeout: 30_000, hookTimeout: 60_000 },
});
