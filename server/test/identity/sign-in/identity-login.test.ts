import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { wallClock } from '../../../src/clock.ts';
import { totpCodeAt } from '../../../src/modules/identity/authenticator/totp.ts';
import { createTestApp, latestCode, registerByEmail, type TestApi } from '../../harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApp();
});
afterEach(async () => {
  await api.close();
});

const BAD_CREDENTIALS = 'Incorrect account or password. After several failed attempts, wait a few minutes before trying again';
const BAD_CREDENTIALS_OR_CODE = 'Incorrect account, password or authenticator code. After several failed attempts, wait a few minutes before trying again';

const sessionsOf = (userId: string) => api.db.session.count({ where: { userId } });

/** Registers by phone through the real flow. */
async function registerByPhone(countryCode: string, phone: string, password = 'Passw0rd!') {
  await api.call(contract['app.getPhoneCaptcha'], { countryCode, phone, scene: 1 });
  const code = await latestCode(api, `+${countryCode}${phone}`);
  const res = await api.call(contract['app.register'], { type: 'phone', countryCode, phone, code, password, confirmPassword: password, agree: true });
  if (res.code !== 200) throw new Error(res.message);
  return { userId: res.result.userInfo.id, token: res.result.token, password };
}

async function loginCode(kind: 'phone' | 'email', target: string, query: Record<string, string>) {
  const sent = await api.get(kind === 'phone' ? contract['app.getPhoneCaptcha'].path : contract['app.getEmailCaptcha'].path, { ...query, scene: 2 });
  expect(sent.code).toBe(200);
  return latestCode(api, target);
}

describe('phoneLogin', () => {
  test('with the SMS code of the login scene, and with the password', async () => {
    const u = await registerByPhone('44', '7700900123');
    const code = await loginCode('phone', '+447700900123', { countryCode: '44', phone: '7700900123' });
    const res = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', code });
    expect(res.code).toBe(200);
    expect(res.result.userInfo.id).toBe(u.userId);
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: res.result.token })).code).toBe(200);
    // The code is single use.
    const again = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', code });
    expect(again).toMatchObject({ code: 400, message: 'The verification code has expired or was used; please request a new one' });

    const byPassword = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', password: u.password });
    expect(byPassword.code).toBe(200);
    expect(await sessionsOf(u.userId)).toBe(3);
  });

  test('refuses a wrong code, a code sent to another number, an expired code, a register-scene code and a malformed phone; no session', async () => {
    const u = await registerByPhone('44', '7700900123');
    await registerByPhone('44', '7700900999');
    const before = await sessionsOf(u.userId);

    await loginCode('phone', '+447700900123', { countryCode: '44', phone: '7700900123' });
    const wrong = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', code: '000000' }, { lang: 'zh-cn' });
    expect(wrong).toMatchObject({ code: 400, message: '验证码错误' });

    const other = await loginCode('phone', '+447700900999', { countryCode: '44', phone: '7700900999' });
    const crossed = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', code: other });
    expect(crossed.code).toBe(400);
    expect(crossed.message).toBe('The verification code is incorrect');

    api.clock.advance(11 * 60_000);
    const fresh = await loginCode('phone', '+447700900123', { countryCode: '44', phone: '7700900123' });
    api.clock.advance(10 * 60_000 + 1);
    const expired = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', code: fresh });
    expect(expired).toMatchObject({ code: 400, message: 'The verification code has expired or was used; please request a new one' });

    // A code sent for registration (scene 1) to a new number proves nothing for login.
    await api.call(contract['app.getPhoneCaptcha'], { countryCode: '44', phone: '7700900555', scene: 1 });
    const registerCode = await latestCode(api, '+447700900555');
    const wrongScene = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900555', code: registerCode });
    expect(wrongScene).toMatchObject({ code: 400, message: 'The verification code has expired or was used; please request a new one' });

    const malformed = await api.call(contract['app.phoneLogin'], { countryCode: '+44', phone: '77-00', code: '123456' });
    expect(malformed).toMatchObject({ code: 400, message: 'Invalid or missing value: countryCode' });
    const both = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', password: 'Passw0rd!', code: '123456' });
    expect(both).toMatchObject({ code: 400, message: 'Invalid or missing value: code' });

    expect(await sessionsOf(u.userId)).toBe(before);
  });

  test("the account sign-in takes the phone's digits as the account", async () => {
    const u = await registerByPhone('44', '7700900123');
    const res = await api.call(contract['app.login'], { account: ' 7700900123 ', password: u.password });
    expect(res.code).toBe(200);
    expect(res.result.userInfo.id).toBe(u.userId);
    const unknown = await api.call(contract['app.login'], { account: '7700900999', password: u.password });
    expect(unknown).toMatchObject({ code: 400, message: BAD_CREDENTIALS });
  });

  test('an unknown number gets the same answer as a wrong password', async () => {
    const res = await api.call(contract['app.phoneLogin'], { countryCode: '1', phone: '2025550000', password: 'Passw0rd!' });
    expect(res).toMatchObject({ code: 400, message: BAD_CREDENTIALS, result: null });
  });
});

describe('emailLogin', () => {
  test('with the e-mail code (address case ignored) and with the password', async () => {
    const u = await registerByEmail(api, 'carol@example.com');
    const code = await loginCode('email', 'carol@example.com', { email: 'Carol@Example.com' });
    const res = await api.call(contract['app.emailLogin'], { email: 'CAROL@example.com', code });
    expect(res.code).toBe(200);
    expect(res.result.userInfo.id).toBe(u.userId);
    const pw = await api.call(contract['app.emailLogin'], { email: 'carol@example.com', password: u.password });
    expect(pw.code).toBe(200);
  });

  test('refuses a wrong password, a malformed e-mail and a code for another address; no session', async () => {
    const u = await registerByEmail(api, 'carol@example.com');
    await registerByEmail(api, 'dan@example.com');
    const before = await sessionsOf(u.userId);
    const wrong = await api.call(contract['app.emailLogin'], { email: 'carol@example.com', password: 'Wrong1234' }, { lang: 'jp' });
    expect(wrong).toMatchObject({ code: 400, message: 'アカウントまたはパスワードが正しくありません。何度も失敗した場合は、数分待ってから再度お試しください' });
    const malformed = await api.call(contract['app.emailLogin'], { email: 'carol-at-example', password: 'Passw0rd!' });
    expect(malformed).toMatchObject({ code: 400, message: 'Invalid or missing value: email' });
    const danCode = await loginCode('email', 'dan@example.com', { email: 'dan@example.com' });
    const crossed = await api.call(contract['app.emailLogin'], { email: 'carol@example.com', code: danCode });
    expect(crossed).toMatchObject({ code: 400, message: 'The verification code has expired or was used; please request a new one' });
    expect(await sessionsOf(u.userId)).toBe(before);
  });
});

// The throttle itself (per account and address, growing delay) is tested in sign-in-throttle.mocked.test.ts.
describe('sign-in throttle', () => {
  test('wrong SMS codes count too: the sixth try from the same address is refused like a wrong password', async () => {
    const u = await registerByPhone('44', '7700900123');
    for (let i = 0; i < 5; i++) {
      api.clock.advance(61_000);
      await loginCode('phone', '+447700900123', { countryCode: '44', phone: '7700900123' });
      expect((await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', code: '000000' })).code).toBe(400);
    }
    const throttled = await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', password: u.password });
    expect(throttled).toMatchObject({ code: 400, message: BAD_CREDENTIALS, result: null });
    api.clock.advance(30_000);
    expect((await api.call(contract['app.phoneLogin'], { countryCode: '44', phone: '7700900123', password: u.password })).code).toBe(200);
  });
});

describe('Google Authenticator', () => {
  async function bindFor(token: string) {
    const key = await api.call(contract['app.generateGoogleKey'], {}, { token });
    expect(key.code).toBe(200);
    const code = totpCodeAt(key.result.secret, api.clock.now().getTime());
    const bound = await api.call(contract['user.bindGoogleAuth'], { secret: key.result.secret, googleCode: code }, { token });
    expect(bound).toMatchObject({ code: 200, result: null });
    return key.result.secret;
  }

  test('generate a key, bind it with a current code; then sign-in asks for the code, which is single use', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    const key = await api.call(contract['app.generateGoogleKey'], {}, { token: u.token });
    expect(key.result).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUrl: `otpauth://totp/Sandbox%20Exchange:gina%40example.com?issuer=Sandbox%20Exchange&secret=${key.result.secret}&algorithm=SHA1&digits=6&period=30`,
      issuer: 'Sandbox Exchange',
      accountName: 'gina@example.com',
    });
    expect((await api.call(contract['app.checkGoogleAuth'], { account: 'gina@example.com' })).result).toEqual({ bound: false });

    const code = totpCodeAt(key.result.secret, api.clock.now().getTime());
    expect((await api.call(contract['user.bindGoogleAuth'], { secret: key.result.secret, googleCode: code }, { token: u.token })).code).toBe(200);
    expect((await api.call(contract['app.checkGoogleAuth'], { account: 'gina@example.com' })).result).toEqual({ bound: true });
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: u.token })).result.googleBound).toBe(true);

    // Password-only sign-in is refused for every method.
    expect(await api.call(contract['app.login'], { account: 'gina@example.com', password: u.password })).toMatchObject({ code: 403 });
    expect(await api.call(contract['app.emailLogin'], { email: 'gina@example.com', password: u.password })).toMatchObject({ code: 403 });

    // The code used for binding cannot sign in (same step); the next step's code can, once.
    const sameStep = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: code });
    expect(sameStep).toMatchObject({ code: 400, message: 'This Google Authenticator code has already been used; please wait for the next one' });
    api.clock.advance(30_000);
    const next = totpCodeAt(key.result.secret, api.clock.now().getTime());
    const ok = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: next });
    expect(ok.code).toBe(200);
    expect(ok.result.userInfo.googleBound).toBe(true);
    const replay = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: next });
    expect(replay.code).toBe(400);
    expect(replay.message).toBe('This Google Authenticator code has already been used; please wait for the next one');
  });

  test('accepts the code of one step before or after, not two', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    const secret = await bindFor(u.token);
    api.clock.advance(120_000);
    // The sandbox clock follows real time: start one second into a fresh 30 s step, so no
    // step boundary passes while the test runs and "one behind" stays exactly one behind.
    api.clock.advance(30_000 - (api.clock.now().getTime() % 30_000) + 1_000);
    const now = api.clock.now().getTime();
    const twoAhead = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: totpCodeAt(secret, now + 60_000) });
    // A wrong code answers like a wrong password (it must not confirm the password).
    expect(twoAhead).toMatchObject({ code: 400, message: BAD_CREDENTIALS_OR_CODE });
    const oneBehind = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: totpCodeAt(secret, now - 30_000) });
    expect(oneBehind.code).toBe(200);
    // After a newer step was used, an older one is refused even inside the window.
    const oneAhead = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: totpCodeAt(secret, now + 30_000) });
    expect(oneAhead.code).toBe(200);
    const current = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: u.password, googleCode: totpCodeAt(secret, now) });
    expect(current.code).toBe(400);
  });

  test('refuses a wrong password with a valid code (the same answer as a wrong code), and a bound user cannot generate a new key', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    const secret = await bindFor(u.token);
    api.clock.advance(30_000);
    const wrongPw = await api.call(contract['app.googleSecretLogin'], { account: 'gina@example.com', password: 'Wrong1234', googleCode: totpCodeAt(secret, api.clock.now().getTime()) });
    expect(wrongPw).toMatchObject({ code: 400, message: BAD_CREDENTIALS_OR_CODE });
    const again = await api.call(contract['app.generateGoogleKey'], {}, { token: u.token }, );
    expect(again).toMatchObject({ code: 409, message: 'Google Authenticator is already bound' });
    const row = await api.db.user.findUniqueOrThrow({ where: { id: u.userId } });
    expect(row.googleSecret).toBe(secret);
  });

  test('binding refuses a wrong code, a key that was not issued, and a malformed body; nothing changes', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    const other = await registerByEmail(api, 'hank@example.com');
    const key = await api.call(contract['app.generateGoogleKey'], {}, { token: u.token });
    const otherKey = await api.call(contract['app.generateGoogleKey'], {}, { token: other.token });
    const now = api.clock.now().getTime();

    const wrong = await api.call(contract['user.bindGoogleAuth'], { secret: key.result.secret, googleCode: totpCodeAt(key.result.secret, now + 90_000) }, { token: u.token, lang: 'ko' });
    expect(wrong).toMatchObject({ code: 400, message: 'Google OTP 인증 코드가 올바르지 않습니다' });
    // Another user's key, with a valid code for it, does not bind to this account.
    const foreign = await api.call(contract['user.bindGoogleAuth'], { secret: otherKey.result.secret, googleCode: totpCodeAt(otherKey.result.secret, now) }, { token: u.token });
    expect(foreign).toMatchObject({ code: 400, message: 'This key was not issued to you or has been replaced; please get a new key' });
    const malformed = await api.call(contract['user.bindGoogleAuth'], { secret: 'lowercase-secret!', googleCode: '12345' }, { token: u.token });
    expect(malformed.code).toBe(400);

    const rows = await api.db.user.findMany({ where: { id: { in: [u.userId, other.userId] } }, orderBy: { account: 'asc' } });
    expect(rows.map((r) => r.googleBound)).toEqual([false, false]);
    expect(await api.db.activity.count({ where: { kind: { startsWith: 'totpStep:' } } })).toBe(0);
  });

  test('googleSecretLogin for an account without an authenticator says so', async () => {
    const u = await registerByEmail(api, 'ivy@example.com');
    const res = await api.call(contract['app.googleSecretLogin'], { account: 'ivy@example.com', password: u.password, googleCode: '123456' });
    expect(res).toMatchObject({ code: 409, message: 'Google Authenticator is not bound to this account; please log in with the password' });
  });

  test('generating and binding need a login (code 401)', async () => {
    expect((await api.call(contract['app.generateGoogleKey'])).code).toBe(401);
    const res = await api.call(contract['user.bindGoogleAuth'], { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', googleCode: '123456' });
    expect(res).toMatchObject({ httpStatus: 200, code: 401 });
  });

  test('two concurrent sign-ins with the same code: exactly one succeeds', async () => {
    const u = await registerByEmail(api, 'gina@example.com');
    const secret = await bindFor(u.token);
    api.clock.advance(30_000);
    const code = totpCodeAt(secret, api.clock.now().getTime());
    const body = { account: 'gina@example.com', password: u.password, googleCode: code };
    const results = await Promise.all([api.call(contract['app.googleSecretLogin'], body), api.call(contract['app.googleSecretLogin'], body)]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
  });
});

describe('authenticator codes follow the wall clock, not the sandbox clock', () => {
  test('after the QA API moves the sandbox clock an hour ahead, the code a phone shows still signs in', async () => {
    await api.close();
    api = await createTestApp({}, undefined, { totpClock: wallClock });
    const u = await registerByEmail(api, 'hana@example.com');
    const key = await api.call(contract['app.generateGoogleKey'], {}, { token: u.token });
    const phoneCode = () => totpCodeAt(key.result.secret, Date.now());
    expect((await api.call(contract['user.bindGoogleAuth'], { secret: key.result.secret, googleCode: phoneCode() }, { token: u.token })).code).toBe(200);
    await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 3_600_000 } });
    // The next step's code (the bind used this one): what the phone shows 30 s later.
    const next = totpCodeAt(key.result.secret, Date.now() + 30_000);
    const res = await api.call(contract['app.googleSecretLogin'], { account: 'hana@example.com', password: u.password, googleCode: next });
    expect(res.code, res.message).toBe(200);
    // The QA API's scripted code is the phone's code too.
    const qa = await api.qaCall(qaRoutes['kyc.totp'], { query: { account: 'hana@example.com' } });
    expect([phoneCode(), totpCodeAt(key.result.secret, Date.now() + 30_000), totpCodeAt(key.result.secret, Date.now() - 30_000)]).toContain(qa.result.code);
    // Codes at the sandbox time (an hour ahead) are refused.
    const sandboxCode = totpCodeAt(key.result.secret, api.clock.now().getTime() + 60_000);
    const wrong = await api.call(contract['app.googleSecretLogin'], { account: 'hana@example.com', password: u.password, googleCode: sandboxCode });
    expect(wrong).toMatchObject({ code: 400, message: BAD_CREDENTIALS_OR_CODE });
  });
});
