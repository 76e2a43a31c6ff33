import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { contract, type Envelope } from '@sandbox/shared';
import { encryptBody } from '@sandbox/shared/wire/index';
import * as password from '../../../src/modules/identity/passwords/password.ts';
import { createSecretThrottle, SIGN_IN } from '../../../src/modules/identity/passwords/secret-throttle.ts';
import { totpCodeAt } from '../../../src/modules/identity/authenticator/totp.ts';
import { createTestApp, latestCode, registerByEmail, type TestApi } from '../../harness.ts';

// The real verifyPassword, counted: the unknown-account path must hash too (item 10; no timed test).
vi.mock('../../../src/modules/identity/passwords/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/modules/identity/passwords/password.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let api: TestApi;
beforeEach(async () => {
  api = await createTestApp();
  vi.mocked(password.verifyPassword).mockClear();
});
afterEach(async () => {
  await api.close();
});

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';
const WRONG = 'Wrong1234';
const BAD_CREDENTIALS = 'Incorrect account or password. After several failed attempts, wait a few minutes before trying again';

/** POST with an encrypted body from a given source address (inject's default is 127.0.0.1). */
async function postFrom<T = unknown>(ip: string, url: string, body: object, lang?: string, deviceToken?: string) {
  const res = await api.app.inject({
    method: 'POST',
    url,
    payload: encryptBody(body, api.publicKeyPem),
    headers: { 'content-type': 'application/json', ...(lang ? { lang } : {}), ...(deviceToken ? { 'x-device-token': deviceToken } : {}) },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as Envelope<T>;
}
const loginFrom = (ip: string, account: string, pw: string, lang?: string, deviceToken?: string) =>
  postFrom<{ token: string; deviceToken: string } | null>(ip, contract['app.login'].path, { account, password: pw }, lang, deviceToken);
/** The envelope without its timestamp, to compare two answers whole. */
const answer = ({ timestamp: _t, ...rest }: Envelope<unknown>) => rest;

const failures = (userId: string) => api.db.activity.count({ where: { userId, kind: 'loginFailed' } });
const sessions = (userId: string) => api.db.session.count({ where: { userId } });

describe('sign-in throttle (per account and address, growing delay)', () => {
  test("an attacker's failures make only the attacker's address wait; the owner signs in from another address", async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    const before = await sessions(u.userId);
    for (let i = 0; i < 5; i++) expect((await loginFrom(ATTACKER, 'erin@example.com', WRONG)).message).toBe(BAD_CREDENTIALS);

    // The right password from the attacker's address is refused like a wrong one: 400, no 429, no session.
    const refused = await loginFrom(ATTACKER, 'erin@example.com', u.password);
    expect(answer(refused)).toEqual({ success: false, code: 400, message: BAD_CREDENTIALS, result: null });
    expect(await sessions(u.userId)).toBe(before);
    // Refused tries are not recorded, so hammering does not make the wait grow.
    expect(await failures(u.userId)).toBe(5);

    // The owner, from home, is not locked out.
    expect((await loginFrom(OWNER, 'erin@example.com', u.password)).code).toBe(200);
    // Nor through the other sign-in methods.
    expect((await postFrom(OWNER, contract['app.emailLogin'].path, { email: 'erin@example.com', password: u.password })).code).toBe(200);
    expect((await postFrom(ATTACKER, contract['app.emailLogin'].path, { email: 'erin@example.com', password: u.password })).code).toBe(400);
  });

  test('the wait doubles with each further failure (30 s, 60 s, ...) on the sandbox clock', async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 5; i++) await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    api.clock.advance(29_000);
    expect((await loginFrom(ATTACKER, 'erin@example.com', u.password)).code).toBe(400);
    api.clock.advance(1_000);
    // The sixth failure, after the 30 s wait: now 60 s.
    await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    expect(await failures(u.userId)).toBe(6);
    api.clock.advance(59_000);
    expect((await loginFrom(ATTACKER, 'erin@example.com', u.password)).code).toBe(400);
    api.clock.advance(1_000);
    expect((await loginFrom(ATTACKER, 'erin@example.com', u.password)).code).toBe(200);
  });

  test('a throttled sign-in answers exactly as a wrong password and as an unknown account, in every language', async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 5; i++) await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    for (const lang of ['en-us', 'zh-tw', 'jp']) {
      const throttled = answer(await loginFrom(ATTACKER, 'erin@example.com', u.password, lang));
      const unknown = answer(await loginFrom(ATTACKER, 'nobody@example.com', WRONG, lang));
      const wrong = answer(await loginFrom('192.0.2.1', 'erin@example.com', WRONG, lang));
      expect(throttled).toEqual(unknown);
      expect(throttled).toEqual(wrong);
      expect(throttled.code).toBe(400);
    }
    expect(answer(await loginFrom(ATTACKER, 'erin@example.com', u.password, 'zh-tw')).message).toBe('帳號或密碼錯誤。多次失敗後，請等待幾分鐘再試');
  });

  test('a sign-in from an address starts its count afresh', async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 4; i++) await loginFrom(OWNER, 'erin@example.com', WRONG);
    expect((await loginFrom(OWNER, 'erin@example.com', u.password)).code).toBe(200);
    for (let i = 0; i < 4; i++) await loginFrom(OWNER, 'erin@example.com', WRONG);
    expect((await loginFrom(OWNER, 'erin@example.com', u.password)).code).toBe(200);
  });

  test('failures older than the hour window no longer count', async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 5; i++) await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    api.clock.advance(60 * 60_000 + 1);
    for (let i = 0; i < 4; i++) await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    expect((await loginFrom(ATTACKER, 'erin@example.com', u.password)).code).toBe(200);
  });

  test("the account-wide ceiling: 50 failures from many addresses make every untrusted source wait, not the owner's trusted device", async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    const first = await loginFrom(OWNER, 'erin@example.com', u.password);
    expect(first.code).toBe(200);
    const device = first.result!.deviceToken;
    // 50 failures spread over 25 addresses, two each: no address reaches its own limit.
    const rows = Array.from({ length: 50 }, (_, i) => ({
      userId: u.userId,
      kind: 'loginFailed',
      ip: `10.0.0.${Math.floor(i / 2)}`,
      createdAt: api.clock.now(),
    }));
    await api.db.activity.createMany({ data: rows });
    expect((await loginFrom('10.9.9.9', 'erin@example.com', u.password)).code).toBe(400);
    // The owner's address is no shelter (a guesser may share it); the owner's device is.
    expect((await loginFrom(OWNER, 'erin@example.com', u.password)).code).toBe(400);
    expect((await loginFrom(OWNER, 'erin@example.com', u.password, undefined, device)).code).toBe(200);
    api.clock.advance(30_000);
    expect((await loginFrom('10.9.9.9', 'erin@example.com', u.password)).code).toBe(200);
  });

  test('the state is in the database: a new throttle (a restarted server) sees the same wait', async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 5; i++) await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    const restarted = createSecretThrottle(api.db, api.clock);
    // The sandbox clock runs on with the wall clock: a few milliseconds have passed since the fifth failure.
    expect(await restarted.waitMs(SIGN_IN, u.userId, ATTACKER)).toBeGreaterThan(25_000);
    expect(await restarted.waitMs(SIGN_IN, u.userId, ATTACKER)).toBeLessThanOrEqual(30_000);
    expect(await restarted.waitMs(SIGN_IN, u.userId, OWNER)).toBe(0);
  });

  test('wrong e-mail codes count too', async () => {
    const u = await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 5; i++) {
      api.clock.advance(61_000);
      expect((await api.call(contract['app.getEmailCaptcha'], { email: 'erin@example.com', scene: 2 })).code).toBe(200);
      expect((await postFrom(ATTACKER, contract['app.emailLogin'].path, { email: 'erin@example.com', code: '000000' })).code).toBe(400);
    }
    expect((await loginFrom(ATTACKER, 'erin@example.com', u.password)).code).toBe(400);
    const code = await latestCode(api, 'erin@example.com');
    // A throttled code sign-in answers as a wrong code and leaves the code alone.
    expect(await postFrom(ATTACKER, contract['app.emailLogin'].path, { email: 'erin@example.com', code })).toMatchObject({
      code: 400,
      message: 'The verification code is incorrect',
    });
    expect((await postFrom(OWNER, contract['app.emailLogin'].path, { email: 'erin@example.com', code })).code).toBe(200);
  });
});

describe('unknown accounts are hashed too (same time as a wrong password)', () => {
  test('login, e-mail and phone sign-in with an unknown account check the password against the dummy hash', async () => {
    const verify = vi.mocked(password.verifyPassword);
    expect((await loginFrom(ATTACKER, 'nobody@example.com', WRONG)).message).toBe(BAD_CREDENTIALS);
    expect((await postFrom(ATTACKER, contract['app.emailLogin'].path, { email: 'nobody@example.com', password: WRONG })).message).toBe(BAD_CREDENTIALS);
    expect((await postFrom(ATTACKER, contract['app.phoneLogin'].path, { countryCode: '1', phone: '2025550000', password: WRONG })).message).toBe(BAD_CREDENTIALS);
    expect(verify).toHaveBeenCalledTimes(3);
    for (const [typed, hash] of verify.mock.calls) {
      expect(typed).toBe(WRONG);
      // Same scheme and parameters as a stored hash, so the work is the same.
      expect(hash).toMatch(new RegExp(`^scrypt\\$${password.SCRYPT_PARAMS.N}\\$8\\$1\\$[^$]+\\$[^$]+$`));
    }
  });

  test('a throttled guess is hashed too', async () => {
    await registerByEmail(api, 'erin@example.com');
    for (let i = 0; i < 5; i++) await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    const verify = vi.mocked(password.verifyPassword);
    verify.mockClear();
    await loginFrom(ATTACKER, 'erin@example.com', WRONG);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[1]).toBe(await password.dummyPasswordHash());
  });
});

describe('accounts with an authenticator', () => {
  async function bindAuthenticator(token: string) {
    const key = await api.call(contract['app.generateGoogleKey'], {}, { token });
    const code = totpCodeAt(key.result.secret, api.clock.now().getTime());
    expect((await api.call(contract['user.bindGoogleAuth'], { secret: key.result.secret, googleCode: code }, { token })).code).toBe(200);
    api.clock.advance(30_000);
    return key.result.secret;
  }

  test('app.login answers the right and a wrong password the same way (403, use the code); nothing is recorded', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    await bindAuthenticator(u.token);
    for (const lang of ['en-us', 'ko']) {
      const right = answer(await loginFrom(ATTACKER, 'gina@example.com', u.password, lang));
      const wrong = answer(await loginFrom(ATTACKER, 'gina@example.com', WRONG, lang));
      expect(right).toEqual(wrong);
      expect(right.code).toBe(403);
    }
    expect(answer(await loginFrom(ATTACKER, 'gina@example.com', WRONG)).message).toBe(
      'This account uses Google Authenticator; log in with the authenticator code',
    );
    const byEmail = answer(await postFrom(ATTACKER, contract['app.emailLogin'].path, { email: 'gina@example.com', password: u.password }));
    expect(byEmail).toEqual(answer(await postFrom(ATTACKER, contract['app.emailLogin'].path, { email: 'gina@example.com', password: WRONG })));
    expect(await failures(u.userId)).toBe(0);
  });

  test('googleSecretLogin answers a wrong code with the right password like a wrong password; the right pair signs in', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    const secret = await bindAuthenticator(u.token);
    const valid = totpCodeAt(secret, api.clock.now().getTime());
    const wrongCode = String((Number(valid) + 1) % 1_000_000).padStart(6, '0');
    const url = contract['app.googleSecretLogin'].path;
    const rightPasswordWrongCode = answer(await postFrom(ATTACKER, url, { account: 'gina@example.com', password: u.password, googleCode: wrongCode }));
    const wrongPasswordRightCode = answer(await postFrom(ATTACKER, url, { account: 'gina@example.com', password: WRONG, googleCode: valid }));
    const unknown = answer(await postFrom(ATTACKER, url, { account: 'nobody@example.com', password: WRONG, googleCode: valid }));
    expect(rightPasswordWrongCode).toEqual(wrongPasswordRightCode);
    expect(rightPasswordWrongCode).toEqual(unknown);
    expect(rightPasswordWrongCode).toMatchObject({
      code: 400,
      message: 'Incorrect account, password or authenticator code. After several failed attempts, wait a few minutes before trying again',
    });
    expect(await failures(u.userId)).toBe(2);
    expect((await postFrom(OWNER, url, { account: 'gina@example.com', password: u.password, googleCode: valid })).code).toBe(200);
  });
});

describe('per-address limits on sending codes and on account look-ups', () => {
  async function getFrom(limited: TestApi, ip: string, url: string, query: Record<string, string | number>, lang?: string) {
    const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();
    const res = await limited.app.inject({ method: 'GET', url: `${url}?${qs}`, remoteAddress: ip, headers: lang ? { lang } : {} });
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body) as Envelope<unknown>;
  }

  test('one address cannot send codes to target after target; another address still can', async () => {
    // Sign-in 9 a minute, so codes 3 a minute per address on each code route.
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '9' });
    try {
      const email = (i: number, ip = ATTACKER) => getFrom(limited, ip, contract['app.getEmailCaptcha'].path, { email: `victim${i}@example.com`, scene: 1 });
      const sms = (i: number, ip = ATTACKER) => getFrom(limited, ip, contract['app.getPhoneCaptcha'].path, { countryCode: '44', phone: `770090010${i}`, scene: 1 });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await email(i)).code);
      for (let i = 0; i < 4; i++) codes.push((await sms(i)).code);
      expect(codes).toEqual([200, 200, 200, 429, 200, 200, 200, 429]);
      const refused = await getFrom(limited, ATTACKER, contract['app.getEmailCaptcha'].path, { email: 'victim9@example.com', scene: 1 }, 'zh-cn');
      expect(refused).toMatchObject({ code: 429, result: null });
      expect(refused.message).toBe('请求过于频繁，请一分钟后再试');
      // Nothing was sent for the refused ones.
      expect(await limited.db.devMessage.count()).toBe(6);
      expect((await email(5, OWNER)).code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('checkAccount and checkGoogleAuth are rate limited per address', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    try {
      for (const url of [contract['app.checkAccount'].path, contract['app.checkGoogleAuth'].path]) {
        const codes: number[] = [];
        for (let i = 0; i < 4; i++) codes.push((await getFrom(limited, ATTACKER, url, { account: `someone${i}` })).code);
        expect(codes).toEqual([200, 200, 200, 429]);
        expect((await getFrom(limited, OWNER, url, { account: 'someone' })).code).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});
