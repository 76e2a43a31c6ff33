import { describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { Dec } from '@sandbox/shared/decimal';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, reconcile } from '@sandbox/server/ledger';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const KIM = 'clock: "2026-12-01T09:30:00Z"\nusers:\n  - { account: kim, password: Kim12345, balances: { spot: { USDT: 1000, ETH: 1 } } }\n';

// Worked by hand, by the published rule (trading README "Flash exchange"): the rate is the mid rate
// at the start of the quote's 10 s window less the 0.2 % spread, gross = amount x rate, the fee is
// gross x the pair's 0.1 % rounded up to the received currency's decimals (BTC 8, USDT 2), and
// what is received is gross - fee rounded down to them. Spot: USDT 1,000 - 500 + what 0.5 ETH
// gave; BTC what 500 USDT gave; ETH 1 - 0.5. The first at 09:00 (17:00 region time), the second
// at the clock, 09:30 (17:30).
const FILE = `${KIM}flashExchanges:
  - { user: kim, from: USDT, to: BTC, amount: 500, at: "2026-12-01T09:00:00Z" }
  - { user: kim, from: ETH, to: USDT, amount: "0.5" }
`;

/** The one-minute candle holding `at`. */
async function minuteCandle(symbol: string, at: number) {
  const [candle] = (await app.api.call(contract['ext.candles'], { symbol, interval: '1m', limit: 1, endTime: at })).result;
  return candle!;
}

describe("a file's flash exchanges", () => {
  test("are made at their instants, at the market's price then, by the published rule (worked: fee 0.1 % of gross, spread 0.2 %)", async () => {
    expect((await load('kim.yaml', FILE)).code).toBe(200);
    const token = (await app.api.call(contract['app.login'], { account: 'kim', password: 'Kim12345' })).result.token;
    const listed = (await app.api.call(contract['trade.flashExchangeList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    // Newest first.
    expect(listed.map((r) => [r.fromCurrency, r.toCurrency, r.fromAmount, r.spread, r.createdAt.slice(0, 16)])).toEqual([
      ['ETH', 'USDT', '0.5', '0.2', '2026-12-01 17:30'],
      ['USDT', 'BTC', '500', '0.2', '2026-12-01 17:00'],
    ]);
    const kim = await app.api.db.user.findUniqueOrThrow({ where: { account: 'kim' } });
    const received: Record<string, string> = {};
    for (const r of listed) {
      const decimals = r.toCurrency === 'USDT' ? 2 : 8;
      const gross = new Dec(r.fromAmount).times(r.rate);
      const fee = gross.times('0.001').toDecimalPlaces(decimals, Dec.ROUND_UP);
      expect([r.fee, r.receiveAmount]).toEqual([fee.toFixed(), gross.minus(fee).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed()]);
      // The rate is the market's: its price without the spread lies in that minute's candle (to the rate's 12 decimals).
      const symbol = r.toCurrency === 'USDT' ? `${r.fromCurrency}USDT` : `${r.toCurrency}USDT`;
      const mid = new Dec(r.rate).div('0.998');
      const price = r.toCurrency === 'USDT' ? mid : new Dec(1).div(mid);
      const candle = await minuteCandle(symbol, r.toCurrency === 'BTC' ? Date.parse('2026-12-01T09:00:00Z') : Date.parse('2026-12-01T09:30:00Z'));
      expect(price.gte(new Dec(candle.low).times('0.9999')) && price.lte(new Dec(candle.high).times('1.0001'))).toBe(true);
      received[r.toCurrency] = r.receiveAmount;
    }
    const spot = (await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result;
    const free = (c: string) => new Dec(spot.find((b) => b.currency === c)?.available ?? 0).toFixed();
    expect([free('USDT'), free('BTC'), free('ETH')]).toEqual([new Dec(500).plus(received.USDT!).toFixed(), new Dec(received.BTC!).toFixed(), '0.5']);
    const moves = await app.api.db.balanceLog.findMany({ where: { userId: kim.id, refType: 'FlashExchange' } });
    expect(moves.map((m) => m.type).sort()).toEqual([BalanceLogType.FLASH_EXCHANGE_OUT, BalanceLogType.FLASH_EXCHANGE_OUT, BalanceLogType.FLASH_EXCHANGE_IN, BalanceLogType.FLASH_EXCHANGE_IN].sort());
    expect(await reconcile(app.api.db, kim.id)).toEqual([]);
  });

  test('the shape and what the file alone tells, each with its place', () => {
    expect(readProblems(`${KIM}flashExchanges:\n  - { user: kim, from: usdt, to: BTC, amount: -1, rate: 0.00001 }\n`)).toEqual([
      'flashExchanges[0].from: Expected a currency code such as USDT',
      'flashExchanges[0].amount: expected at least 0',
      'flashExchanges[0]: unknown field rate',
    ]);
    expect(readProblems(`${KIM}flashExchanges:\n  - { user: kimm, from: USDT, to: BTC, amount: 50 }\n  - { user: kim, from: USDT, to: USDT, amount: 50, at: soon }\n`)).toEqual(['flashExchanges[1].at: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"']);
    expect(readProblems(`${KIM}flashExchanges:\n  - { user: kimm, from: USDT, to: BTC, amount: 50 }\n  - { user: kim, from: USDT, to: USDT, amount: 50 }\n`)).toEqual(['flashExchanges[0].user: no user named "kimm" in this file', 'flashExchanges[1].to: USDT is what it gives: an exchange is for another currency']);
  });

  test("a pair the sandbox does not offer, or the exchange's own rules: each with its place, and nothing changes", async () => {
    await load('kim.yaml', FILE);
    const before = await stateDump(app.api.db);
    const pairs = await load('pairs.yaml', `${KIM}flashExchanges:\n  - { user: kim, from: USDT, to: DOGE, amount: 50 }\n  - { user: kim, from: DOGE, to: USDT, amount: 50 }\n`);
    expect(problemsOf(pairs)).toEqual([
      expect.stringMatching(/^flashExchanges\[0\]\.to: the flash exchange has no pair USDT -> DOGE \(USDT exchanges for: BTC, ETH, SOL(, \w+)*\)$/),
      'flashExchanges[1].to: the flash exchange has no pair DOGE -> USDT (DOGE exchanges for: nothing)',
    ]);
    const late = await load('late.yaml', `${KIM}flashExchanges:\n  - { user: kim, from: USDT, to: BTC, amount: 50, at: "2026-12-02" }\n`);
    expect(problemsOf(late)).toEqual([expect.stringMatching(/^flashExchanges\[0\]\.at: 2026-12-02 is after the clock \(2026-12-01T09:30:00\.\d{3}Z\): an exchange is made by then$/)]);
    const small = await load('small.yaml', `${KIM}flashExchanges:\n  - { user: kim, from: USDT, to: BTC, amount: 5 }\n`);
    expect(problemsOf(small)).toEqual(['flashExchanges[0]: The amount must be between 10 and 100000 USDT']);
    const poor = await load('poor.yaml', `${KIM}flashExchanges:\n  - { user: kim, from: USDT, to: BTC, amount: 600 }\n  - { user: kim, from: USDT, to: ETH, amount: 600 }\n`);
    expect(problemsOf(poor)).toEqual(['flashExchanges[1]: Insufficient balance']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
