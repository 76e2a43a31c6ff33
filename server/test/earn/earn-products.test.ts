import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE } from '@sandbox/shared';
import { earnDailyRate, earnSchedule } from '@sandbox/shared/earn';
import { reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { createProdApp, fundedUser, prodState, type ProdUser } from '../earn-fixture.ts';
import { balanceOf } from '../trading-fixture.ts';

let api: TestApi;
let alice: ProdUser;
let bob: ProdUser;

beforeEach(async () => {
  api = await createProdApp();
  alice = await fundedUser(api, 'alice@example.com');
  bob = await fundedUser(api, 'bob@example.com', '1000');
});
afterEach(async () => {
  await api.close();
});

const debitBuy = (productId: string, amount: string, user = alice) =>
  api.call(contract['prod.debitBuy'], { productId, amount }, { token: user.token });
const minerBuy = (productId: string, quantity: number, user = alice) =>
  api.call(contract['prod.minerBuy'], { productId, quantity }, { token: user.token });

describe('the catalogue', () => {
  test('public, paged, filtered by type; closed products are not on the list', async () => {
    const all = await api.call(contract['prod.productList'], { pageNo: 1, pageSize: 100 });
    expect(all.code, all.message).toBe(200);
    expect(all.result.records.map((p) => p.id)).toEqual(['arb-known', 'arb-range', 'arb-vip', 'arb-limited', 'arb-last', 'debt-1', 'miner-1']);
    const page = await api.call(contract['prod.productList'], { pageNo: 2, pageSize: 2 });
    expect(page.result).toMatchObject({ total: 7, current: 2, pages: 4 });
    expect(page.result.records.map((p) => p.id)).toEqual(['arb-vip', 'arb-limited']);
    const miners = await api.call(contract['prod.productList'], { type: PRODUCT_TYPE.MINING });
    expect(miners.result.records).toEqual([
      expect.objectContaining({
        id: 'miner-1',
        type: PRODUCT_TYPE.MINING,
        unitPrice: '1000',
        totalQuota: '100',
        soldQuota: '0',
        miner: expect.objectContaining({ manufacturer: 'Bitmain', hashrate: '140 TH/s', network: 'Ethernet' }),
      }),
    ]);
    const debt = await api.call(contract['prod.productList'], { type: PRODUCT_TYPE.DEBT });
    expect(debt.result.records.map((p) => [p.id, p.unitPrice, p.miner])).toEqual([['debt-1', null, null]]);
  });

  test('detail of one product; an unknown id is 404 with a localized message', async () => {
    const one = await api.call(contract['prod.productDetail'], { id: 'arb-range' });
    expect(one.result).toMatchObject({
      id: 'arb-range', type: PRODUCT_TYPE.ARBITRAGE, name: 'AI quant 15 days', currency: 'USDT', cycleDays: 15,
      dailyRateMin: '0.5', dailyRateMax: '0.8', minAmount: '100', maxAmount: '10000', levelLimit: 0, purchaseLimit: 0,
      totalQuota: '100000', soldQuota: '0', status: PRODUCT_STATUS.ON_SALE, miner: null, description: '', imageUrl: null,
    });
    const missing = await api.call(contract['prod.productDetail'], { id: 'nope' });
    expect([missing.code, missing.message]).toEqual([404, 'This product does not exist']);
    const zh = await api.call(contract['prod.productDetail'], { id: 'nope' }, { lang: 'zh-cn' });
    expect(zh.message).toBe('该产品不存在');
  });
});

describe('buying', () => {
  test('an arbitrage purchase debits spot, writes the order and the log, counts the quota', async () => {
    const res = await debitBuy('arb-range', '1000.5');
    expect(res.code, res.message).toBe(200);
    const o = res.result;
    expect(o).toMatchObject({
      productId: 'arb-range', productName: 'AI quant 15 days', productType: PRODUCT_TYPE.ARBITRAGE, currency: 'USDT',
      amount: '1000.5', quantity: 1, cycleDays: 15, remainingDays: 15, todayIncome: '0', totalIncome: '0', status: PRODUCT_ORDER_STATUS.RUNNING,
    });
    expect(o.orderNo).toMatch(/^PO\d{20}$/);
    // The rate rule, recomputed from the order number alone.
    expect(o.dailyRate).toBe(earnDailyRate(o.orderNo, '0.5', '0.8'));
    expect(['0.5', '0.6', '0.7', '0.8']).toContain(o.dailyRate);
    const row = await api.db.productOrder.findUniqueOrThrow({ where: { id: o.id } });
    expect(row.endAt).toEqual(earnSchedule(row.startAt, 15).endAt);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '98999.5', frozen: '0' });
    const log = await api.db.balanceLog.findFirstOrThrow({ where: { userId: alice.userId, refId: o.id } });
    expect(log).toMatchObject({ type: 20, availableDelta: '-1000.5', refType: 'ProductOrder', remark: o.orderNo });
    expect((await api.call(contract['prod.productDetail'], { id: 'arb-range' })).result.soldQuota).toBe('1000.5');
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });

  test('debt is bought by amount; mining by machines at the unit price', async () => {
    const debt = await debitBuy('debt-1', '50');
    expect(debt.result).toMatchObject({ productType: PRODUCT_TYPE.DEBT, amount: '50', dailyRate: '0.3', cycleDays: 30 });
    const miner = await minerBuy('miner-1', 3);
    expect(miner.code, miner.message).toBe(200);
    expect(miner.result).toMatchObject({ productType: PRODUCT_TYPE.MINING, amount: '3000', quantity: 3, dailyRate: '0.35', cycleDays: 3 });
    // Mining quota counts machines.
    expect((await api.call(contract['prod.productDetail'], { id: 'miner-1' })).result.soldQuota).toBe('3');
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '96950', frozen: '0' });
  });

  test('every refusal has its localized message and changes nothing', async () => {
    await api.db.user.update({ where: { id: bob.userId }, data: { vipLevel: 1 } });
    const before = { alice: await prodState(api, alice.userId), bob: await prodState(api, bob.userId) };
    const cases: Array<[string, () => Promise<{ code: number; message: string }>, number, string]> = [
      ['unknown product', () => debitBuy('nope', '100'), 404, 'This product does not exist'],
      ['closed product', () => debitBuy('arb-closed', '100'), 400, 'This product is not on sale'],
      ['below the minimum', () => debitBuy('arb-known', '99.99'), 400, 'The amount must be between 100 and 10000 USDT'],
      ['above the maximum', () => debitBuy('arb-known', '10000.01'), 400, 'The amount must be between 100 and 10000 USDT'],
      ['more decimals than USDT has', () => debitBuy('arb-known', '100.001'), 400, 'amount: USDT amounts have at most 2 decimals'],
      ['not a positive amount', () => debitBuy('arb-known', '0'), 400, 'Invalid or missing value: amount'],
      ['more than the quota left', () => debitBuy('arb-last', '100.01'), 409, 'Not enough left on offer: 100 remaining'],
      ['VIP level below the limit', () => debitBuy('arb-vip', '100', bob), 403, 'This product requires VIP level 2 or higher'],
      ['insufficient balance', () => debitBuy('arb-known', '1000.01', bob), 409, 'Insufficient balance'],
      ['machines bought by amount', () => debitBuy('miner-1', '1000'), 400, 'Mining machines are bought by quantity'],
      ['an amount product bought by machines', () => minerBuy('arb-known', 1), 400, 'This product is bought by amount, not by machines'],
      ['machines above the maximum', () => minerBuy('miner-1', 11), 400, 'The amount must be between 1000 and 10000 USDT'],
      ['machines beyond the balance', () => minerBuy('miner-1', 2, bob), 409, 'Insufficient balance'],
    ];
    for (const [what, call, code, message] of cases) {
      const res = await call();
      expect([res.code, res.message], what).toEqual([code, message]);
    }
    expect({ alice: await prodState(api, alice.userId), bob: await prodState(api, bob.userId) }).toEqual(before);
  });

  test('a frozen account cannot buy; a VIP level at the limit can', async () => {
    await api.db.user.update({ where: { id: bob.userId }, data: { status: 2 } });
    const before = await prodState(api, bob.userId);
    const frozen = await debitBuy('arb-known', '100', bob);
    expect([frozen.code, frozen.message]).toEqual([403, 'Your account is frozen and cannot move money; please contact support']);
    expect(await prodState(api, bob.userId)).toEqual(before);
    await api.db.user.update({ where: { id: alice.userId }, data: { vipLevel: 2 } });
    expect((await debitBuy('arb-vip', '100')).code).toBe(200);
  });

  test('the purchase limit counts the user\'s orders of the product', async () => {
    for (let i = 0; i < 3; i++) expect((await debitBuy('arb-limited', '100')).code).toBe(200);
    const fourth = await debitBuy('arb-limited', '100');
    expect([fourth.code, fourth.message]).toEqual([409, 'You have reached the limit of 3 orders for this product']);
    // Another user has a limit of his own.
    expect((await debitBuy('arb-limited', '100', bob)).code).toBe(200);
  });

  test('buying the last units sells the product out', async () => {
    expect((await debitBuy('arb-last', '100')).code).toBe(200);
    const p = (await api.call(contract['prod.productDetail'], { id: 'arb-last' })).result;
    expect([p.soldQuota, p.status]).toEqual(['1000', PRODUCT_STATUS.SOLD_OUT]);
    const after = await debitBuy('arb-last', '10');
    expect([after.code, after.message]).toEqual([409, 'Not enough left on offer: 0 remaining']);
  });

  test('login is required to buy and to list orders', async () => {
    expect((await api.call(contract['prod.debitBuy'], { productId: 'arb-known', amount: '100' })).code).toBe(401);
    expect((await api.call(contract['prod.productOrderList'], {})).code).toBe(401);
    expect((await api.call(contract['prod.productOrderStat'], {})).code).toBe(401);
  });
});

describe('orders', () => {
  test("the caller's orders only, newest first, filtered by type and status; the totals in USDT", async () => {
    const a1 = (await debitBuy('arb-known', '100')).result;
    const m1 = (await minerBuy('miner-1', 1)).result;
    const b1 = (await debitBuy('arb-known', '200', bob)).result;
    const mine = await api.call(contract['prod.productOrderList'], {}, { token: alice.token });
    expect(mine.result.records.map((o) => o.id).sort()).toEqual([a1.id, m1.id].sort());
    expect(mine.result.total).toBe(2);
    const bobs = await api.call(contract['prod.productOrderList'], {}, { token: bob.token });
    expect(bobs.result.records.map((o) => o.id)).toEqual([b1.id]);
    const miners = await api.call(contract['prod.productOrderList'], { productType: PRODUCT_TYPE.MINING }, { token: alice.token });
    expect(miners.result.records.map((o) => o.id)).toEqual([m1.id]);
    const ended = await api.call(contract['prod.productOrderList'], { status: PRODUCT_ORDER_STATUS.ENDED }, { token: alice.token });
    expect(ended.result.total).toBe(0);

    const stat = await api.call(contract['prod.productOrderStat'], {}, { token: alice.token });
    expect(stat.result).toEqual({ currency: 'USDT', hostedAmount: '1100', todayIncome: '0', totalIncome: '0', runningCount: 2, orderCount: 2 });
    const statMining = await api.call(contract['prod.productOrderStat'], { productType: PRODUCT_TYPE.MINING }, { token: alice.token });
    expect(statMining.result).toMatchObject({ hostedAmount: '1000', orderCount: 1 });
    const statBob = await api.call(contract['prod.productOrderStat'], {}, { token: bob.token });
    expect(statBob.result).toMatchObject({ hostedAmount: '200', orderCount: 1 });
  });
});
