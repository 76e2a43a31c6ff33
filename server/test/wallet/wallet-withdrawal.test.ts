import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { markReplaced } from '@sandbox/prisma';
import { reconcile } from '../../src/ledger/index.ts';
import { runFinanceAutoApprove } from '../../src/modules/wallet/auto-approve.ts';
import { createWalletServices } from '../../src/modules/wallet/index.ts';
import { generateTotpSecret, totpCodeAt } from '../../src/modules/identity/authenticator/totp.ts';
import { registerByEmail } from '../harness.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { noNotices } from '../no-notices.ts';
import { WITHDRAWAL_PASSWORD, authorizeBasicKyc, balanceOf, createFinanceApp, grant, moneySnapshot, readyUser } from '../wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeEach(async () => {
  t = await createFinanceApp();
});
afterEach(async () => {
  await t.close();
});


describe('finance.withdrawalApply', () => {
  test('the amount is frozen at once, with the fee (fixed + percent) and the payee snapshot', async () => {
    const u = await readyUser(t.api, 'w@example.com');
    await grant(t.api.db, u.userId, '500');
    const res = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '200', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token });
    expect(res.code).toBe(200);
    // fee = 1 + 0.5 % of 200 = 2
    expect(res.result).toMatchObject({
      currency: 'USDT',
      amount: '200',
      fee: '2',
      receiveAmount: '198',
      accountType: 2,
      network: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      realName: null,
      status: 0,
      paidAt: null,
    });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '300', frozen: '200' });
    const log = await t.api.call(contract['finance.balanceLogList'], { type: 2 }, { token: u.token });
    expect(log.result.records).toEqual([
      expect.objectContaining({ type: 2, wallet: 1, amount: '-200', balanceBefore: '500', balanceAfter: '300', refId: res.result.id }),
    ]);
    expect(await reconcile(t.api.db, u.userId)).toEqual([]);
  });

  test('ext.withdrawalDetail reads one of the caller\'s withdrawals as it stands; another user\'s id is 404', async () => {
    const u = await readyUser(t.api, 'one@example.com');
    const other = await readyUser(t.api, 'other@example.com');
    await grant(t.api.db, u.userId, '500');
    const res = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '200', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token });
    const detail = contract['ext.withdrawalDetail'];
    const params = { id: res.result.id };
    expect((await t.api.call(detail, {}, { token: u.token, params })).result).toEqual(res.result);
    await t.api.qaCall(qaRoutes['finance.withdrawals.reject'], { params: { id: res.result.id }, body: { reason: 'Checks failed' } });
    expect((await t.api.call(detail, {}, { token: u.token, params })).result).toMatchObject({ status: -1, receiveAmount: '198' });
    expect(await t.api.call(detail, {}, { token: other.token, params })).toMatchObject({ code: 404, message: 'No such deposit or withdrawal' });
    expect((await t.api.call(detail, {}, { params })).code).toBe(401);
  });

  test('review: approve then pay takes the frozen money out; reject and fail return it', async () => {
    const u = await readyUser(t.api, 'rev@example.com');
    await grant(t.api.db, u.userId, '1000');
    const apply = async (amount: string) =>
      (await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount, accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token })).result.id;
    const paid = await apply('100');
    const rejected = await apply('200');
    const failed = await apply('300');
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '400', frozen: '600' });

    // Paying needs an approval first.
    expect(await t.api.qaCall(qaRoutes['finance.withdrawals.pay'], { params: { id: paid } })).toMatchObject({ code: 409, message: 'This request cannot change from its current status (0)' });
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.approve'], { params: { id: paid } })).result).toMatchObject({ status: 1 });
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.pay'], { params: { id: paid } })).result).toMatchObject({ status: 2 });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '400', frozen: '500' });

    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.reject'], { params: { id: rejected }, body: { reason: 'Name mismatch' } })).result).toMatchObject({ status: -1, remark: 'Name mismatch' });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '600', frozen: '300' });

    await t.api.qaCall(qaRoutes['finance.withdrawals.approve'], { params: { id: failed } });
    expect((await t.api.qaCall(qaRoutes['finance.withdrawals.fail'], { params: { id: failed }, body: { reason: 'Bank returned it' } })).result).toMatchObject({ status: -2 });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '900', frozen: '0' });

    // Final states stay final.
    for (const [id, action] of [[paid, 'fail'], [rejected, 'approve'], [failed, 'pay'], [paid, 'reject']] as const) {
      const res = await t.api.qaCall(qaRoutes[`finance.withdrawals.${action}`], { params: { id }, body: action === 'fail' ? { reason: 'x' } : undefined });
      expect(res, `${action} ${res.message}`).toMatchObject({ code: 409 });
    }
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '900', frozen: '0' });
    expect(await reconcile(t.api.db, u.userId)).toEqual([]);

    const list = await t.api.call(contract['finance.withdrawalList'], {}, { token: u.token });
    expect(list.result.records.map((r) => r.status).sort()).toEqual([-1, -2, 2].sort());
    expect(list.result.records.find((r) => r.id === paid)?.paidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const refunds = await t.api.call(contract['finance.balanceLogList'], { type: 3 }, { token: u.token });
    expect(refunds.result.total).toBe(2);
  });

  test('each missing step is explained, and bad input changes nothing', async () => {
    const noPassword = await readyUser(t.api, 'nopw@example.com', { password: false, bind: false });
    const noAccount = await readyUser(t.api, 'noacc@example.com', { bind: false });
    const u = await readyUser(t.api, 'ok@example.com');
    const other = await readyUser(t.api, 'other@example.com');
    for (const x of [noPassword, noAccount, u, other]) await grant(t.api.db, x.userId, '100');
    const bank = await t.api.call(
      contract['user.withdrawalAccountAdd'],
      { type: 1, realName: 'Ok User', bankName: 'Sandbox Bank', accountNo: '6222 0000 0000 0001' },
      { token: u.token },
    );
    const before = await moneySnapshot(t.api.db);
    const body = (extra: object) => ({ currency: 'USDT', amount: '50', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD, ...extra });

    expect(await t.api.call(contract['finance.withdrawalApply'], body({ withdrawalPassword: 'whatever1' }), { token: noPassword.token })).toMatchObject({ code: 400, message: 'Please set a withdrawal password first' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({}), { token: noAccount.token, lang: 'jp' })).toMatchObject({
      code: 400,
      message: '先に銀行カードまたはブロックチェーンアドレスを登録してください',
    });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ accountId: other.accountId }), { token: u.token })).toMatchObject({ code: 404, message: 'Withdrawal account not found' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ withdrawalPassword: 'wrong-one' }), { token: u.token })).toMatchObject({ code: 400, message: 'The withdrawal password is wrong' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ amount: '19.99' }), { token: u.token })).toMatchObject({ code: 400, message: 'The minimum withdrawal is 20 USDT' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ amount: '100.01' }), { token: u.token })).toMatchObject({ code: 409, message: 'Insufficient balance' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ amount: '50.001' }), { token: u.token })).toMatchObject({ code: 400, message: 'amount: USDT amounts have at most 2 decimals' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ currency: 'BTC', amount: '0.01' }), { token: u.token })).toMatchObject({
      code: 400,
      message: 'This address does not receive BTC; choose an address bound for BTC',
    });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ currency: 'BTC', amount: '0.01', accountId: bank.result.id }), { token: u.token })).toMatchObject({
      code: 400,
      message: 'BTC cannot be withdrawn to a bank card',
    });
    expect(await t.api.call(contract['finance.withdrawalApply'], body({ withdrawalPassword: undefined }), { token: u.token })).toMatchObject({ code: 400, message: 'Invalid or missing value: withdrawalPassword' });
    expect((await t.api.call(contract['finance.withdrawalApply'], body({}))).code).toBe(401);
    expect(await moneySnapshot(t.api.db)).toEqual(before);

    // A bank card receives USDT; the payee snapshot is the card's.
    const card = await t.api.call(contract['finance.withdrawalApply'], body({ accountId: bank.result.id, amount: '100' }), { token: u.token });
    expect(card.result).toMatchObject({ accountType: 1, realName: 'Ok User', bankName: 'Sandbox Bank', accountNo: '6222000000000001', address: null, fee: '1.5', receiveAmount: '98.5' });
  });

  test('with the authenticator bound, a withdrawal needs a valid code, used once', async () => {
    const u = await readyUser(t.api, 'totp@example.com');
    await grant(t.api.db, u.userId, '100');
    const secret = generateTotpSecret();
    await t.api.db.user.update({ where: { id: u.userId }, data: { googleSecret: secret, googleBound: true } });
    const body = { currency: 'USDT', amount: '30', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD };
    expect(await t.api.call(contract['finance.withdrawalApply'], body, { token: u.token })).toMatchObject({ code: 400, message: 'Enter the code from Google Authenticator' });
    const wrong = totpCodeAt(secret, t.api.clock.now().getTime() - 10 * 60_000);
    expect((await t.api.call(contract['finance.withdrawalApply'], { ...body, googleCode: wrong }, { token: u.token })).code).toBe(400);
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '100', frozen: '0' });
    const code = totpCodeAt(secret, t.api.clock.now().getTime());
    expect((await t.api.call(contract['finance.withdrawalApply'], { ...body, googleCode: code }, { token: u.token })).code).toBe(200);
    // The same code again is a replay.
    expect((await t.api.call(contract['finance.withdrawalApply'], { ...body, googleCode: code }, { token: u.token })).code).toBe(400);
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '70', frozen: '30' });
  });

  test('a frozen account cannot withdraw', async () => {
    const u = await readyUser(t.api, 'frozen@example.com');
    await grant(t.api.db, u.userId, '100');
    await t.api.db.user.update({ where: { id: u.userId }, data: { status: 2 } });
    expect(await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '50', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token })).toMatchObject({
      code: 403,
      message: 'Your account is frozen and cannot move money; please contact support',
    });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '100', frozen: '0' });
  });

  test('needs basic identity verification (403, localized, before the other steps); nothing changes; allowed once approved', async () => {
    const u = await readyUser(t.api, 'nokyc@example.com', { kyc: false });
    const bare = await readyUser(t.api, 'bare@example.com', { kyc: false, password: false, bind: false });
    await grant(t.api.db, u.userId, '100');
    const body = { currency: 'USDT', amount: '50', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD };
    const before = await moneySnapshot(t.api.db);
    expect(await t.api.call(contract['finance.withdrawalApply'], body, { token: u.token })).toMatchObject({ code: 403, message: 'Please complete identity verification first' });
    expect(await t.api.call(contract['finance.withdrawalApply'], body, { token: u.token, lang: 'zh-cn' })).toMatchObject({ code: 403, message: '请先完成身份认证' });
    // Named before the missing withdrawal password and account: verification is the first step to take.
    expect(await t.api.call(contract['finance.withdrawalApply'], body, { token: bare.token })).toMatchObject({ code: 403, message: 'Please complete identity verification first' });
    // A waiting or rejected application unlocks nothing.
    const app = await t.api.db.kycApplication.create({ data: { userId: u.userId, level: 1, status: 0, idType: 2, firstName: 'No Kyc', idNumber: 'P7654321' } });
    expect((await t.api.call(contract['finance.withdrawalApply'], body, { token: u.token })).code).toBe(403);
    await t.api.qaCall(qaRoutes['kyc.reject'], { params: { id: app.id }, body: { reason: 'Blurred photo' } });
    expect((await t.api.call(contract['finance.withdrawalApply'], body, { token: u.token })).code).toBe(403);
    expect(await moneySnapshot(t.api.db)).toEqual(before);
    expect(await t.api.db.withdrawal.count({ where: { userId: u.userId } })).toBe(0);
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '100', frozen: '0' });

    await authorizeBasicKyc(t.api, u.userId);
    expect(await t.api.call(contract['finance.withdrawalApply'], body, { token: u.token })).toMatchObject({ code: 200, result: { amount: '50', fee: '1.25', receiveAmount: '48.75' } });
    // 1 + 0.5 % of 50 = 1.25; 50 frozen out of 100.
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '50', frozen: '50' });
  });
});

describe('demo auto-approval (QA switch, job on the injected clock)', () => {
  test('approves deposits and withdrawals after the delay, pays out after another delay, idempotently', async () => {
    const u = await readyUser(t.api, 'auto@example.com');
    await grant(t.api.db, u.userId, '100');
    const { upload } = await import('../wallet-fixtures.ts');
    const proof = (await upload(t.api, u.token)).result.id;
    const dep = await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '40', proofUploadId: proof }, { token: u.token });
    const wd = await t.api.call(contract['finance.withdrawalApply'], { currency: 'USDT', amount: '30', accountId: u.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }, { token: u.token });

    // Off: nothing happens.
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.run'])).result).toEqual({ recharges: 0, withdrawalsApproved: 0, withdrawalsPaid: 0 });
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.set'], { body: { enabled: true, delaySeconds: 60 } })).result).toEqual({ enabled: true, delaySeconds: 60 });
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.show'])).result).toEqual({ enabled: true, delaySeconds: 60 });
    // On, but not yet due.
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.run'])).result).toEqual({ recharges: 0, withdrawalsApproved: 0, withdrawalsPaid: 0 });
    await t.api.qaCall(qaRoutes['clock.advance'], { body: { ms: 61_000 } });
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.run'])).result).toEqual({ recharges: 1, withdrawalsApproved: 1, withdrawalsPaid: 0 });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '110', frozen: '30' });
    // Catching up after a long downtime: one pass pays what came due; a second pass finds nothing.
    await t.api.qaCall(qaRoutes['clock.advance'], { body: { ms: 3_600_000 } });
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.run'])).result).toEqual({ recharges: 0, withdrawalsApproved: 0, withdrawalsPaid: 1 });
    expect((await t.api.qaCall(qaRoutes['finance.autoApprove.run'])).result).toEqual({ recharges: 0, withdrawalsApproved: 0, withdrawalsPaid: 0 });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '110', frozen: '0' });
    const statuses = await Promise.all([
      t.api.db.recharge.findUniqueOrThrow({ where: { id: dep.result.id } }),
      t.api.db.withdrawal.findUniqueOrThrow({ where: { id: wd.result.id } }),
    ]);
    expect(statuses.map((s) => s.status)).toEqual([1, 2]);
    expect((await t.api.qaCall(qaRoutes['finance.reconcile'], { query: { userId: u.userId } })).result).toEqual({ mismatches: [] });
  });

  test('the pass pauses after each decision; a restore during a pause ends it, and the next pass decides the rest', async () => {
    const users = [await readyUser(t.api, 'a1@example.com'), await readyUser(t.api, 'a2@example.com')];
    const { upload } = await import('../wallet-fixtures.ts');
    for (const u of users) {
      const proof = (await upload(t.api, u.token)).result.id;
      expect((await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '40', proofUploadId: proof }, { token: u.token })).code).toBe(200);
    }
    await t.api.qaCall(qaRoutes['finance.autoApprove.set'], { body: { enabled: true, delaySeconds: 0 } });
    const finance = createWalletServices({ db: t.api.db, clock: t.api.clock, priceFeed: t.feed, notify: noNotices, verifyGoogleCode: async () => undefined, onRechargeApproved: async () => undefined });
    const held = heldAtFirstPause();
    const pass = runFinanceAutoApprove({ db: t.api.db, clock: t.api.clock, finance, pauses: held.pauses });
    await held.midway;
    // At the first pause one deposit is approved and credited: its transaction ended before it.
    expect(await Promise.all(users.map((u) => balanceOf(t.api.db, u.userId)))).toEqual([{ available: '40', frozen: '0' }, { available: '0', frozen: '0' }]);
    markReplaced(t.api.db);
    held.release();
    expect(await pass).toEqual({ recharges: 1, withdrawalsApproved: 0, withdrawalsPaid: 0 });
    expect(await runFinanceAutoApprove({ db: t.api.db, clock: t.api.clock, finance })).toEqual({ recharges: 1, withdrawalsApproved: 0, withdrawalsPaid: 0 });
    expect(await balanceOf(t.api.db, users[1]!.userId)).toEqual({ available: '40', frozen: '0' });
    for (const u of users) expect(await reconcile(t.api.db, u.userId)).toEqual([]);
  });
});

describe('finance.balanceLogList', () => {
  test('filters by type, wallet, currency and time; newest first; own records only', async () => {
    const u = await registerByEmail(t.api, 'log@example.com');
    const other = await registerByEmail(t.api, 'nosy@example.com');
    await grant(t.api.db, u.userId, '10');
    t.api.clock.advance(2000);
    await grant(t.api.db, u.userId, '5', 'USDT', 'contract');
    await grant(t.api.db, other.userId, '999');
    const all = await t.api.call(contract['finance.balanceLogList'], {}, { token: u.token });
    // Oldest: the initial virtual balance of the demo account (wallet 3), granted at registration.
    expect(all.result.total).toBe(3);
    expect(all.result.records.map((r) => [r.wallet, r.amount, r.type])).toEqual([
      [2, '5', 27],
      [1, '10', 27],
      [3, '100000', 26],
    ]);
    expect((await t.api.call(contract['finance.balanceLogList'], { wallet: 2 }, { token: u.token })).result.total).toBe(1);
    expect((await t.api.call(contract['finance.balanceLogList'], { wallet: 4 }, { token: u.token })).result.total).toBe(0);
    expect((await t.api.call(contract['finance.balanceLogList'], { currency: 'BTC' }, { token: u.token })).result.total).toBe(0);
    expect((await t.api.call(contract['finance.balanceLogList'], { type: 1 }, { token: u.token })).result.total).toBe(0);
    expect((await t.api.call(contract['finance.balanceLogList'], { wallet: 3 }, { token: u.token })).result.total).toBe(1);
    expect((await t.api.call(contract['finance.balanceLogList'], { startTime: '2099-01-01 00:00:00' }, { token: u.token })).result.total).toBe(0);
    expect((await t.api.call(contract['finance.balanceLogList'], { type: 99 }, { token: u.token })).code).toBe(400);
    expect((await t.api.call(contract['finance.balanceLogList'])).code).toBe(401);
  });
});
