// The server project's vitest config for `npm run test:pg` (test-pg.ts), with more time per
// test and hook: each database call is a round trip to a server instead of a call into SQLite,
// and a test file's database is a copy of the template (about a second on a busy machine).
// The root config's projects do not take timeouts from the command line.
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import server from '../../../server/vitest.config.ts';

export default mergeConfig(
  server,
  defineConfig({ root: path.join(import.meta.dirname, '..', '..', '..', 'server'), test: { testTimeout: 60_000, hookTimeout: 120_000 } }),
);
