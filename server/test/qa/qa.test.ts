import { afterAll, beforeAll, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

test('the QA API refuses callers without the QA token', async () => {
  for (const headers of [{}, { 'x-qa-token': 'wrong' }]) {
    const res = await api.app.inject({ method: 'GET', url: `${QA_BASE}${qaPath(qaRoutes['clock.show'])}`, headers });
    expect(res.json()).toMatchObject({ code: 403, message: 'QA token missing or wrong' });
  }
  // A user token is not a QA token.
  const u = await registerByEmail(api, 'qa-user@example.com');
  const res = await api.app.inject({ method: 'POST', url: `${QA_BASE}${qaPath(qaRoutes.reset)}`, headers: { 'x-access-token': u.token } });
  expect(res.json().code).toBe(403);
  expect(await api.db.user.count()).toBe(1);
});

test('the clock can be read and moved forward, never back', async () => {
  const before = await api.qaCall(qaRoutes['clock.show']);
  const moved = await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 3_600_000 } });
  expect(moved.result.offsetMs - before.result.offsetMs).toBe(3_600_000);
  expect(moved.result.epochMs - before.result.epochMs).toBeGreaterThanOrEqual(3_600_000);
  const back = await api.qaCall(qaRoutes['clock.advance'], { body: { ms: -1 } });
  expect(back.code).toBe(400);
  const time = await api.call(contract['public.serverTime']);
  expect(time.result.timestamp).toBeGreaterThanOrEqual(moved.result.epochMs);
});

test('the inbox shows the codes sent, newest first, filtered by target', async () => {
  await api.call(contract['app.getEmailCaptcha'], { email: 'inbox@example.com', scene: 2 });
  await api.call(contract['app.getPhoneCaptcha'], { countryCode: '1', phone: '2025550123', scene: 2 });
  const all = await api.qaCall(qaRoutes.inbox);
  expect(all.result[0]).toMatchObject({ channel: 'sms', target: '+12025550123', purpose: 'login' });
  const one = await api.qaCall(qaRoutes.inbox, { query: { target: 'inbox@example.com' } });
  expect(one.result).toHaveLength(1);
  expect(one.result[0]!.text).toContain(one.result[0]!.code);
});

test('reset empties the database; an unknown scenario is refused', async () => {
  expect((await api.qaCall(qaRoutes.scenario, { body: { name: 'nope' } })).message).toBe('Unknown scenario: nope');
  expect((await api.qaCall(qaRoutes.reset)).code).toBe(200);
  expect(await api.db.user.count()).toBe(0);
  expect(await api.db.devMessage.count()).toBe(0);
});
