import { afterEach, beforeEach, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { createProdApp, fundedUser, toNoonRegionTime, type ProdUser } from '../earn-fixture.ts';
import { balanceOf } from '../trading-fixture.ts';

// The accrual pass as the running app makes it (JOBS_THREAD=on): in the pass thread, over its own connection.
const DAY = 86_400_000;
let api: TestApi;
let alice: ProdUser;
let bob: ProdUser;

beforeEach(async () => {
  api = await createProdApp({ JOBS_THREAD: 'on' });
  toNoonRegionTime(api);
  alice = await fundedUser(api, 'alice@example.com');
  bob = await fundedUser(api, 'bob@example.com');
});
afterEach(async () => {
  await api.close();
});

const buy = async (productId: string, amount: string, user: ProdUser) => {
  const res = await api.call(contract['prod.debitBuy'], { productId, amount }, { token: user.token });
  expect(res.code, res.message).toBe(200);
  return res.result;
};
const accrue = async () => (await api.qaCall(qaRoutes['prod.accrue'])).result;

test('the thread pays the known answers: 1234.56 USDT at 0.57 % a day, 7 days, then the principal', async () => {
  // 1234.56 x 0.57 / 100 = 7.036992, truncated to 7.03 a day (earn-accrual.test.ts works the same order on the loop).
  const order = await buy('arb-known', '1234.56', alice);
  // 300 x 0.57 / 100 = 1.71 a day.
  const small = await buy('arb-known', '300', bob);
  const start = await api.db.productOrder.findUniqueOrThrow({ where: { id: order.id } });
  expect(await accrue()).toEqual({ orders: 0, days: 0, ended: 0 });
  api.clock.advance(3 * DAY);
  expect(await accrue()).toEqual({ orders: 2, days: 6, ended: 0 });
  const logs = await api.db.balanceLog.findMany({ where: { refId: order.id, type: 21 }, orderBy: { createdAt: 'asc' } });
  expect(logs.map((l) => [l.availableDelta, l.createdAt.getTime()])).toEqual([1, 2, 3].map((k) => ['7.03', regionDayStart(regionDay(start.startAt) + k).getTime()]));
  expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '98786.53', frozen: '0' });
  // A day is paid once: the same instant again pays nothing.
  expect(await accrue()).toEqual({ orders: 0, days: 0, ended: 0 });
  api.clock.advance(10 * DAY);
  expect(await accrue()).toEqual({ orders: 2, days: 8, ended: 2 });
  // 100000 + 7 x 7.03 = 100049.21; 100000 + 7 x 1.71 = 100011.97.
  expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '100049.21', frozen: '0' });
  expect(await balanceOf(api, bob.userId, 'spot')).toEqual({ available: '100011.97', frozen: '0' });
  expect(small.orderNo).not.toBe(order.orderNo);
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
  expect(await reconcile(api.db, bob.userId)).toEqual([]);
});
