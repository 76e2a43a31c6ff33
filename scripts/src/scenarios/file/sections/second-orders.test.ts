import { describe, expect, test } from 'vitest';
import { contract, SECOND_ORDER_STATUS } from '@sandbox/shared';
import { Dec } from '@sandbox/shared/decimal';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, reconcile } from '@sandbox/server/ledger';
import { readScenarioFile } from '../read.ts';
import { problemsOf, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const CLOCK = 'clock: "2026-12-01T09:30:00Z"\n';
const GIL = 'users:\n  - { account: gil, password: Gil12345, balances: { spot: { USDT: 1000 } } }\n';

/** The one-minute candle holding `at` (the market's price at any second sits inside its minute's candle). */
async function minuteCandle(symbol: string, at: string) {
  const [candle] = (await app.api.call(contract['ext.candles'], { symbol, interval: '1m', limit: 1, endTime: Date.parse(at) })).result;
  return candle!;
}
const within = (price: string, candle: { low: string; high: string }) => new Dec(price).gte(candle.low) && new Dec(price).lte(candle.high);

// Worked by hand: the 60 s period pays 85 % (demo-sc-60), so gil's 100 USDT up on BTC from 09:00 to
// 09:01 comes back as 185 if the price at 09:01 is above the price at 09:00, nothing if below, 100 if
// equal (the published rule). The 5-minute ETH order from 09:28 and the one bought at the clock run
// to 09:33 and past 09:35. Spot: 1,000 - 100 - 200 - 100 + what the BTC order paid.
const FILE = `${CLOCK}${GIL}secondOrders:
  - { user: gil, symbol: BTCUSDT, direction: up, period: 60, stake: 100, openedAt: "2026-12-01T09:00:00Z" }
  - { user: gil, symbol: ETHUSDT, direction: down, period: 300, stake: 200, openedAt: "2026-12-01T09:28:00Z" }
  - { user: gil, symbol: BTCUSDT, direction: down, period: 300, stake: 100 }
`;

describe("a file's second-contract orders", () => {
  test('are bought at their openedAt at the market price then; an ended one is settled at its end by the rule (worked: 100 up for 60 s at 85 %)', async () => {
    expect((await load('gil.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'gil', password: 'Gil12345' })).result.token;
    const orders = (await app.api.call(contract['trade.secondOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    // Newest first, in region time (UTC+8).
    expect(orders.map((o) => [o.symbol, o.direction, o.periodSeconds, o.amount, o.payoutRate, o.openTime.slice(0, 16), o.settleTime.slice(0, 16)])).toEqual([
      ['BTCUSDT', 2, 300, '100', '95', '2026-12-01 17:30', '2026-12-01 17:35'],
      ['ETHUSDT', 2, 300, '200', '95', '2026-12-01 17:28', '2026-12-01 17:33'],
      ['BTCUSDT', 1, 60, '100', '85', '2026-12-01 17:00', '2026-12-01 17:01'],
    ]);
    const [atClock, eth, btc] = orders;
    expect([atClock!.status, eth!.status, eth!.closePrice]).toEqual([SECOND_ORDER_STATUS.RUNNING, SECOND_ORDER_STATUS.RUNNING, null]);
    // The prices are the market's at 09:00 and 09:01 (each inside its minute's candle) and the outcome the rule's.
    expect(within(btc!.openPrice, await minuteCandle('BTCUSDT', '2026-12-01T09:00:00Z'))).toBe(true);
    expect(within(btc!.closePrice!, await minuteCandle('BTCUSDT', '2026-12-01T09:01:00Z'))).toBe(true);
    const rose = new Dec(btc!.closePrice!).cmp(btc!.openPrice);
    const [status, profit, paid] = rose > 0 ? [SECOND_ORDER_STATUS.WON, '85', 185] : rose < 0 ? [SECOND_ORDER_STATUS.LOST, '-100', 0] : [SECOND_ORDER_STATUS.DRAW, '0', 100];
    expect([btc!.status, btc!.profit, btc!.settledAt]).toEqual([status, profit, '2026-12-01 17:01:00']);
    const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result;
    expect(spot.find((b) => b.currency === 'USDT')?.available).toBe(String(600 + paid));
    // The stake left at 09:00 and the payout came at 09:01, after the grant.
    const gil = await app.api.db.user.findUniqueOrThrow({ where: { account: 'gil' } });
    const log = await app.api.db.balanceLog.findMany({ where: { userId: gil.id, refId: { not: 'file:gil.yaml' } }, orderBy: { createdAt: 'asc' } });
    expect(log.slice(0, 2).map((r) => [r.type, r.availableDelta, r.createdAt.toISOString()])).toEqual([
      [BalanceLogType.SECOND_CONTRACT_STAKE, '-100', '2026-12-01T09:00:00.000Z'],
      ...(paid > 0 ? [[BalanceLogType.SECOND_CONTRACT_SETTLE, String(paid), '2026-12-01T09:01:00.000Z']] : [[BalanceLogType.SECOND_CONTRACT_STAKE, '-200', '2026-12-01T09:28:00.000Z']]),
    ]);
    const grant = await app.api.db.balanceLog.findFirstOrThrow({ where: { userId: gil.id, type: BalanceLogType.SEED_GRANT } });
    expect(grant.createdAt.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(await reconcile(app.api.db, gil.id)).toEqual([]);
  });

  test('name users of the file', () => {
    const read = readScenarioFile(`${GIL}secondOrders:\n  - { user: gill, symbol: BTCUSDT, direction: up, period: 60, stake: 100 }\n`);
    expect(read.ok ? [] : read.problems).toEqual(['secondOrders[0].user: no user named "gill" in this file']);
  });

  test('shape: every field, the directions, a whole period, a stake above 0, an instant', () => {
    const read = readScenarioFile(`${GIL}secondOrders:
  - { user: gil, symbol: btc, direction: sideways, period: 1.5, stake: 0, openedAt: "2026-13-45", extra: 1 }
  - { user: gil }
`);
    expect(read.ok ? [] : read.problems).toEqual([
      'secondOrders[0].symbol: Expected a symbol such as BTCUSDT',
      'secondOrders[0].direction: expected one of up, down',
      'secondOrders[0].period: Invalid input: expected int, received number',
      'secondOrders[0].stake: Expected an amount above 0',
      'secondOrders[0].openedAt: Expected a real date',
      'secondOrders[0]: unknown field extra',
      'secondOrders[1].symbol: Invalid input: expected string, received undefined',
      'secondOrders[1].direction: expected one of up, down',
      'secondOrders[1].period: Invalid input: expected number, received undefined',
      'secondOrders[1].stake: Invalid input',
    ]);
  });

  test('a symbol without second contracts, a period the catalogue lacks, an order after the clock: every problem with its place, and nothing changes', async () => {
    await load('gil.yaml', FILE);
    const before = await stateDump(app.api.db);
    const refused = await load('broken.yaml', `${CLOCK}${GIL}secondOrders:
  - { user: gil, symbol: ORBUSDT, direction: up, period: 60, stake: 100 }
  - { user: gil, symbol: BTCUSDT, direction: up, period: 45, stake: 100 }
  - { user: gil, symbol: BTCUSDT, direction: up, period: 60, stake: 100, openedAt: "2026-12-01T10:00:00Z" }
`);
    expect(refused.code).toBe(400);
    const [symbol, ...rest] = problemsOf(refused);
    expect(symbol).toMatch(/^secondOrders\[0\]\.symbol: no symbol with second contracts named ORBUSDT \(known: BTCUSDT, ETHUSDT, .*\)$/);
    expect(rest).toEqual([
      'secondOrders[1].period: no period of 45 s (known: 30, 60, 120, 300)',
      expect.stringMatching(/^secondOrders\[2\]\.openedAt: 2026-12-01T10:00:00Z is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): an order is bought by then$/),
    ]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });

  test("the purchase's own rules refuse at the order's place (the period's limits, the spot balance), and nothing changes", async () => {
    await load('gil.yaml', FILE);
    const before = await stateDump(app.api.db);
    const small = await load('small.yaml', `${CLOCK}${GIL}secondOrders:\n  - { user: gil, symbol: BTCUSDT, direction: up, period: 120, stake: 20 }\n`);
    expect(problemsOf(small)).toEqual(['secondOrders[0]: The amount must be between 50 and 50000 USDT']);
    const poor = await load('poor.yaml', `${CLOCK}${GIL}secondOrders:
  - { user: gil, symbol: BTCUSDT, direction: up, period: 300, stake: 600 }
  - { user: gil, symbol: ETHUSDT, direction: up, period: 300, stake: 600 }
`);
    expect(problemsOf(poor)).toEqual(['secondOrders[1]: Insufficient balance']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
