import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createTestApp, registerByEmail, type TestApi } from '../../harness.ts';

// Sessions are resolved from memory after the first look-up (modules/identity/sessions/session-service.ts);
// every change this process makes must reach the cache at once.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

const me = (token: string) => api.call(contract['user.getMyUserInfo'], {}, { token });

test('a scenario load (QA reset) ends every cached session', async () => {
  const u = await registerByEmail(api, 'cached-reset@example.com');
  expect((await me(u.token)).code).toBe(200);
  expect((await me(u.token)).code).toBe(200);
  expect((await api.qaCall(qaRoutes.reset)).code).toBe(200);
  expect((await me(u.token)).code).toBe(401);
});

test('a password change ends the other cached sessions, not the one that made it', async () => {
  const u = await registerByEmail(api, 'cached-password@example.com', 'first123');
  const other = await api.call(contract['app.login'], { account: 'cached-password@example.com', password: 'first123' });
  expect((await me(other.result.token)).code).toBe(200);
  const changed = await api.call(
    contract['user.changePassword'],
    { type: 1, oldPassword: 'first123', newPassword: 'second123', confirmPassword: 'second123' },
    { token: u.token },
  );
  expect(changed.code).toBe(200);
  expect((await me(other.result.token)).code).toBe(401);
  expect((await me(u.token)).code).toBe(200);
});

test('an expired session is refused on the sandbox clock even while cached', async () => {
  const u = await registerByEmail(api, 'cached-expiry@example.com');
  expect((await me(u.token)).code).toBe(200);
  // Sessions last 30 days; the QA clock moves past that.
  expect((await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 31 * 24 * 3600 * 1000 } })).code).toBe(200);
  expect((await me(u.token)).code).toBe(401);
});
