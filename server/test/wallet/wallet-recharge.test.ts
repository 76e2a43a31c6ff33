import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { registerByEmail } from '../harness.ts';
import { balanceOf, createFinanceApp, moneySnapshot, upload } from '../wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeEach(async () => {
  t = await createFinanceApp();
});
afterEach(async () => {
  await t.close();
});


async function proofOf(token: string) {
  const res = await upload(t.api, token);
  if (res.code !== 200) throw new Error(res.message);
  return res.result.id;
}

describe('finance.rechargeAddress', () => {
  test('the sandbox address of a network, the first network by default, with the minimum', async () => {
    const u = await registerByEmail(t.api, 'addr@example.com');
    const first = await t.api.call(contract['finance.rechargeAddress'], { currency: 'USDT' }, { token: u.token });
    expect(first.result).toEqual({ currency: 'USDT', network: 'ERC20', address: 'SANDBOX-ERC20-USDT-DO-NOT-SEND', minAmount: '10', networks: ['ERC20', 'TRC20'] });
    const btc = await t.api.call(contract['finance.rechargeAddress'], { currency: 'BTC', network: 'BTC' }, { token: u.token });
    // Stored without the word, still shown as a sandbox address.
    expect(btc.result).toMatchObject({ address: 'SANDBOX-bc1-not-a-real-address', minAmount: '0.0005' });
    expect(await t.api.call(contract['finance.rechargeAddress'], { currency: 'USDT', network: 'BEP20' }, { token: u.token })).toMatchObject({
      code: 404,
      message: 'No deposit address for USDT on BEP20',
    });
    expect(await t.api.call(contract['finance.rechargeAddress'], { currency: 'USD' }, { token: u.token })).toMatchObject({ code: 400, message: 'USD cannot be moved here' });
    expect((await t.api.call(contract['finance.rechargeAddress'], { currency: 'USDT' })).code).toBe(401);
  });
});

describe('finance.rechargeApply, listMy and review', () => {
  test('a deposit waits for review, is credited once on approval and logged with its cause', async () => {
    const u = await registerByEmail(t.api, 'dep@example.com');
    const proofUploadId = await proofOf(u.token);
    const res = await t.api.call(
      contract['finance.rechargeApply'],
      { currency: 'USDT', network: 'trc20', amount: '150.50', proofUploadId, txHash: 'abc' },
      { token: u.token },
    );
    expect(res.code).toBe(200);
    expect(res.result).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND',
      amount: '150.5',
      arrivalAmount: '150.5',
      proofUrl: `/api/sys/common/file/${proofUploadId}`,
      txHash: 'abc',
      status: 0,
      remark: null,
      reviewedAt: null,
    });
    expect(res.result.orderNo).toMatch(/^R\d{14}\d{6}$/);
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '0', frozen: '0' });

    const pending = await t.api.qaCall(qaRoutes['finance.pending']);
    expect(pending.result.recharges.map((r) => [r.id, r.userId])).toEqual([[res.result.id, u.userId]]);

    const approved = await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: res.result.id } });
    expect(approved.result.status).toBe(1);
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '150.5', frozen: '0' });
    // A second approval (or a reject after it) is refused: credited once.
    expect(await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: res.result.id } })).toMatchObject({ code: 409, message: 'This request cannot change from its current status (1)' });
    expect((await t.api.qaCall(qaRoutes['finance.recharges.reject'], { params: { id: res.result.id }, body: { reason: 'late' } })).code).toBe(409);
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '150.5', frozen: '0' });
    expect(await reconcile(t.api.db, u.userId)).toEqual([]);

    const log = await t.api.call(contract['finance.balanceLogList'], { type: 1 }, { token: u.token });
    expect(log.result.records).toEqual([
      expect.objectContaining({ wallet: 1, type: 1, currency: 'USDT', amount: '150.5', balanceBefore: '0', balanceAfter: '150.5', refId: res.result.id, remark: res.result.orderNo }),
    ]);

    const list = await t.api.call(contract['finance.rechargeList'], { status: 1 }, { token: u.token });
    expect(list.result).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect(list.result.records[0]).toMatchObject({ id: res.result.id, status: 1 });
    expect((await t.api.call(contract['finance.rechargeList'], { status: 0 }, { token: u.token })).result.total).toBe(0);
  });

  test('ext.rechargeDetail reads one of the caller\'s deposits as it stands; another user\'s id is 404', async () => {
    const u = await registerByEmail(t.api, 'one@example.com');
    const other = await registerByEmail(t.api, 'other@example.com');
    const res = await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '25', proofUploadId: await proofOf(u.token) }, { token: u.token });
    const detail = await t.api.call(contract['ext.rechargeDetail'], {}, { token: u.token, params: { id: res.result.id } });
    expect(detail.result).toEqual(res.result);
    await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: res.result.id } });
    expect((await t.api.call(contract['ext.rechargeDetail'], {}, { token: u.token, params: { id: res.result.id } })).result.status).toBe(1);
    for (const [id, token] of [[res.result.id, other.token], ['nope', u.token]] as const) {
      expect(await t.api.call(contract['ext.rechargeDetail'], {}, { token, params: { id: id } })).toMatchObject({ code: 404, message: 'No such deposit or withdrawal' });
    }
    expect((await t.api.call(contract['ext.rechargeDetail'], {}, { params: { id: res.result.id } })).code).toBe(401);
  });

  test('a rejected deposit credits nothing and carries the reason', async () => {
    const u = await registerByEmail(t.api, 'rej@example.com');
    const res = await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '10', proofUploadId: await proofOf(u.token) }, { token: u.token });
    const rejected = await t.api.qaCall(qaRoutes['finance.recharges.reject'], { params: { id: res.result.id }, body: { reason: 'No transfer found' } });
    expect(rejected.result).toMatchObject({ status: -1, remark: 'No transfer found' });
    expect(await balanceOf(t.api.db, u.userId)).toEqual({ available: '0', frozen: '0' });
    expect(await t.api.db.balanceLog.count({ where: { userId: u.userId, account: 'spot' } })).toBe(0);
    expect((await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: res.result.id } })).code).toBe(409);
    expect((await t.api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: 'nope' } })).code).toBe(404);
  });

  test('bad input is refused with a clear message and nothing changes', async () => {
    const u = await registerByEmail(t.api, 'bad@example.com');
    const other = await registerByEmail(t.api, 'other@example.com');
    const proofUploadId = await proofOf(u.token);
    const othersProof = await proofOf(other.token);
    const before = await moneySnapshot(t.api.db);
    const cases: Array<[object, number, string, string?]> = [
      [{ currency: 'USDT', network: 'TRC20', amount: '9.99', proofUploadId }, 400, 'The minimum deposit is 10 USDT'],
      [{ currency: 'USDT', network: 'TRC20', amount: '9.99', proofUploadId }, 400, '最低充值金额为 10 USDT', 'zh-cn'],
      [{ currency: 'USDT', network: 'TRC20', amount: '10.001', proofUploadId }, 400, 'amount: USDT amounts have at most 2 decimals'],
      [{ currency: 'USDT', network: 'BEP20', amount: '100', proofUploadId }, 400, 'USDT is not supported on the BEP20 network'],
      [{ currency: 'DOGE', network: 'TRC20', amount: '100', proofUploadId }, 400, 'DOGE cannot be moved here'],
      [{ currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: othersProof }, 404, 'Please upload the payment proof first'],
      [{ currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId: 'missing' }, 404, 'Please upload the payment proof first'],
      [{ currency: 'USDT', network: 'TRC20', amount: '-5', proofUploadId }, 400, 'Invalid or missing value: amount'],
      [{ currency: 'USDT', network: 'TRC20', amount: '100' }, 400, 'Invalid or missing value: proofUploadId'],
    ];
    for (const [body, code, message, lang] of cases) {
      const res = await t.api.send(contract['finance.rechargeApply'], body, { token: u.token, ...(lang ? { lang } : {}) });
      expect(res, JSON.stringify(body)).toMatchObject({ code, message });
    }
    expect(await moneySnapshot(t.api.db)).toEqual(before);
    expect((await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId })).code).toBe(401);
    // One proof backs one deposit.
    expect((await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId }, { token: u.token })).code).toBe(200);
    expect(await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '100', proofUploadId }, { token: u.token })).toMatchObject({
      code: 409,
      message: 'This payment proof is already attached to another deposit',
    });
  });

  test('each user lists only their own deposits, newest first, paged', async () => {
    const u = await registerByEmail(t.api, 'pages@example.com');
    const other = await registerByEmail(t.api, 'someone@example.com');
    for (const amount of ['10', '20', '30']) {
      await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount, proofUploadId: await proofOf(u.token) }, { token: u.token });
      t.api.clock.advance(1000);
    }
    await t.api.call(contract['finance.rechargeApply'], { currency: 'USDT', network: 'TRC20', amount: '99', proofUploadId: await proofOf(other.token) }, { token: other.token });
    const page = await t.api.call(contract['finance.rechargeList'], { pageNo: 1, pageSize: 2 }, { token: u.token });
    expect(page.result.records.map((r) => r.amount)).toEqual(['30', '20']);
    expect(page.result).toMatchObject({ total: 3, pages: 2 });
    expect((await t.api.call(contract['finance.rechargeList'])).code).toBe(401);
  });
});
