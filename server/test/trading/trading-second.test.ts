import { describe, expect, test } from 'vitest';
import { contract, SECOND_ORDER_STATUS } from '@sandbox/shared';
import { ManualClock } from '../../src/clock.ts';
import { competitionAccounts } from '../../src/modules/competition/index.ts';
import { createTradingModule } from '../../src/modules/trading/index.ts';
import { createSecondService } from '../../src/modules/trading/second-service.ts';
import { SETTLE_TOGETHER } from '../../src/modules/trading/second-settle.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { balanceOf, moneyState, useTradeApp, type TradeUser } from '../trading-fixture.ts';
import { noNotices } from '../no-notices.ts';
import { writeNotice, type Notify } from '../../src/modules/content/index.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { markReplaced } from '@sandbox/prisma';


let api: TestApi;
let feed: FakePriceFeed;
let alice: TradeUser;
let bob: TradeUser;
useTradeApp({ alice: [['spot', '1000']], bob: [['spot', '1000']] }, (app) => ({ api, feed, users: { alice, bob } } = app));

const buy = async (body: object, token = alice.token) => {
  const res = await api.call(contract['trade.secondBuy'], { symbol: 'BTCUSDT', setId: 'sc-60', direction: 1, amount: '100', ...body }, { token });
  expect(res.code, res.message).toBe(200);
  return res.result;
};

describe('periods, purchase, head and history', () => {
  test('the period list is public, rates in percent', async () => {
    const res = await api.call(contract['trade.secondSetList']);
    expect(res.result).toEqual([
      { id: 'sc-30', symbol: null, periodSeconds: 30, payoutRate: '80', lossRate: '100', currency: 'USDT', minAmount: '10', maxAmount: '10000', sort: 1 },
      { id: 'sc-60', symbol: null, periodSeconds: 60, payoutRate: '85', lossRate: '100', currency: 'USDT', minAmount: '10', maxAmount: '20000', sort: 2 },
    ]);
  });

  test('the head can be asked for one account: real and demo orders never stand for each other', async () => {
    const real = await buy({});
    const demo = await buy({ setId: 'sc-30', accountType: 2 });
    const headOf = async (query: object) =>
      (await api.call(contract['trade.secondHead'], { symbol: 'BTCUSDT', ...query }, { token: alice.token })).result.order?.id;
    // The 30 s demo order settles first, so it heads both accounts together.
    expect(await headOf({})).toBe(demo.id);
    expect(await headOf({ accountType: 2 })).toBe(demo.id);
    expect(await headOf({ accountType: 1 })).toBe(real.id);
    expect((await api.call(contract['trade.secondHead'], { accountType: 3 }, { token: alice.token })).code).toBe(400);
  });

  test('a win pays the stake plus stake x rate, shown by head and history', async () => {
    const o = await buy({});
    expect(o).toMatchObject({ status: SECOND_ORDER_STATUS.RUNNING, openPrice: '10000', payoutRate: '85' });
    expect(o.orderNo).toMatch(/^SC\d{20}$/);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '900', frozen: '0' });
    const head = await api.call(contract['trade.secondHead'], { symbol: 'BTCUSDT' }, { token: alice.token });
    expect(head.result.order?.id).toBe(o.id);
    expect(head.result.secondsLeft).toBeGreaterThanOrEqual(59);
    expect(head.result.secondsLeft).toBeLessThanOrEqual(60);
    expect(head.result.currentPrice).toBe('10000');

    const row = await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: o.id } });
    feed.record('BTCUSDT', row.settleAt, '10000.01');
    api.clock.advance(60_000);
    const list = await api.call(contract['trade.secondOrderList'], {}, { token: alice.token });
    // 100 x 85 % = 85 profit; 900 + 185.
    expect(list.result.records[0]).toMatchObject({ id: o.id, status: SECOND_ORDER_STATUS.WON, closePrice: '10000.01', profit: '85' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1085', frozen: '0' });
  });

  test('bad input: amount outside the limits, unknown period, unknown symbol, too little money', async () => {
    const before = await moneyState(api, alice.userId);
    const cases: [object, number, string][] = [
      [{ amount: '5' }, 400, 'The amount must be between 10 and 20000 USDT'],
      [{ amount: '-5' }, 400, 'Invalid or missing value: amount'],
      [{ setId: 'nope' }, 400, 'This contract period is not available'],
      [{ symbol: 'FOOUSDT' }, 400, 'Unknown symbol: FOOUSDT'],
      [{ amount: '1001' }, 409, 'Insufficient balance'],
    ];
    for (const [body, code, message] of cases) {
      const res = await api.call(contract['trade.secondBuy'], { symbol: 'BTCUSDT', setId: 'sc-60', direction: 1, amount: '100', ...body }, { token: alice.token });
      expect([res.code, res.message]).toEqual([code, message]);
    }
    expect(await moneyState(api, alice.userId)).toEqual(before);
  });

  test("login required; another user's orders are not visible", async () => {
    expect((await api.call(contract['trade.secondBuy'], { symbol: 'BTCUSDT', setId: 'sc-60', direction: 1, amount: '100' })).code).toBe(401);
    expect((await api.call(contract['trade.secondHead'])).code).toBe(401);
    expect((await api.call(contract['trade.secondOrderList'])).code).toBe(401);
    await buy({});
    const head = await api.call(contract['trade.secondHead'], {}, { token: bob.token });
    expect(head.result.order).toBeNull();
    expect((await api.call(contract['trade.secondOrderList'], {}, { token: bob.token })).result.total).toBe(0);
  });
});

describe('settlement at the boundaries (service with a manual clock)', () => {
  const T0 = new Date('2026-06-01T00:00:00.000Z');
  const setup = () => {
    const clock = new ManualClock(T0);
    return { clock, second: createSecondService({ db: api.db, clock, feed, notify: noNotices }) };
  };

  test('not before expiry; exactly at expiry with the price of that instant; once only', async () => {
    const { clock, second } = setup();
    const o = await second.buy(alice.userId, { symbol: 'BTCUSDT', setId: 'sc-30', direction: 2, amount: '100' });
    const settleAt = new Date(T0.getTime() + 30_000);
    feed.record('BTCUSDT', new Date(settleAt.getTime() - 1), '10100').record('BTCUSDT', settleAt, '9999');
    clock.set(new Date(settleAt.getTime() - 1));
    expect(await second.settleDue()).toBe(0);
    clock.set(settleAt);
    expect(await second.settleDue()).toBe(1);
    expect(await second.settleDue()).toBe(0);
    // Down at 10,000, closed at 9,999: a win of 100 x 80 % = 80.
    expect(await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: o.id } })).toMatchObject({ result: 1, profit: '80', closePrice: '9999' });
    expect(await api.db.balanceLog.count({ where: { refId: o.id, type: 15 } })).toBe(1);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1080', frozen: '0' });
  });

  test('an equal price refunds the stake; a wrong call loses it', async () => {
    const { clock, second } = setup();
    const draw = await second.buy(alice.userId, { symbol: 'BTCUSDT', setId: 'sc-30', direction: 1, amount: '100' });
    const lose = await second.buy(alice.userId, { symbol: 'BTCUSDT', setId: 'sc-30', direction: 2, amount: '50' });
    feed.record('BTCUSDT', new Date(T0.getTime() + 30_000), '10000');
    clock.set(new Date(T0.getTime() + 30_000));
    expect(await second.settleDue()).toBe(2);
    expect(await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: draw.id } })).toMatchObject({ result: 0, profit: '0' });
    // Down with an equal price is a draw as well; a rise then makes a down call lose.
    expect(await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: lose.id } })).toMatchObject({ result: 0, profit: '0' });
    const lose2 = await second.buy(alice.userId, { symbol: 'BTCUSDT', setId: 'sc-30', direction: 2, amount: '50' });
    feed.record('BTCUSDT', new Date(clock.now().getTime() + 30_000), '10001');
    clock.advance(30_000);
    expect(await second.settleDue()).toBe(1);
    expect(await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: lose2.id } })).toMatchObject({ result: -1, profit: '-50' });
    // 1,000 - 100 + 100 - 50 + 50 - 50.
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '950', frozen: '0' });
  });

  test('server down across expiry: the job settles at the expiry price, not the price at restart', async () => {
    const o = await buy({ direction: 1 });
    const row = await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: o.id } });
    feed.record('BTCUSDT', row.settleAt, '10050').set('BTCUSDT', '9000');
    api.clock.advance(3_600_000);
    const restarted = createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts }).jobs;
    const started = await restarted.start();
    await restarted.stop();
    expect(started.secondSettledOnCatchUp).toBe(1);
    expect(await api.db.secondContractOrder.findUniqueOrThrow({ where: { id: o.id } })).toMatchObject({ result: 1, closePrice: '10050', profit: '85' });
  });

  test('one transaction settles a win, a loss and a demo order by the rule; only the real accounts are told', async () => {
    const clock = new ManualClock(T0);
    const notify: Notify = (tx, events) => writeNotice(clock, tx, events);
    const second = createSecondService({ db: api.db, clock, feed, notify });
    const order = (userId: string, direction: 1 | 2, accountType?: 1 | 2) => second.buy(userId, { symbol: 'BTCUSDT', setId: 'sc-30', direction, amount: '100', ...(accountType ? { accountType } : {}) });
    const [up, down, demo] = [await order(alice.userId, 1), await order(bob.userId, 2), await order(alice.userId, 1, 2)];
    feed.record('BTCUSDT', new Date(T0.getTime() + 30_000), '10001');
    clock.set(new Date(T0.getTime() + 30_000));
    expect(await second.settlePass()).toBe(3);
    const rows = await api.db.secondContractOrder.findMany({ where: { id: { in: [up.id, down.id, demo.id] } } });
    const byId = new Map(rows.map((o) => [o.id, [o.result, o.profit, o.closePrice]]));
    // Up at 10,000 closed at 10,001 wins 100 x 80 % = 80; down loses its 100.
    expect([byId.get(up.id), byId.get(down.id), byId.get(demo.id)]).toEqual([[1, '80', '10001'], [-1, '-100', '10001'], [1, '80', '10001']]);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1080', frozen: '0' });
    expect(await balanceOf(api, bob.userId, 'spot')).toEqual({ available: '900', frozen: '0' });
    const told = await api.db.notice.findMany({ where: { refId: { in: [up.id, down.id, demo.id] } }, select: { refId: true, userId: true } });
    expect(told.map((n) => [n.refId, n.userId]).sort()).toEqual([[up.id, alice.userId], [down.id, bob.userId]].sort());
  });

  test("the job's pass settles SETTLE_TOGETHER orders a transaction and pauses between two; a database replaced during a pause (a scenario load, a restore) ends it there", async () => {
    const clock = new ManualClock(T0);
    const { pauses, midway, release } = heldAtFirstPause();
    const second = createSecondService({ db: api.db, clock, feed, notify: noNotices, pauses });
    const ids = [];
    for (let i = 0; i <= SETTLE_TOGETHER; i++) ids.push((await second.buy(alice.userId, { symbol: 'BTCUSDT', setId: 'sc-30', direction: 1, amount: '10' })).id);
    feed.record('BTCUSDT', new Date(T0.getTime() + 30_000), '10001');
    clock.set(new Date(T0.getTime() + 30_000));
    const pass = second.settlePass();
    await midway;
    // The first SETTLE_TOGETHER (by expiry, then as read) are settled: up at 10,000, closed at 10,001, each 10 + 10 x 80 % = 18 back.
    expect(await api.db.secondContractOrder.count({ where: { id: { in: ids }, status: 1 } })).toBe(SETTLE_TOGETHER);
    markReplaced(api.db);
    release();
    expect(await pass).toBe(SETTLE_TOGETHER);
    expect(await api.db.secondContractOrder.count({ where: { id: { in: ids }, status: 0 } })).toBe(1);
    // The next pass (of the database as it is) settles the last: 1,000 - 26 x 10 + 26 x 18.
    expect(await createSecondService({ db: api.db, clock, feed, notify: noNotices }).settlePass()).toBe(1);
    expect(SETTLE_TOGETHER).toBe(25);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1208', frozen: '0' });
    const rows = await api.db.secondContractOrder.findMany({ where: { id: { in: ids } } });
    expect(new Set(rows.map((o) => [o.status, o.result, o.closePrice, o.profit].join()))).toEqual(new Set(['1,1,10001,8']));
    expect(await api.db.balanceLog.count({ where: { refId: { in: ids }, type: BalanceLogType.SECOND_CONTRACT_SETTLE } })).toBe(SETTLE_TOGETHER + 1);
  });
});
