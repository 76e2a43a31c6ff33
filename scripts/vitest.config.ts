import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A cheap password hash, as in the server's tests (server/src/modules/identity/passwords/password.ts, scryptCost).
  // Some files build the app and load scenarios through its QA API: the server's API-test timeouts (server/vitest.config.ts).
  test: {
    name: 'scripts',
    // One module graph per worker, as the server's API files (server/vitest.config.ts): most files
    // import the app's graph, and isolated they spent about half the project's CPU importing it
    // (177 s of wall time for the project alone on two workers, 71 s shared). No file mocks a
    // module or sets process.env.
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { PASSWORD_SCRYPT_N: '256' },
  },
});
