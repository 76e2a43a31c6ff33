// The server's two projects (server/vitest.config.ts) for `npm run test:pg` (test-pg.ts), with
// more time per test and hook: each database call is a round trip to a server instead of a call
// into SQLite, and a test file's database is a copy of the template. Two workers, as in `npm test`.
// The root config's projects do not take timeouts from the command line.
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { mockedProject, serverProject } from '../../../server/vitest.config.ts';

const root = path.join(import.meta.dirname, '..', '..', '..', 'server');
const onPostgres = defineConfig({ root, test: { testTimeout: 60_000, hookTimeout: 120_000 } });

export default defineConfig({
  test: { maxWorkers: 2, projects: [mergeConfig(serverProject, onPostgres), mergeConfig(mockedProject, onPostgres)] },
});
