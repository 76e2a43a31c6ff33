import { afterEach, beforeEach, expect, test } from 'vitest';
import { contract, PRODUCT_STATUS } from '@sandbox/shared';
import { reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { createProdApp, fundedUser, type ProdUser } from '../earn-fixture.ts';

let api: TestApi;
let alice: ProdUser;
let bob: ProdUser;

beforeEach(async () => {
  api = await createProdApp();
  alice = await fundedUser(api, 'alice@example.com');
  bob = await fundedUser(api, 'bob@example.com');
});
afterEach(async () => {
  await api.close();
});

const buy = (productId: string, amount: string, user: ProdUser) => api.call(contract['prod.debitBuy'], { productId, amount }, { token: user.token });

test('fifty simultaneous buys of the last 100 units: exactly ten of 10 go through, never an oversell', async () => {
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => buy('arb-last', '10', i % 2 ? alice : bob)));
  const ok = answers.filter((a) => a.code === 200);
  expect(ok.length).toBe(10);
  expect(new Set(answers.filter((a) => a.code !== 200).map((a) => `${a.code} ${a.message}`))).toEqual(new Set(['409 Not enough left on offer: 0 remaining']));
  const p = await api.db.product.findUniqueOrThrow({ where: { id: 'arb-last' } });
  expect([p.soldAmount, p.status]).toEqual(['1000', PRODUCT_STATUS.SOLD_OUT]);
  expect(await api.db.productOrder.count({ where: { productId: 'arb-last' } })).toBe(10);
  const spent = await api.db.balanceLog.count({ where: { type: 20 } });
  expect(spent).toBe(10);
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
  expect(await reconcile(api.db, bob.userId)).toEqual([]);
});

test('one user racing the purchase limit of 3 with twenty buys gets exactly three orders', async () => {
  const answers = await Promise.all(Array.from({ length: 20 }, () => buy('arb-limited', '100', alice)));
  expect(answers.filter((a) => a.code === 200).length).toBe(3);
  expect(new Set(answers.filter((a) => a.code !== 200).map((a) => `${a.code} ${a.message}`))).toEqual(
    new Set(['409 You have reached the limit of 3 orders for this product']),
  );
  expect(await api.db.productOrder.count({ where: { productId: 'arb-limited', userId: alice.userId } })).toBe(3);
  expect((await api.db.balance.findFirstOrThrow({ where: { userId: alice.userId, account: 'spot' } })).available).toBe('99700');
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
});
