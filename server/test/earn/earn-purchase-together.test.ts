import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@sandbox/shared';
import { reconcile } from '../../src/ledger/index.ts';
import { purchaseIn, purchaseTogetherIn, type TogetherPurchase } from '../../src/modules/earn/index.ts';
import type { TestApi } from '../harness.ts';
import { createProdApp, fundedUser, prodState, type ProdUser } from '../earn-fixture.ts';

let api: TestApi;
let alice: ProdUser;
let bob: ProdUser;
let carol: ProdUser;

beforeEach(async () => {
  api = await createProdApp();
  alice = await fundedUser(api, 'alice@example.com');
  bob = await fundedUser(api, 'bob@example.com');
  carol = await fundedUser(api, 'carol@example.com', '20000');
});
afterEach(async () => {
  await api.close();
});

const AT = new Date('2026-11-20T08:00:00Z');
const amount = (userId: string, value: string, no: string): TogetherPurchase => ({ userId, order: { machines: false, amount: value }, no });
const together = (productId: string, purchases: TogetherPurchase[]) => api.db.$transaction((tx) => purchaseTogetherIn(tx, productId, purchases, AT));
const oneByOne = (productId: string, purchases: TogetherPurchase[]) =>
  api.db.$transaction(async (tx) => {
    const product = await tx.product.findUniqueOrThrow({ where: { id: productId } });
    for (const buy of purchases) await purchaseIn(tx, buy.userId, product, buy.order, AT, buy.no);
  });

/** The orders, the spot logs and the products as a purchase leaves them, without what each write draws anew (ids, the real time). */
async function written() {
  const orders = await api.db.productOrder.findMany({ orderBy: { orderNo: 'asc' } });
  const logs = await api.db.balanceLog.findMany({ where: { type: 20 }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const orderNoOf = new Map(orders.map((o) => [o.id, o.orderNo]));
  return {
    orders: orders.map(({ id: _id, updatedAt: _updatedAt, userId, ...order }) => ({ ...order, user: userId === alice.userId ? 'alice' : 'bob' })),
    logs: logs.map(({ id: _id, refId, userId, ...log }) => ({ ...log, order: orderNoOf.get(refId!), user: userId === alice.userId ? 'alice' : 'bob' })),
    products: (await prodState(api, alice.userId)).products,
  };
}

describe('purchaseTogetherIn: many orders of one product at one instant (a scenario file\'s day)', () => {
  const BUYS = () => [amount(alice.userId, '60', 'PO-T-1'), amount(bob.userId, '30', 'PO-T-2'), amount(alice.userId, '10', 'PO-T-3')];

  test('the last 100 units bought by three orders: sold out, 70 and 30 from spot, each order at its instant with its debit', async () => {
    await together('arb-last', BUYS());
    const state = await written();
    expect(state.products.find((p) => p.id === 'arb-last')).toEqual({ id: 'arb-last', soldAmount: '1000', status: PRODUCT_STATUS.SOLD_OUT });
    expect(state.orders.map((o) => [o.orderNo, o.user, o.amount, o.startAt.toISOString(), o.totalIncome])).toEqual([
      ['PO-T-1', 'alice', '60', AT.toISOString(), '0'],
      ['PO-T-2', 'bob', '30', AT.toISOString(), '0'],
      ['PO-T-3', 'alice', '10', AT.toISOString(), '0'],
    ]);
    // alice's two debits in turn: 100,000 - 60 = 99,940, then - 10 = 99,930.
    expect(state.logs.map((l) => [l.order, l.availableDelta, l.availableAfter])).toEqual([
      ['PO-T-1', '-60', '99940'],
      ['PO-T-2', '-30', '99970'],
      ['PO-T-3', '-10', '99930'],
    ]);
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
    expect(await reconcile(api.db, bob.userId)).toEqual([]);
  });

  test('writes what purchaseIn writes for each order in turn', async () => {
    await together('arb-last', BUYS());
    const batch = await written();
    await api.close();
    api = await createProdApp();
    alice = await fundedUser(api, 'alice@example.com');
    bob = await fundedUser(api, 'bob@example.com');
    await oneByOne('arb-last', BUYS());
    expect(batch).toEqual(await written());
  });

  test.each([
    ['the quota', 'arb-last', () => [amount(alice.userId, '60', 'PO-Q-1'), amount(bob.userId, '50', 'PO-Q-2')], 'prod.quotaExhausted'],
    ['the purchase limit of 3', 'arb-limited', () => [1, 2, 3, 4].map((n) => amount(alice.userId, '100', `PO-L-${n}`)), 'prod.purchaseLimit'],
    // carol's 20,000 pay two orders of 9,500 and refuse the third, after the orders are written: the transaction rolls back.
    ['the spot balance', 'arb-known', () => [1, 2, 3].map((n) => amount(carol.userId, '9500', `PO-S-${n}`)), 'balance.insufficient'],
  ])('%s refuses the whole batch (the error purchaseIn throws) and nothing is written', async (_rule, productId, buys, message) => {
    const users = [alice, bob, carol];
    const before = await Promise.all(users.map((u) => prodState(api, u.userId)));
    await expect(together(productId, buys())).rejects.toThrow(message);
    expect(await Promise.all(users.map((u) => prodState(api, u.userId)))).toEqual(before);
  });
});
