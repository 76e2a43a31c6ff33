import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A cheap password hash, as in the server's tests (server/src/modules/auth/password.ts, scryptCost).
  test: { name: 'scripts', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], passWithNoTests: true, env: { PASSWORD_SCRYPT_N: '256' } },
});
