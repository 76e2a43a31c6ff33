import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { hashPassword, SCRYPT_PARAMS, scryptCost, verifyPassword } from '../../../src/modules/identity/passwords/password.ts';
import { createTestApp, latestCode, registerByEmail, type TestApi } from '../../harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApp();
});
afterEach(async () => {
  await api.close();
});


describe('register', () => {
  test('by email with the code from the development inbox, then the token works', async () => {
    const sent = await api.call(contract['app.getEmailCaptcha'], {
      email: 'Alice@Example.com',
      scene: 1,
    });
    expect(sent.code).toBe(200);
    expect(sent.result).toEqual({ expiresInSeconds: 600, resendInSeconds: 60 });
    const code = await latestCode(api, 'alice@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const res = await api.call(contract['app.register'], {
      type: 'email',
      email: 'Alice@Example.com',
      code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      agree: true,
    });
    expect(res.code).toBe(200);
    expect(res.result.userInfo).toMatchObject({ account: 'alice@example.com', email: 'alice@example.com' });
    const me = await api.call(contract['user.getMyUserInfo'], {}, { token: res.result.token });
    expect(me.code).toBe(200);
    expect(me.result.email).toBe('alice@example.com');
  });

  test('by phone with country code, invited by another user (referral chain)', async () => {
    const inviter = await registerByEmail(api, 'inviter@example.com');
    await api.call(contract['app.getPhoneCaptcha'], { countryCode: '44', phone: '7700900123', scene: 1 });
    const code = await latestCode(api, '+447700900123');
    const res = await api.call(contract['app.register'], {
      type: 'phone',
      countryCode: '44',
      phone: '7700900123',
      code,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      inviteCode: inviter.inviteCode.toLowerCase(),
      agree: true,
    });
    expect(res.code).toBe(200);
    expect(res.result.userInfo).toMatchObject({ phone: '7700900123', countryCode: '44' });
    const row = await api.db.user.findUniqueOrThrow({ where: { id: res.result.userInfo.id } });
    expect(row.inviterId).toBe(inviter.userId);
    expect(row.inviterPath).toBe(`/${inviter.userId}/`);
  });

  async function attempt(overrides: Record<string, unknown>, lang?: string) {
    await api.call(contract['app.getEmailCaptcha'], { email: 'bob@example.com', scene: 1 });
    const code = await latestCode(api, 'bob@example.com');
    const body = { type: 'email', email: 'bob@example.com', code, password: 'abc12345', confirmPassword: 'abc12345', agree: true, ...overrides };
    return api.send(contract['app.register'], body, lang ? { lang } : {});
  }

  test.each([
    ['a wrong code', { code: '000000' }, 400, 'The verification code is incorrect'],
    ['passwords that differ', { confirmPassword: 'abc12346' }, 400, 'Invalid or missing value: confirmPassword'],
    ['a password without digits', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 400, 'The password must be 6 to 32 characters with at least one letter and one digit'],
    ['an unknown invite code', { inviteCode: 'NOPE1234' }, 400, 'The invitation code does not exist'],
    ['no agreement', { agree: false }, 400, 'Invalid or missing value: agree'],
    ['a malformed email', { email: 'not-an-email' }, 400, 'Invalid or missing value: email'],
  ])('refuses %s with a clear message and creates nothing', async (_name, overrides, code, message) => {
    const res = await attempt(overrides);
    expect(res.code).toBe(code);
    expect(res.success).toBe(false);
    expect(res.message).toBe(message);
    expect(res.result).toBeNull();
    expect(await api.db.user.count()).toBe(0);
    expect(await api.db.session.count()).toBe(0);
  });

  test('answers in the caller language', async () => {
    const res = await attempt({ code: '000000' }, 'jp');
    expect(res.message).toBe('認証コードが正しくありません');
    const zhTw = await api.call(contract['app.getEmailCaptcha'], { email: 'bob@example.com', scene: 1 }, { lang: 'zh-tw' });
    expect(zhTw.code).toBe(429); // a second code within a minute is refused...
    expect(zhTw.message).toMatch(/^請 \d+ 秒後再取得驗證碼$/); // ...in Traditional Chinese
  });

  test('a code is single-use, expires after 10 minutes and dies after 5 wrong tries', async () => {
    await registerByEmail(api, 'first@example.com');
    // Reusing the consumed code for the same target (now taken) is refused before the code is looked at.
    await api.call(contract['app.getEmailCaptcha'], { email: 'late@example.com', scene: 1 });
    const code = await latestCode(api, 'late@example.com');
    api.clock.advance(10 * 60 * 1000 + 1);
    const late = await api.call(contract['app.register'], { type: 'email', email: 'late@example.com', code, password: 'abc12345', confirmPassword: 'abc12345', agree: true });
    expect(late.code).toBe(400);
    expect(late.message).toBe('The verification code has expired or was used; please request a new one');

    await api.call(contract['app.getEmailCaptcha'], { email: 'late@example.com', scene: 1 });
    const fresh = await latestCode(api, 'late@example.com');
    const wrong = fresh === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      const r = await api.call(contract['app.register'], { type: 'email', email: 'late@example.com', code: wrong, password: 'abc12345', confirmPassword: 'abc12345', agree: true });
      expect(r.message).toBe('The verification code is incorrect');
    }
    const fifth = await api.call(contract['app.register'], { type: 'email', email: 'late@example.com', code: wrong, password: 'abc12345', confirmPassword: 'abc12345', agree: true });
    expect(fifth.message).toBe('Too many wrong codes; please request a new one');
    const right = await api.call(contract['app.register'], { type: 'email', email: 'late@example.com', code: fresh, password: 'abc12345', confirmPassword: 'abc12345', agree: true });
    expect(right.message).toBe('Too many wrong codes; please request a new one');
    expect(await api.db.user.count()).toBe(1);
  });

  test('a code sent to one address proves nothing for another', async () => {
    await api.call(contract['app.getEmailCaptcha'], { email: 'one@example.com', scene: 1 });
    const code = await latestCode(api, 'one@example.com');
    // two@ never asked for a code: one@'s code is not valid there.
    const res = await api.call(contract['app.register'], { type: 'email', email: 'two@example.com', code, password: 'abc12345', confirmPassword: 'abc12345', agree: true });
    expect(res.code).toBe(400);
    expect(res.message).toBe('The verification code has expired or was used; please request a new one');
    expect(await api.db.user.count()).toBe(0);
  });

  test('codes are rate limited: one a minute, ten an hour per address', async () => {
    const first = await api.call(contract['app.getEmailCaptcha'], { email: 'rl@example.com', scene: 1 });
    expect(first.code).toBe(200);
    const again = await api.call(contract['app.getEmailCaptcha'], { email: 'rl@example.com', scene: 1 });
    expect(again.code).toBe(429);
    expect(again.message).toBe('Please wait 60 seconds before requesting another code');
    for (let i = 1; i < 10; i++) {
      api.clock.advance(61_000);
      expect((await api.call(contract['app.getEmailCaptcha'], { email: 'rl@example.com', scene: 1 })).code).toBe(200);
    }
    api.clock.advance(61_000);
    const eleventh = await api.call(contract['app.getEmailCaptcha'], { email: 'rl@example.com', scene: 1 });
    expect(eleventh.code).toBe(429);
    expect(eleventh.message).toBe('Too many codes were requested; please try again within the next hour');
  });

  test('an address already registered gets no register code', async () => {
    await registerByEmail(api, 'taken@example.com');
    const res = await api.call(contract['app.getEmailCaptcha'], { email: 'TAKEN@example.com', scene: 1 });
    expect(res.code).toBe(409);
    expect(res.message).toBe('This email or mobile number is already registered');
  });
});

describe('login', () => {
  test('with account and password; a wrong password or unknown account gets one message and no session', async () => {
    const u = await registerByEmail(api, 'carol@example.com', 'secret123');
    const sessionsBefore = await api.db.session.count();
    const ok = await api.call(contract['app.login'], { account: 'carol@example.com', password: 'secret123' });
    expect(ok.code).toBe(200);
    expect(ok.result.userInfo.id).toBe(u.userId);
    expect(ok.result.token).not.toBe(u.token);

    for (const body of [{ account: 'carol@example.com', password: 'wrong123' }, { account: 'nobody@example.com', password: 'secret123' }]) {
      const bad = await api.call(contract['app.login'], body);
      expect(bad.code).toBe(400);
      expect(bad.message).toBe('Incorrect account or password. After several failed attempts, wait a few minutes before trying again');
    }
    expect(await api.db.session.count()).toBe(sessionsBefore + 1);
  });

  test('guest login creates the account with an initial password shown once; a second guest login is refused', async () => {
    const res = await api.call(
      contract['app.login'],
      { guest: true, account: 'guest_one' },
    );
    expect(res.code).toBe(200);
    expect(res.result.initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{10}$/);
    expect(res.result.userInfo).toMatchObject({ guest: true, initialPasswordChanged: false });

    const again = await api.call(contract['app.login'], { guest: true, account: 'guest_one' });
    expect(again.code).toBe(409);
    expect(again.message).toBe('Account already exists, please log in with the password');
    const again2 = await api.call(contract['app.login'], { guest: true, account: 'guest_one' }, { lang: 'zh-cn' });
    expect(again2.message).toBe('账号已存在，请使用密码登录');

    const withPassword = await api.call(contract['app.login'], { account: 'guest_one', password: res.result.initialPassword ?? '' });
    expect(withPassword.code).toBe(200);
    expect(await api.db.user.count()).toBe(1);
  });

  test('checkAccount says whether an account exists', async () => {
    await registerByEmail(api, 'dave@example.com');
    expect((await api.call(contract['app.checkAccount'], { account: 'dave@example.com' })).result).toEqual({ exists: true });
    expect((await api.call(contract['app.checkAccount'], { account: 'erin@example.com' })).result).toEqual({ exists: false });
  });

  test('logout revokes the token; a missing, unknown or revoked token gets code 401 in an HTTP 200 envelope', async () => {
    const u = await registerByEmail(api, 'frank@example.com');
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: u.token })).code).toBe(200);
    const out = await api.call(contract['ext.logout'], undefined, { token: u.token });
    expect(out.code).toBe(200);
    for (const token of [undefined, 'made-up-token', u.token]) {
      const res = await api.call(contract['user.getMyUserInfo'], {}, token ? { token } : {});
      expect(res.httpStatus).toBe(200);
      expect(res.code).toBe(401);
      expect(res.message).toBe('Please log in first');
    }
    const session = await api.db.session.findFirstOrThrow({ where: { userId: u.userId } });
    expect(session.tokenHash).not.toContain(u.token); // stored hashed
    expect(session.revokedAt).not.toBeNull();
  });
});

describe('change password', () => {
  test('login password: wrong old refused; success signs other sessions out and the new password works', async () => {
    const u = await registerByEmail(api, 'gina@example.com', 'first123');
    const other = await api.call(contract['app.login'], { account: 'gina@example.com', password: 'first123' });

    const wrong = await api.call(contract['user.changePassword'], { type: 1, oldPassword: 'nope1234', newPassword: 'second123', confirmPassword: 'second123' }, { token: u.token });
    expect(wrong.code).toBe(400);
    expect(wrong.message).toBe('The old password is incorrect');

    const ok = await api.call(contract['user.changePassword'], { type: 1, oldPassword: 'first123', newPassword: 'second123', confirmPassword: 'second123' }, { token: u.token });
    expect(ok.code).toBe(200);
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: u.token })).code).toBe(200);
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: other.result.token })).code).toBe(401);
    expect((await api.call(contract['app.login'], { account: 'gina@example.com', password: 'first123' })).code).toBe(400);
    expect((await api.call(contract['app.login'], { account: 'gina@example.com', password: 'second123' })).code).toBe(200);
  });

  test('withdrawal password: the first needs the login password, later ones the old withdrawal password', async () => {
    const u = await registerByEmail(api, 'hank@example.com', 'login123');
    const url = contract['user.changePassword'].path;
    const noLogin = await api.post(url, { type: 2, newPassword: '246810', confirmPassword: '246810' }, { token: u.token });
    expect(noLogin.message).toBe('Enter your login password to set the withdrawal password');
    const badLogin = await api.post(url, { type: 2, loginPassword: 'wrong123', newPassword: '246810', confirmPassword: '246810' }, { token: u.token });
    expect(badLogin.message).toBe('The login password is incorrect');
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: u.token })).result.withdrawalPasswordSet).toBe(false);

    expect((await api.post(url, { type: 2, loginPassword: 'login123', newPassword: '246810', confirmPassword: '246810' }, { token: u.token })).code).toBe(200);
    expect((await api.call(contract['user.getMyUserInfo'], {}, { token: u.token })).result.withdrawalPasswordSet).toBe(true);
    const badOld = await api.post(url, { type: 2, oldPassword: '111111', newPassword: '135790', confirmPassword: '135790' }, { token: u.token });
    expect(badOld.message).toBe('The current withdrawal password is incorrect');
    expect((await api.post(url, { type: 2, oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' }, { token: u.token })).code).toBe(200);
  });

  test('needs a login', async () => {
    const res = await api.call(contract['user.changePassword'], { type: 1, oldPassword: 'a1234567', newPassword: 'b1234567', confirmPassword: 'b1234567' });
    expect(res.code).toBe(401);
  });
});

test('activeReport records the last activity', async () => {
  const u = await registerByEmail(api, 'ivy@example.com');
  api.clock.advance(3600_000);
  const res = await api.call(contract['user.activeReport'], {}, { token: u.token });
  expect(res.code).toBe(200);
  const row = await api.db.user.findUniqueOrThrow({ where: { id: u.userId } });
  // The report's time is the sandbox clock's (moved an hour on), not the registration time.
  expect(row.lastActiveAt!.getTime()).toBeGreaterThan(row.createdAt.getTime() + 3599_000);
  expect(await api.db.activity.count({ where: { userId: u.userId, kind: 'activeReport' } })).toBe(1);
  expect(res.result.reportedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('sign-in routes are rate limited per address', async () => {
  const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await limited.call(contract['app.login'], { account: 'who@example.com', password: 'abc12345' })).code);
    expect(codes).toEqual([400, 400, 400, 429]);
    const res = await limited.call(contract['app.login'], { account: 'who@example.com', password: 'abc12345' }, { lang: 'vl' });
    expect(res.message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau một phút');
  } finally {
    await limited.close();
  }
});

describe('password hashing cost', () => {
  test('scrypt N is 16384 unless PASSWORD_SCRYPT_N names another power of two; a hash made at one cost verifies at the other', async () => {
    expect(scryptCost({})).toBe(16384);
    expect(scryptCost({ PASSWORD_SCRYPT_N: '256' })).toBe(256);
    for (const bad of ['100', '1', '0', '-256', 'x', '2097152']) expect(() => scryptCost({ PASSWORD_SCRYPT_N: bad }), bad).toThrow(/PASSWORD_SCRYPT_N/);
    // This run's hashes carry its N (the tests' 256); one made at 16384 verifies with the same code.
    expect(await hashPassword('Passw0rd!')).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`));
    const salt = randomBytes(16);
    const strong = `scrypt$16384$8$1$${salt.toString('base64')}$${scryptSync('Passw0rd!', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifyPassword('Passw0rd!', strong)).toBe(true);
    expect(await verifyPassword('Passw0rd?', strong)).toBe(false);
  });
});
