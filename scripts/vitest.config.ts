import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A cheap password hash, as in the server's tests (server/src/modules/identity/passwords/password.ts, scryptCost).
  // Some files build the app and load scenarios through its QA API: the server's API-test timeouts (server/vitest.config.ts).
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    passWithNoTests: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { PASSWORD_SCRYPT_N: '256' },
  },
});
