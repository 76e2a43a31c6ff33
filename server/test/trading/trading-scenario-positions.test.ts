import { describe, expect, test } from 'vitest';
import type { Position } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_SIDE } from '@sandbox/shared';
import { competitionAccounts } from '../../src/modules/competition/index.ts';
import { createTradingModule } from '../../src/modules/trading/index.ts';
import { openOneByOne, openTogether, sizeScenarioOrders, type ScenarioOrder } from '../../src/modules/trading/position-open-scenario.ts';
import type { PositionContext } from '../../src/modules/trading/position-support.ts';
import { TriggerIndex } from '../../src/modules/trading/trigger-index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { noNotices } from '../no-notices.ts';
import { moneyState, openPosition, useTradeApp, type TradeUser } from '../trading-fixture.ts';

let api: TestApi;
let feed: FakePriceFeed;
let users: Record<'alice' | 'bob' | 'carol' | 'dave', TradeUser>;
const funds: ['contract', string][] = [['contract', '1000']];
useTradeApp({ alice: funds, bob: funds, carol: funds, dave: funds }, (app) => ({ api, feed, users } = app));

const { LONG, SHORT } = POSITION_SIDE;
const { ISOLATED, CROSS } = MARGIN_MODE;
const order = (user: TradeUser, input: Partial<ScenarioOrder['input']> & { entryPrice?: string }): ScenarioOrder => {
  const { entryPrice, ...rest } = input;
  return { userId: user.userId, input: { symbol: 'BTCUSDT', side: LONG, marginMode: ISOLATED, leverage: 10, ...rest }, entryPrice };
};

/** Two users' orders: at the mark and at an entry price, by margin and by quantity, with take-profit and stop-loss. */
const ordersOf = (first: TradeUser, second: TradeUser): ScenarioOrder[] => [
  order(first, { margin: '100' }),
  order(second, { symbol: 'ETHUSDT', side: SHORT, leverage: 5, quantity: '0.5', takeProfit: '1800', stopLoss: '2100' }),
  order(first, { side: SHORT, leverage: 20, quantity: '0.05', entryPrice: '10100' }),
  order(second, { symbol: 'ETHUSDT', leverage: 3, margin: '50', entryPrice: '1990', takeProfit: '2500' }),
];

function positionContext(): PositionContext {
  return { db: api.db, clock: api.clock, feed, index: new TriggerIndex(), notify: noNotices, competitionAccounts, track: () => undefined };
}

/** A position as the app shows it, its user by name and no id. */
const shown = (names: Map<string, string>) => (p: Position) => ({
  user: names.get(p.userId), account: p.account, symbol: p.symbol, side: p.side, marginMode: p.marginMode, leverage: p.leverage,
  quantity: p.quantity, entryPrice: p.entryPrice, margin: p.margin, openFee: p.openFee, takeProfit: p.takeProfitPrice, stopLoss: p.stopLossPrice,
  liquidationPrice: p.liquidationPrice, status: p.status,
});

/** A user's balance and log rows in their order, each log's position by its place in `opened` and its time whether `at`. */
async function ledgerOf(user: TradeUser, opened: readonly Position[], at: Date) {
  const place = new Map(opened.map((p, i) => [p.id, i]));
  const [balance, logs] = await Promise.all([
    api.db.balance.findMany({ where: { userId: user.userId }, select: { account: true, currency: true, available: true, frozen: true }, orderBy: [{ account: 'asc' }, { currency: 'asc' }] }),
    api.db.balanceLog.findMany({ where: { userId: user.userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  ]);
  return {
    balance,
    logs: logs.map((l) => ({ type: l.type, account: l.account, availableDelta: l.availableDelta, frozenDelta: l.frozenDelta, availableAfter: l.availableAfter, frozenAfter: l.frozenAfter, refType: l.refType, position: l.refId === null ? null : place.get(l.refId), atOpening: l.createdAt.getTime() === at.getTime() })),
  };
}

describe("a scenario file's positions opened together (known answers, and the same as one by one)", () => {
  test('the rows, liquidation prices and ledger entries are those the orders give one by one', async () => {
    const ctx = positionContext();
    const { alice, bob, carol, dave } = users;
    const [first, second] = [await sizeScenarioOrders(ctx, ordersOf(alice, bob)), await sizeScenarioOrders(ctx, ordersOf(carol, dave))];
    const together = await api.db.$transaction((tx) => openTogether(ctx, tx, first));
    const oneByOne = await api.db.$transaction((tx) => openOneByOne(ctx, tx, second));
    // Known answers (trading-positions.test.ts): 100 x 10 / 10,000 = 0.1 BTC, fee 0.5, LP 9,036.14457831.
    expect(together[0]).toMatchObject({ quantity: '0.1', entryPrice: '10000', margin: '100', openFee: '0.5', liquidationPrice: '9036.14457831' });
    // At the file's entry price: 0.05 x 10,100 / 20 = 25.25 margin, fee 0.05 x 10,100 x 0.05 % = 0.2525.
    expect(together[2]).toMatchObject({ quantity: '0.05', entryPrice: '10100', margin: '25.25', openFee: '0.2525' });
    const pairs = new Map([[alice.userId, 'first'], [bob.userId, 'second'], [carol.userId, 'first'], [dave.userId, 'second']]);
    expect(together.map(shown(pairs))).toEqual(oneByOne.map(shown(pairs)));
    expect([...together.map((p) => p.openedAt.getTime() - first.now.getTime()), ...oneByOne.map((p) => p.openedAt.getTime() - second.now.getTime())]).toEqual(Array(8).fill(0));
    // The rows handed to the trigger index are the rows stored.
    const stored = new Map((await api.db.position.findMany({ where: { id: { in: together.map((p) => p.id) } } })).map((p) => [p.id, p]));
    expect(together.map((p) => stored.get(p.id))).toEqual(together);
    expect(await ledgerOf(alice, together, first.now)).toEqual(await ledgerOf(carol, oneByOne, second.now));
    expect(await ledgerOf(bob, together, first.now)).toEqual(await ledgerOf(dave, oneByOne, second.now));
  });

  test("a refused order is named by its place, the ledger's refusal before a later order's stop-loss, and nothing opens", async () => {
    const engine = createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts });
    const { alice, bob } = users;
    const before = [await moneyState(api, alice.userId), await moneyState(api, bob.userId)];
    const broke = order(bob, { margin: '990' });
    const badStop = order(alice, { stopLoss: '9000', margin: '100' });
    const refusal = (orders: ScenarioOrder[]) => engine.positions.openScenarioPositions(orders).then(() => undefined, (error: { index?: number; key?: string }) => [error.index, error.key]);
    expect(await refusal([order(alice, { margin: '100' }), order(bob, { margin: '100' }), broke, badStop])).toEqual([2, 'balance.insufficient']);
    expect(await refusal([order(alice, { margin: '100' }), badStop, order(bob, { margin: '100' }), broke])).toEqual([1, 'trade.stopLossLong']);
    expect([await moneyState(api, alice.userId), await moneyState(api, bob.userId)]).toEqual(before);
  });

  test("cross positions open one by one: each moves the cross wallet's liquidation prices", async () => {
    const ctx = positionContext();
    const { alice, bob } = users;
    // A cross long alone on 1,000: WB = 899.5 + 100, LP = (999.5 - 1,000) / (0.0004 - 0.1) = 5.02008032 (trading-positions.test.ts).
    const opening = await sizeScenarioOrders(ctx, [order(alice, { marginMode: CROSS, margin: '100' }), order(bob, { margin: '100' })]);
    const [cross] = await api.db.$transaction((tx) => openTogether(ctx, tx, opening));
    expect(cross!.liquidationPrice).toBe('5.02008032');
    // An isolated order of a user holding a cross position takes 100.5 from the cross wallet: the cross row comes back moved,
    // WB = 799 + 100, LP = (899 - 1,000) / -0.0996 = 1,014.05622489 (to 8 decimals, as the engine writes it).
    const isolated = await sizeScenarioOrders(ctx, [order(alice, { margin: '100' })]);
    const opened = await api.db.$transaction((tx) => openTogether(ctx, tx, isolated));
    expect(opened.map((p) => [p.marginMode, p.liquidationPrice])).toEqual([[ISOLATED, '9036.14457831'], [CROSS, '1014.05622489']]);
  });

  test('the product path opens what a file opens at the mark', async () => {
    const engine = createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts });
    const { alice, carol } = users;
    const input = { symbol: 'ETHUSDT', side: SHORT, marginMode: ISOLATED, leverage: 7, margin: '123.45', takeProfit: '1500' } as const;
    await engine.positions.openScenarioPositions([{ userId: alice.userId, input }]);
    await openPosition(api, input, carol.token);
    const pairs = new Map([[alice.userId, 'user'], [carol.userId, 'user']]);
    const [fromFile, fromApi] = await Promise.all([alice, carol].map((u) => api.db.position.findMany({ where: { userId: u.userId } })));
    expect(shown(pairs)(fromFile![0]!)).toEqual(shown(pairs)(fromApi![0]!));
  });
});
