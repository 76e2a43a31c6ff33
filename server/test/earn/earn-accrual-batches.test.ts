import { afterEach, beforeEach, expect, test } from 'vitest';
import { markReplaced, writerWanted } from '@sandbox/prisma';
import { contract, TRANSFER_DIRECTION } from '@sandbox/shared';
import { reconcile } from '../../src/ledger/index.ts';
import type { PassWrites } from '../../src/jobs/pass-thread.ts';
import { accrueEveryDue, createAccrualService, type AccrualResult } from '../../src/modules/earn/index.ts';
import { PASS_WRITES } from '../../src/modules/pass-writes.ts';
import type { TestApi } from '../harness.ts';
import { createProdApp, fundedUser, toNoonRegionTime, type ProdUser } from '../earn-fixture.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { balanceOf } from '../trading-fixture.ts';

/*
 * The accrual job pays in batches with a pause between two (jobs/between-batches.ts): the same
 * payments as one batch, and calls served between batches. Five orders of three users, bought at
 * noon region time, four days due: alice 1234.56 at 0.57 % (7.03 a day) and 1000 at 0.3 % (3),
 * bob 2000 at 0.57 % (11.4) and two miners at 1000 x 0.35 % (7 a day, ending after 3 days with
 * the 2000 back), carol 500 at 0.3 % (1.5).
 */
const DAY = 86_400_000;
let api: TestApi;
let alice: ProdUser;
let bob: ProdUser;
let carol: ProdUser;
const orders: Record<string, string> = {};

beforeEach(async () => {
  api = await createProdApp();
  toNoonRegionTime(api);
  alice = await fundedUser(api, 'alice@example.com');
  bob = await fundedUser(api, 'bob@example.com');
  carol = await fundedUser(api, 'carol@example.com');
  // The app's own jobs (started by its first call) stay out: only the passes of the test pay.
  for (const { job } of api.app.clockJobs) await job.stop();
  const buy = async (name: string, call: Promise<{ code: number; message: string; result: { id: string } }>) => {
    const res = await call;
    expect(res.code, res.message).toBe(200);
    orders[name] = res.result.id;
  };
  const debit = (productId: string, amount: string, user: ProdUser) => api.call(contract['prod.debitBuy'], { productId, amount }, { token: user.token });
  await buy('aliceArb', debit('arb-known', '1234.56', alice));
  await buy('aliceBond', debit('debt-1', '1000', alice));
  await buy('bobArb', debit('arb-known', '2000', bob));
  await buy('bobMiners', api.call(contract['prod.minerBuy'], { productId: 'miner-1', quantity: 2 }, { token: bob.token }));
  await buy('carolBond', debit('debt-1', '500', carol));
  api.clock.advance(4 * DAY);
});
afterEach(async () => {
  await api.close();
});

const income = async (name: string) =>
  (await api.db.balanceLog.findMany({ where: { refId: orders[name], type: 21 }, orderBy: { createdAt: 'asc' }, select: { availableDelta: true } })).map((l) => l.availableDelta);

/** The worked figures of the four days: each order's income, the miners' end, every balance. */
async function expectFourDaysPaid(carolSpot = '99506') {
  expect(await income('aliceArb')).toEqual(['7.03', '7.03', '7.03', '7.03']);
  expect(await income('aliceBond')).toEqual(['3', '3', '3', '3']);
  expect(await income('bobArb')).toEqual(['11.4', '11.4', '11.4', '11.4']);
  expect(await income('bobMiners')).toEqual(['7', '7', '7']);
  expect(await income('carolBond')).toEqual(['1.5', '1.5', '1.5', '1.5']);
  expect(await api.db.balanceLog.count({ where: { refId: orders.bobMiners, type: 22, availableDelta: '2000' } })).toBe(1);
  // alice: 100000 - 1234.56 - 1000 + 4 x 7.03 + 4 x 3; bob: 100000 - 2000 - 2000 + 4 x 11.4 + 3 x 7 + 2000; carol: 100000 - 500 + 4 x 1.5.
  expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '97805.56', frozen: '0' });
  expect(await balanceOf(api, bob.userId, 'spot')).toEqual({ available: '98066.6', frozen: '0' });
  expect(await balanceOf(api, carol.userId, 'spot')).toEqual({ available: carolSpot, frozen: '0' });
  for (const u of [alice, bob, carol]) expect(await reconcile(api.db, u.userId)).toEqual([]);
}

test.each([
  [2, 2],
  [250, 0],
])('in batches of %i orders (%i pauses) a pass pays the same: five orders, 19 days, the miners end', async (batchSize, pauses) => {
  let paused = 0;
  const accrual = createAccrualService({ db: api.db, clock: api.clock, batchSize, pauses: () => async () => void paused++ });
  expect(await accrual.accrueDue()).toEqual({ orders: 5, days: 19, ended: 1 });
  // Pages of 2, 2 and 1: a pause after each full page.
  expect(paused).toBe(pauses);
  await expectFourDaysPaid();
  expect(await accrual.accrueDue()).toEqual({ orders: 0, days: 0, ended: 0 });
});

test('a call is served while the pass waits between two batches: it moves money, and the pass then pays as it would have', async () => {
  const { pauses, midway, release } = heldAtFirstPause();
  const pass = createAccrualService({ db: api.db, clock: api.clock, batchSize: 2, pauses }).accrueDue();
  await midway;
  // The first batch is paid and committed, the other three orders wait.
  expect(await api.db.productOrder.count({ where: { lastAccrualAt: { not: null } } })).toBe(2);
  const moved = await api.call(contract['finance.transferContract'], { direction: TRANSFER_DIRECTION.SPOT_TO_CONTRACT, amount: '10' }, { token: carol.token });
  expect(moved.code, moved.message).toBe(200);
  release();
  expect(await pass).toEqual({ orders: 5, days: 19, ended: 1 });
  await expectFourDaysPaid('99496');
  expect(await balanceOf(api, carol.userId, 'contract')).toEqual({ available: '10', frozen: '0' });
});

test('on the loop, a call that comes to wait for the writer during a page is served after the step in progress, and the pass pays the rest after it', async () => {
  // The test holds the writer, so the pass's page waits for it behind a transaction of the test's.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const holds = new Promise<void>((resolve) => (holding = resolve));
  const hold = api.db.$transaction(async () => {
    holding();
    await held;
  });
  await holds;
  const pass = createAccrualService({ db: api.db, clock: api.clock, step: 1 }).accrueDue();
  while (!writerWanted(api.db)) await new Promise(setImmediate);
  // A call now waits behind the pass: it counts the orders paid when it gets the writer.
  const call = api.db.$transaction((tx) => tx.productOrder.count({ where: { lastAccrualAt: { not: null } } }));
  await new Promise(setImmediate);
  release();
  await hold;
  // The page of five orders is paid a step of one at a time: the call saw the first step
  // committed, not the page (which without the early commit it would see whole: 5).
  expect(await call).toBe(1);
  expect(await pass).toEqual({ orders: 5, days: 19, ended: 1 });
  await expectFourDaysPaid();
});

test('a database replaced during a pause (a scenario load, a snapshot restore) ends the pass there; the next pass pays the rest, each day once', async () => {
  const { pauses, midway, release } = heldAtFirstPause();
  const accrual = createAccrualService({ db: api.db, clock: api.clock, batchSize: 2, pauses });
  const pass = accrual.accrueDue();
  await midway;
  markReplaced(api.db);
  release();
  const first = await pass;
  // The first page of two orders only.
  expect(first.orders).toBe(2);
  expect(await api.db.productOrder.count({ where: { lastAccrualAt: { not: null } } })).toBe(2);
  const rest = await accrual.accrueDue();
  expect(first.orders + rest.orders).toBe(5);
  expect(first.days + rest.days).toBe(19);
  expect(first.ended + rest.ended).toBe(1);
  await expectFourDaysPaid();
});

/** The pass thread's writes as the app applies them (jobs/pass-worker.ts), each counted; `replacedAfter` of them, the database counts as replaced. */
function appliedWrites(replacedAfter = Infinity) {
  const applied: number[] = [];
  const writes: PassWrites = {
    async apply<T>(write: string, input: unknown) {
      if (applied.length >= replacedAfter) return undefined;
      const paid = (await api.db.$transaction((tx) => PASS_WRITES[write]!(tx, input as never))) as AccrualResult;
      applied.push(paid.orders);
      return paid as T;
    },
    goOn: async () => applied.length < replacedAfter,
  };
  return { writes, applied };
}

test('in the pass thread, the app pays each step of 2 orders in a transaction of its own: the same payments', async () => {
  const { writes, applied } = appliedWrites();
  expect(await accrueEveryDue(api.db, api.clock.now(), writes, 250, 2)).toEqual({ orders: 5, days: 19, ended: 1 });
  expect(applied).toEqual([2, 2, 1]);
  await expectFourDaysPaid();
});

test('a database replaced before a step is applied ends the pass there; the next pass pays the rest, each day once', async () => {
  const { writes, applied } = appliedWrites(1);
  const first = await accrueEveryDue(api.db, api.clock.now(), writes, 250, 2);
  // The first step only: two orders of the first user by id (alice's or bob's).
  expect(applied).toEqual([2]);
  expect(first.orders).toBe(2);
  expect(await api.db.productOrder.count({ where: { lastAccrualAt: { not: null } } })).toBe(2);
  const rest = await accrueEveryDue(api.db, api.clock.now(), appliedWrites().writes, 250, 2);
  expect(first.orders + rest.orders).toBe(5);
  expect(first.days + rest.days).toBe(19);
  expect(first.ended + rest.ended).toBe(1);
  await expectFourDaysPaid();
});
