import { defineConfig } from 'vitest/config';

/*
 * The server's tests as two projects:
 * - `server`: every file in one module graph per worker (isolate: false). Importing the app's
 *   graph (Fastify, Prisma's client, the contract) took about 1.7 s a file, a third of the run;
 *   each file builds its own app over its own database, so no state is shared through modules.
 * - `server-mocked`: the files that replace a module (`vi.mock`) or load fresh copies of modules
 *   (`vi.resetModules`), named `*.mocked.test.ts`, each in a fresh graph so neither reaches
 *   another file.
 * API tests build an app and make real encrypted calls; 30 s a test still stops a hung one on a
 * loaded machine. test:pg (scripts/src/tasks/test-pg.vitest.config.ts) gives PostgreSQL 60 s.
 */
const MOCKED = 'test/**/*.mocked.test.ts';
// The statement log: what test:pg chooses its files by (test/setup/statement-log.ts).
// A cheap password hash (src/modules/identity/passwords/password.ts, scryptCost, says why).
const common = {
  environment: 'node',
  passWithNoTests: true,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['test/setup/statement-log.ts'] as string[],
  env: { PASSWORD_SCRYPT_N: '256' },
} as const;

export const serverProject = defineConfig({ test: { ...common, name: 'server', include: ['test/**/*.test.ts'], exclude: [MOCKED], isolate: false } });
export const mockedProject = defineConfig({ test: { ...common, name: 'server-mocked', include: [MOCKED] } });

export default serverProject;
