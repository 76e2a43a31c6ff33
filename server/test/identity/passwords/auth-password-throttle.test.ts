import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { WITHDRAWAL_PASSWORD, createFinanceApp, grant, moneySnapshot, readyUser } from '../../wallet-fixtures.ts';

/** Passwords a signed-in user types again (withdrawal password at apply and change, login password on change) are throttled per user. */
let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeEach(async () => {
  t = await createFinanceApp();
});
afterEach(async () => {
  await t.close();
});

const THROTTLED = { code: 429, message: 'Too many wrong passwords. Please try again in 1 minutes' };

describe('withdrawal password', () => {
  test('after five wrong ones at apply, even the right one is refused until the wait has passed; nothing moves', async () => {
    const u = await readyUser(t.api, 'w@example.com');
    await grant(t.api.db, u.userId, '500');
    const body = (withdrawalPassword: string) => ({ currency: 'USDT', amount: '50', accountId: u.accountId, withdrawalPassword });
    for (let i = 0; i < 5; i++) {
      expect(await t.api.call(contract['finance.withdrawalApply'], body(`wrong-${i}`), { token: u.token })).toMatchObject({ code: 400, message: 'The withdrawal password is wrong' });
    }
    const before = await moneySnapshot(t.api.db);
    expect(await t.api.call(contract['finance.withdrawalApply'], body(WITHDRAWAL_PASSWORD), { token: u.token })).toMatchObject(THROTTLED);
    expect(await t.api.call(contract['finance.withdrawalApply'], body(WITHDRAWAL_PASSWORD), { token: u.token, lang: 'zh-cn' })).toMatchObject({
      code: 429,
      message: '密码错误次数过多，请 1 分钟后再试',
    });
    expect(await moneySnapshot(t.api.db)).toEqual(before);
    // Refused tries are not counted: the wait is still the first one, 30 s.
    t.api.clock.advance(30_000);
    expect((await t.api.call(contract['finance.withdrawalApply'], body(WITHDRAWAL_PASSWORD), { token: u.token })).code).toBe(200);
  });

  test('the same on change, and wrong tries at apply and at change add up', async () => {
    const u = await readyUser(t.api, 'w@example.com');
    await grant(t.api.db, u.userId, '500');
    const change = (oldPassword: string) => t.api.call(contract['user.changePassword'], { type: 2, oldPassword, newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' }, { token: u.token });
    for (let i = 0; i < 3; i++) expect((await change(`wrong-${i}`)).message).toBe('The current withdrawal password is incorrect');
    for (let i = 0; i < 2; i++) {
      const res = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '50', accountId: u.accountId, withdrawalPassword: 'nope-nope' }, { token: u.token });
      expect(res.code).toBe(400);
    }
    expect(await change(WITHDRAWAL_PASSWORD)).toMatchObject(THROTTLED);
    const row = await t.api.db.user.findUniqueOrThrow({ where: { id: u.userId } });
    t.api.clock.advance(30_000);
    expect((await change(WITHDRAWAL_PASSWORD)).code).toBe(200);
    expect((await t.api.db.user.findUniqueOrThrow({ where: { id: u.userId } })).withdrawPasswordHash).not.toBe(row.withdrawPasswordHash);
  });

  test("one user's wrong tries do not hold back another user", async () => {
    const u = await readyUser(t.api, 'w@example.com');
    const other = await readyUser(t.api, 'o@example.com');
    await grant(t.api.db, other.userId, '500');
    for (let i = 0; i < 6; i++) {
      await t.api.call(contract['user.changePassword'], { type: 2, oldPassword: `wrong-${i}`, newPassword: 'n3w-pass', confirmPassword: 'n3w-pass' }, { token: u.token });
    }
    const res = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '50', accountId: other.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: other.token });
    expect(res.code).toBe(200);
  });
});

describe('login password asked again', () => {
  test('on change: after five wrong ones the right one waits; the password is unchanged meanwhile', async () => {
    const u = await readyUser(t.api, 'w@example.com', { password: false, bind: false });
    const change = (oldPassword: string) =>
      t.api.call(contract['user.changePassword'], { type: 1, oldPassword, newPassword: 'N3wPassw0rd', confirmPassword: 'N3wPassw0rd' }, { token: u.token });
    for (let i = 0; i < 5; i++) expect((await change(`Wrong${i}xyz`)).code).toBe(400);
    const before = await t.api.db.user.findUniqueOrThrow({ where: { id: u.userId } });
    expect(await change(u.password)).toMatchObject(THROTTLED);
    expect((await t.api.db.user.findUniqueOrThrow({ where: { id: u.userId } })).passwordHash).toBe(before.passwordHash);
    t.api.clock.advance(30_000);
    expect((await change(u.password)).code).toBe(200);
  });
});
