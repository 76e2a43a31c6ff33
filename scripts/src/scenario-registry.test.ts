import { afterAll, beforeAll, expect, test } from 'vitest';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { totpCodeAt } from '@sandbox/server/modules/identity';
import { createTestApp, type TestApi } from '../../server/test/harness.ts';
import { scenarioRegistry } from './scenario-registry.ts';

// The QA API as started by `npm start`: scenarios come from scripts/, injected into the server.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApp({}, scenarioRegistry);
});
afterAll(async () => {
  await api.close();
});

test('QA loads the demo scenario and every demo account signs in with its printed password', async () => {
  const loaded = await api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } });
  expect(loaded.code).toBe(200);
  for (const demo of scenarioRegistry.demoAccounts) {
    // An account with an authenticator (bob) signs in with its printed secret's current code.
    const res =
      'googleSecret' in demo
        ? await api.post<{ userInfo: { account: string } }>('/api/app/googleSecretLogin', {
            account: demo.account,
            password: demo.password,
            googleCode: totpCodeAt(demo.googleSecret, api.clock.now().getTime()),
          })
        : await api.post<{ userInfo: { account: string } }>('/api/app/login', { account: demo.account, password: demo.password });
    expect(res.code, demo.account).toBe(200);
    expect(res.result.userInfo.account).toBe(demo.account);
  }
  const invite = await api.get<{ inviteCode: string }>('/api/set/appShortLink/use', { code: 'invbob' });
  expect(invite.result.inviteCode).toBe('BOB222');
  const reset = await api.qaCall(qaRoutes.reset);
  expect(reset.code).toBe(200);
  expect(await api.db.user.count()).toBe(0);
  expect(await api.db.systemSetting.count()).toBeGreaterThan(0); // empty still has what the app needs to run
}, 30_000); // loading the demo and five scrypt sign-ins take several seconds on a busy machine

test('the country list has every country with its calling code, United States first', async () => {
  await api.qaCall(qaRoutes.scenario, { body: { name: 'empty' } });
  const res = await api.get<Array<{ code: string; englishName: string; chineseName: string; phoneCode: string }>>('/api/ext/countries');
  expect(res.code).toBe(200);
  expect(res.result.length).toBeGreaterThan(200);
  expect(res.result[0]).toEqual({ code: 'US', englishName: 'United States', chineseName: '美国', phoneCode: '1' });
  expect(res.result).toContainEqual({ code: 'JP', englishName: 'Japan', chineseName: '日本', phoneCode: '81' });
  expect(res.result).toContainEqual({ code: 'GB', englishName: 'United Kingdom', chineseName: '英国', phoneCode: '44' });
});
