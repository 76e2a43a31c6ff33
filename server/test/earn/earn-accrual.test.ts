import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, PRODUCT_ORDER_STATUS } from '@sandbox/shared';
import { earnSchedule, regionDay, regionDayStart } from '@sandbox/shared/earn';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { createAccrualService } from '../../src/modules/earn/index.ts';
import type { TestApi } from '../harness.ts';
import { createProdApp, fundedUser, toNoonRegionTime, type ProdUser } from '../earn-fixture.ts';
import { balanceOf } from '../trading-fixture.ts';

const DAY = 86_400_000;
let api: TestApi;
let alice: ProdUser;
let bob: ProdUser;

beforeEach(async () => {
  api = await createProdApp();
  toNoonRegionTime(api);
  alice = await fundedUser(api, 'alice@example.com');
  bob = await fundedUser(api, 'bob@example.com');
});
afterEach(async () => {
  await api.close();
});

const buy = async (productId: string, amount: string, user = alice) => {
  const res = await api.call(contract['prod.debitBuy'], { productId, amount }, { token: user.token });
  expect(res.code, res.message).toBe(200);
  return res.result;
};
const accrue = async () => {
  const res = await api.qaCall(qaRoutes['prod.accrue']);
  expect(res.code, res.message).toBe(200);
  return res.result;
};
/** `db` whose transactions each start once `turn` has resolved (the race test steers two passes with it). */
const transactingAfter = (db: TestApi['db'], turn: () => Promise<unknown>): TestApi['db'] =>
  new Proxy(db, {
    get(target, key, receiver) {
      if (key !== '$transaction') return Reflect.get(target, key, receiver) as unknown;
      return async (...args: Parameters<TestApi['db']['$transaction']>) => {
        await turn();
        return target.$transaction(...args);
      };
    },
  });
const incomeLogs = (refId: string) =>
  api.db.balanceLog.findMany({ where: { refId, type: 21 }, orderBy: { createdAt: 'asc' }, select: { availableDelta: true, remark: true, createdAt: true } });

describe('daily income', () => {
  test('known answer: 1234.56 USDT at 0.57 % a day for 7 days', async () => {
    // 1234.56 x 0.57 / 100 = 7.036992, truncated to USDT's 2 decimals: 7.03 a day;
    // 7 days: 49.21; at the end the principal returns: 100000 - 1234.56 + 49.21 + 1234.56 = 100049.21.
    const o = await buy('arb-known', '1234.56');
    expect(o.dailyRate).toBe('0.57');
    const start = await api.db.productOrder.findUniqueOrThrow({ where: { id: o.id } });
    expect(await accrue()).toEqual({ orders: 0, days: 0, ended: 0 });

    api.clock.advance(3 * DAY);
    expect(await accrue()).toEqual({ orders: 1, days: 3, ended: 0 });
    const logs = await incomeLogs(o.id);
    // One payment a day, in order, at the start of each region day after the purchase, the day in the log.
    expect(logs.map((l) => [l.availableDelta, l.createdAt.getTime()])).toEqual(
      [1, 2, 3].map((k) => ['7.03', regionDayStart(regionDay(start.startAt) + k).getTime()]),
    );
    // The remark names the order and the day as a key with values, told in the reader's language (the row's own time is the day's).
    expect(logs.map((l) => l.remark)).toEqual([1, 2, 3].map((k) => `i18n:earnIncome {"orderNo":"${o.orderNo}","day":${k},"days":7}`));
    const listed = (await api.call(contract['prod.productOrderList'], {}, { token: alice.token })).result.records[0]!;
    expect(listed).toMatchObject({ todayIncome: '7.03', totalIncome: '21.09', remainingDays: 4, status: PRODUCT_ORDER_STATUS.RUNNING });
    expect((await api.call(contract['prod.productOrderStat'], {}, { token: alice.token })).result).toMatchObject({
      hostedAmount: '1234.56', todayIncome: '7.03', totalIncome: '21.09', runningCount: 1,
    });

    // Ten more days: the four left are paid once each and the order ends with its principal.
    api.clock.advance(10 * DAY);
    expect(await accrue()).toEqual({ orders: 1, days: 4, ended: 1 });
    expect((await incomeLogs(o.id)).length).toBe(7);
    const principal = await api.db.balanceLog.findMany({ where: { refId: o.id, type: 22 } });
    expect(principal.map((l) => [l.availableDelta, l.createdAt.getTime()])).toEqual([['1234.56', regionDayStart(regionDay(start.startAt) + 7).getTime()]]);
    const ended = (await api.call(contract['prod.productOrderList'], {}, { token: alice.token })).result.records[0]!;
    expect(ended).toMatchObject({ status: PRODUCT_ORDER_STATUS.ENDED, totalIncome: '49.21', remainingDays: 0, todayIncome: '0' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '100049.21', frozen: '0' });
    expect((await api.call(contract['prod.productOrderStat'], {}, { token: alice.token })).result).toMatchObject({
      hostedAmount: '0', totalIncome: '49.21', runningCount: 0, orderCount: 1,
    });
    expect(await accrue()).toEqual({ orders: 0, days: 0, ended: 0 });
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });

  test('mining known answer: 3 machines x 1000 at 0.35 % = 10.5 USDT a day, 3 days, then the price back', async () => {
    const res = await api.call(contract['prod.minerBuy'], { productId: 'miner-1', quantity: 3 }, { token: alice.token });
    expect(res.code, res.message).toBe(200);
    api.clock.advance(5 * DAY);
    expect(await accrue()).toEqual({ orders: 1, days: 3, ended: 1 });
    expect((await incomeLogs(res.result.id)).map((l) => l.availableDelta)).toEqual(['10.5', '10.5', '10.5']);
    // 100000 - 3000 + 31.5 + 3000.
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '100031.5', frozen: '0' });
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });

  test('a clock advance of N days gives exactly N payments, whatever the number of passes and readers', async () => {
    const a = await buy('arb-range', '500');
    const b = await buy('debt-1', '1000', bob);
    api.clock.advance(2 * DAY);
    // Passes racing each other and the users' own lists (which pay their due days first).
    await Promise.all([
      accrue(),
      accrue(),
      api.call(contract['prod.productOrderList'], {}, { token: alice.token }),
      api.call(contract['prod.productOrderStat'], {}, { token: bob.token }),
      accrue(),
    ]);
    expect((await incomeLogs(a.id)).length).toBe(2);
    expect((await incomeLogs(b.id)).length).toBe(2);
    api.clock.advance(1 * DAY);
    await accrue();
    await accrue();
    expect((await incomeLogs(a.id)).length).toBe(3);
    expect((await incomeLogs(b.id)).map((l) => l.availableDelta)).toEqual(['3', '3', '3']);
    const rowA = await api.db.productOrder.findUniqueOrThrow({ where: { id: a.id } });
    // Income of arb-range at its rule's rate (one of 0.5 to 0.8): 500 x rate / 100 each day.
    const daily = { '0.5': '2.5', '0.6': '3', '0.7': '3.5', '0.8': '4' }[rowA.dailyRate];
    const total = { '0.5': '7.5', '0.6': '9', '0.7': '10.5', '0.8': '12' }[rowA.dailyRate];
    expect((await incomeLogs(a.id)).map((l) => l.availableDelta)).toEqual([daily, daily, daily]);
    expect(rowA.totalIncome).toBe(total);
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
    expect(await reconcile(api.db, bob.userId)).toEqual([]);
  });

  test('a catch-up of 300 orders over 40 days pays each of their 30 days once, though the log rows outnumber what one statement binds', async () => {
    // Written directly (a purchase is not what this is about): 300 subscriptions of 100 to debt-1, 0.3 % for 30 days.
    const now = api.clock.now();
    await api.db.productOrder.createMany({
      data: Array.from({ length: 300 }, (_, i) => ({
        orderNo: `PO-BULK-${String(i).padStart(3, '0')}`,
        userId: alice.userId,
        productId: 'debt-1',
        type: 3,
        currency: 'USDT',
        amount: '100',
        dailyRate: '0.3',
        cycleDays: 30,
        status: PRODUCT_ORDER_STATUS.RUNNING,
        startAt: now,
        endAt: earnSchedule(now, 30).endAt,
      })),
    });
    api.clock.advance(40 * DAY);
    // 300 x (30 income rows + the principal) = 9,300 log rows in one batch: 120,900 values in one INSERT, over SQLite's 32,766.
    expect(await accrue()).toEqual({ orders: 300, days: 9000, ended: 300 });
    expect(await api.db.balanceLog.count({ where: { userId: alice.userId, type: 21, availableDelta: '0.3' } })).toBe(9000);
    expect(await api.db.balanceLog.count({ where: { userId: alice.userId, type: 22, availableDelta: '100' } })).toBe(300);
    // 100000 + 300 x (30 x 0.3 + 100).
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '132700', frozen: '0' });
    expect(await accrue()).toEqual({ orders: 0, days: 0, ended: 0 });
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });

  test('more due orders than one page of 2,000: page after page in (user, id) order, the orders of one user across two pages, each paid once', async () => {
    const now = api.clock.now();
    // 1,500 subscriptions of 100 to debt-1 (0.3 % a day, 30 days) each for alice and bob: the first page ends inside the second user's orders.
    const order = (userId: string, i: number) => ({
      orderNo: `PO-PAGE-${userId.slice(-6)}-${String(i).padStart(4, '0')}`, userId, productId: 'debt-1', type: 3, currency: 'USDT',
      amount: '100', dailyRate: '0.3', cycleDays: 30, status: PRODUCT_ORDER_STATUS.RUNNING, startAt: now, endAt: earnSchedule(now, 30).endAt,
    });
    await api.db.productOrder.createMany({ data: [alice, bob].flatMap((u) => Array.from({ length: 1500 }, (_, i) => order(u.userId, i))) });
    api.clock.advance(DAY);
    expect(await accrue()).toEqual({ orders: 3000, days: 3000, ended: 0 });
    for (const u of [alice, bob]) {
      expect(await api.db.balanceLog.count({ where: { userId: u.userId, type: 21, availableDelta: '0.3' } })).toBe(1500);
      // 100000 - nothing bought through the API + 1,500 x 0.3.
      expect(await balanceOf(api, u.userId, 'spot')).toEqual({ available: '100450', frozen: '0' });
      expect(await reconcile(api.db, u.userId)).toEqual([]);
    }
    expect(await accrue()).toEqual({ orders: 0, days: 0, ended: 0 });
    // 3,000 orders written and paid: seconds on a loaded machine, beyond the default 5 s.
  }, 30_000);

  test('a pass whose read raced another pass pays only the orders still as it read them, each day once', async () => {
    const a1 = await buy('arb-known', '1000');
    const a2 = await buy('debt-1', '1000');
    const b1 = await buy('arb-known', '2000', bob);
    const miner = await api.call(contract['prod.minerBuy'], { productId: 'miner-1', quantity: 2 }, { token: bob.token });
    expect(miner.code, miner.message).toBe(200);
    // Nothing due yet; the read-only connection is open from here on.
    expect(await createAccrualService({ db: api.db, clock: api.clock }).accrueDue()).toEqual({ orders: 0, days: 0, ended: 0 });
    api.clock.advance(4 * DAY);
    // Both passes read before either claims, and alice's claims first: each pass's transaction
    // waits for its turn (on PostgreSQL the two reads answer in either order, so the race is steered).
    // The full pass's batch holds alice's two orders, which her pass moves first, so its claim
    // falls short and it pays bob's alone (his arbitrage 4 days, the 3-day miner 3 and its end).
    let fullPassRead!: () => void;
    const fullPassHasRead = new Promise<void>((resolve) => (fullPassRead = resolve));
    const hers = createAccrualService({ db: transactingAfter(api.db, () => fullPassHasRead), clock: api.clock }).accrueDue({ userId: alice.userId });
    const full = createAccrualService({
      db: transactingAfter(api.db, async () => {
        fullPassRead();
        await hers;
      }),
      clock: api.clock,
    }).accrueDue();
    const [mine, all] = await Promise.all([hers, full]);
    expect(mine).toEqual({ orders: 2, days: 8, ended: 0 });
    expect(all).toEqual({ orders: 2, days: 7, ended: 1 });
    // 1000 x 0.57 % = 5.7, 1000 x 0.3 % = 3, 2000 x 0.57 % = 11.4, 2 x (1000 x 0.35 %) = 7.
    expect((await incomeLogs(a1.id)).map((l) => l.availableDelta)).toEqual(['5.7', '5.7', '5.7', '5.7']);
    expect((await incomeLogs(a2.id)).map((l) => l.availableDelta)).toEqual(['3', '3', '3', '3']);
    expect((await incomeLogs(b1.id)).map((l) => l.availableDelta)).toEqual(['11.4', '11.4', '11.4', '11.4']);
    expect((await incomeLogs(miner.result.id)).map((l) => l.availableDelta)).toEqual(['7', '7', '7']);
    const ended = await api.db.productOrder.findUniqueOrThrow({ where: { id: miner.result.id } });
    expect([ended.status, ended.totalIncome]).toEqual([PRODUCT_ORDER_STATUS.ENDED, '21']);
    expect((await api.db.productOrder.findUniqueOrThrow({ where: { id: a1.id } })).status).toBe(PRODUCT_ORDER_STATUS.RUNNING);
    // 100000 - 1000 - 1000 + 4 x 5.7 + 4 x 3; bob: 100000 - 2000 - 2000 + 4 x 11.4 + 21 + 2000 back.
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '98034.8', frozen: '0' });
    expect(await balanceOf(api, bob.userId, 'spot')).toEqual({ available: '98066.6', frozen: '0' });
    expect(await createAccrualService({ db: api.db, clock: api.clock }).accrueDue()).toEqual({ orders: 0, days: 0, ended: 0 });
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
    expect(await reconcile(api.db, bob.userId)).toEqual([]);
  });

  test('the job catches up from the watermark once after downtime; a pass that fails pays nothing', async () => {
    const o = await buy('arb-known', '1000');
    api.clock.advance(2 * DAY);
    // Downtime: no pass ran for two days; the next one (the job's catch-up when the app is ready, here the QA run) pays both.
    const job = await api.qaCall(qaRoutes['prod.accrue']);
    expect(job.result.orders).toBe(1);
    // A pass that dies in its transaction (the ledger refuses the batch) leaves the watermark where it was.
    await api.db.productOrder.update({ where: { id: o.id }, data: { currency: 'bad currency' } });
    api.clock.advance(DAY);
    const failed = await api.qaCall(qaRoutes['prod.accrue']);
    expect(failed.code).toBe(500);
    const row = await api.db.productOrder.findUniqueOrThrow({ where: { id: o.id } });
    expect([row.totalIncome, (await incomeLogs(o.id)).length]).toEqual(['11.4', 2]);
    await api.db.productOrder.update({ where: { id: o.id }, data: { currency: 'USDT' } });
    expect(await accrue()).toEqual({ orders: 1, days: 1, ended: 0 });
    expect((await incomeLogs(o.id)).map((l) => l.availableDelta)).toEqual(['5.7', '5.7', '5.7']);
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });
});

describe('the account change records after a catch-up', () => {
  type Row = { id: string; wallet: number; currency: string; type: number; amount: string; balanceBefore: string; balanceAfter: string };
  const list = async (query: Record<string, string | number>) => {
    const res = await api.call(contract['finance.balanceLogList'], { pageSize: 100, ...query }, { token: alice.token });
    expect(res.code, res.message).toBe(200);
    return res.result.records as Row[];
  };

  test('newest first, each row runs from the one below it and the newest ends at the balance, whatever order a pass wrote them in', async () => {
    // Three products of different cycles: a pass writes each order's days one after another,
    // dated at their payment times, so by date the rows of the three interleave.
    await buy('arb-known', '1234.56');
    await buy('arb-known', '500');
    await buy('debt-1', '1000');
    await buy('arb-range', '300');
    api.clock.advance(3 * DAY);
    expect(await accrue()).toMatchObject({ orders: 4, days: 12 });
    api.clock.advance(5 * DAY);
    expect(await accrue()).toMatchObject({ orders: 4, ended: 2 });

    const balance = (await balanceOf(api, alice.userId, 'spot')).available;
    const rows = await list({});
    // Spot's rows (the new user's demo wallet has a row of its own).
    const spot = rows.filter((r) => r.wallet === rows[0]!.wallet);
    expect(spot.length).toBeGreaterThan(30);
    expect(spot[0]!.balanceAfter).toBe(balance);
    for (let i = 0; i + 1 < spot.length; i++) expect(spot[i]!.balanceBefore, `row ${i}`).toBe(spot[i + 1]!.balanceAfter);
    // The oldest row starts from nothing: the sum of the log is the balance.
    expect(spot.at(-1)!.balanceBefore).toBe('0');

    // Paged, and filtered to one kind of row, each row shows the same balances as in the full list.
    const byId = new Map(rows.map((r) => [r.id, r]));
    const paged = [...(await list({ pageSize: 7 })), ...(await list({ pageSize: 7, pageNo: 2 })), ...(await list({ pageSize: 7, pageNo: 5 }))];
    // The most frequent kind: the daily income.
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.type, (counts.get(r.type) ?? 0) + 1);
    const income = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    const incomeOnly = await list({ type: income });
    expect(incomeOnly.length).toBeGreaterThan(20);
    for (const r of [...paged, ...incomeOnly]) expect(r).toEqual(byId.get(r.id));
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });
});
