import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract, type Envelope } from '@sandbox/shared';
import { encryptBody } from '@sandbox/shared/wire/index';
import { createSecretThrottle, FAILURE_WINDOW_MS, SIGN_IN } from '../../../src/modules/identity/passwords/secret-throttle.ts';
import { NOTICE_KIND } from '../../../src/modules/content/index.ts';
import { createTestApp, registerByEmail, type TestApi } from '../../harness.ts';

/*
 * The sign-in throttle against a guesser who shares the owner's address (docs/domains/identity.md
 * "Sign-in throttle"): the owner's trusted device is never made to wait, the owner is told,
 * and the guesses the throttle lets through an hour stay under the published numbers.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

const HOME = '198.51.100.20';
const WRONG = 'Wrong1234';

async function login(ip: string, account: string, password: string, deviceToken?: string) {
  const res = await api.app.inject({
    method: 'POST',
    url: contract['app.login'].path,
    payload: encryptBody({ account, password }, api.publicKeyPem),
    headers: { 'content-type': 'application/json', ...(deviceToken ? { 'x-device-token': deviceToken } : {}) },
    remoteAddress: ip,
  });
  return JSON.parse(res.body) as Envelope<{ token: string; deviceToken: string } | null>;
}

/** The most failures any one hour of `times` holds (a sliding window, as the throttle's). */
function mostInAnHour(times: number[]): number {
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= FAILURE_WINDOW_MS) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('sign-in from a trusted device', () => {
  test("a guesser at full speed on the owner's own address never makes the owner's device wait; the owner is told once", async () => {
    const owner = await registerByEmail(api, 'owner@example.com');
    const first = await login(HOME, 'owner@example.com', owner.password);
    expect(first.code).toBe(200);
    const device = first.result!.deviceToken;
    expect(device).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);

    // Thirty wrong guesses back to back from the same address, no device.
    for (let i = 0; i < 30; i++) expect((await login(HOME, 'owner@example.com', WRONG)).code).toBe(400);
    // Only the first five were checked; the rest were refused unread (the same answer).
    expect(await api.db.activity.count({ where: { userId: owner.userId, kind: 'loginFailed' } })).toBe(5);
    // The right password without the device is refused like a wrong one ...
    expect((await login(HOME, 'owner@example.com', owner.password)).code).toBe(400);
    // ... and with it, the owner is in at once, keeping the same device.
    const back = await login(HOME, 'owner@example.com', owner.password, device);
    expect(back.code).toBe(200);
    expect(back.result!.deviceToken).toBe(device);
    // A typo on the trusted device counts against that device alone.
    expect((await login(HOME, 'owner@example.com', WRONG, device)).code).toBe(400);
    expect((await login(HOME, 'owner@example.com', owner.password, device)).code).toBe(200);

    const notices = await api.db.notice.findMany({ where: { userId: owner.userId, kind: NOTICE_KIND.SIGN_IN_FAILURES } });
    expect(notices).toHaveLength(1);
  });

  test("another account's device token, or a forged one, is an untrusted device", async () => {
    const a = await registerByEmail(api, 'dev-a@example.com');
    const b = await registerByEmail(api, 'dev-b@example.com');
    const tokenOfA = (await login(HOME, 'dev-a@example.com', a.password)).result!.deviceToken;
    const [id] = tokenOfA.split('.');
    for (let i = 0; i < 5; i++) expect((await login(HOME, 'dev-b@example.com', WRONG)).code).toBe(400);
    for (const token of [tokenOfA, `${id}.${'A'.repeat(43)}`, 'garbage', `${tokenOfA},${tokenOfA}`])
      expect((await login(HOME, 'dev-b@example.com', b.password, token)).code).toBe(400);
    // A header carrying several accounts' tokens trusts the one issued to this account.
    const tokenOfB = (await login('203.0.113.99', 'dev-b@example.com', b.password)).result!.deviceToken;
    expect((await login(HOME, 'dev-b@example.com', b.password, `${tokenOfA},${tokenOfB}`)).code).toBe(200);
  });
});

describe('guesses the throttle lets through an hour (the published numbers)', () => {
  /** An attacker who guesses the moment the throttle allows, for six hours; `ip` picks each guess's address. */
  async function attack(userId: string, ip: (n: number) => string): Promise<number[]> {
    const throttle = createSecretThrottle(api.db, api.clock);
    const end = api.clock.now().getTime() + 6 * FAILURE_WINDOW_MS;
    const times: number[] = [];
    for (let n = 0; ; n++) {
      const wait = await throttle.waitMs(SIGN_IN, userId, ip(n));
      if (wait > 0) api.clock.advance(wait);
      if (api.clock.now().getTime() >= end) return times;
      await throttle.recordFailure(SIGN_IN, userId, { ip: ip(n) });
      times.push(api.clock.now().getTime());
    }
  }

  test('from one address: at most 12 an hour', async () => {
    const u = await registerByEmail(api, 'one-address@example.com');
    const times = await attack(u.userId, () => '203.0.113.7');
    console.log(`[sign-in throttle] one address: ${mostInAnHour(times)} guesses in the worst hour, ${times.length} in six hours`);
    expect(mostInAnHour(times)).toBeLessThanOrEqual(12);
  });

  test('from a new address every guess: at most 57 an hour for the account', async () => {
    const u = await registerByEmail(api, 'many-addresses@example.com');
    const times = await attack(u.userId, (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
    console.log(`[sign-in throttle] every guess from a new address: ${mostInAnHour(times)} guesses in the worst hour, ${times.length} in six hours`);
    expect(mostInAnHour(times)).toBeLessThanOrEqual(57);
  });
});
