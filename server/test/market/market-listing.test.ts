import { expect, test } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { Market } from '../../src/market/market.ts';
import type { TradingSymbolRow } from '../../src/market/market-symbol.ts';
import { fixtureRows } from '../market-fixtures.ts';

const START = new Date('2026-03-04T05:06:07Z');
const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Listed mid-hour, mid-minute: the symbol exists from 05:31:00, at exactly its listing price. */
const LISTED_AT = new Date('2026-03-04T05:31:42Z');
const LISTING_MINUTE = new Date('2026-03-04T05:31:00Z');

/** An IEO token as the listing writes it: a small-cap crypto class (120 % a year), listed at 0.045. */
const token = (): TradingSymbolRow => ({
  symbol: 'SBX/USDT', base: 'SBX', quote: 'USDT', category: 'crypto', name: 'SBX/USDT', pricePrecision: 6, quantityPrecision: 2,
  minQuantity: '1', maxLeverage: 1, maintenanceTiers: '[]', takerFeeRate: '0.001', startPrice: '0.045', volatility: '1.2',
  contractEnabled: false, secondEnabled: false, isHot: false, sort: 100, enabled: true, listedAt: LISTED_AT,
});

function marketWith(clock: ManualClock, rows: TradingSymbolRow[]) {
  return new Market({ db: { tradingSymbol: { findMany: async () => rows } }, clock });
}

test('a listed symbol exists from its listing minute at the listing price, and only from then', async () => {
  const clock = new ManualClock(START);
  const m = marketWith(clock, [...fixtureRows(), token()]);
  await m.load();
  // Before its listing it is not in the market at all.
  expect(m.symbol('SBXUSDT')).toBeUndefined();
  expect(m.symbols().map((s) => s.code)).toEqual(['BTCUSDT', 'EURUSD', 'XAUUSD']);
  const btcBefore = m.markPrice('BTCUSDT')!.toString();

  clock.set(new Date(LISTED_AT.getTime() + 18_000));
  // Added live (a reload would drop the others' QA steers): at the listing minute, exactly 0.045.
  m.steer({ symbol: 'BTCUSDT', kind: 'crash', percent: '10', durationSeconds: 60 });
  expect(m.addSymbol(token())).toBe(true);
  expect(m.state().symbols.find((s) => s.symbol === 'BTCUSDT')!.steers).toHaveLength(1);
  expect(m.priceAt('SBXUSDT', LISTING_MINUTE)!.toFixed(6)).toBe('0.045000');
  expect(m.priceAt('SBXUSDT', new Date(LISTING_MINUTE.getTime() - 1000))).toBeUndefined();
  expect(m.symbols().map((s) => s.code)).toEqual(['BTCUSDT', 'EURUSD', 'XAUUSD', 'SBXUSDT']);
  expect(m.tickers().map((t) => t.symbol)).toContain('SBXUSDT');
  expect(m.ticker('SBXUSDT')).toMatchObject({ open24h: '0.045000' });
  expect(btcBefore).not.toBe(m.markPrice('BTCUSDT')!.toString());

  // An hour later: candles from the listing only, the first of each opening at the listing price.
  clock.advance(HOUR);
  for (const interval of ['1m', '1h', '1d', '1w'] as const) {
    const candles = m.candles('SBXUSDT', interval, 500)!;
    expect(candles[0]!.open, interval).toBe('0.045000');
    expect(candles[0]!.time, interval).toBeLessThanOrEqual(LISTING_MINUTE.getTime());
  }
  expect(m.candles('SBXUSDT', '1m', 500)![0]!.time).toBe(LISTING_MINUTE.getTime());

  // Deterministic: a market loaded later (a restarted server) has the same path, second by second.
  const later = marketWith(new ManualClock(clock.now()), [...fixtureRows(), token()]);
  await later.load();
  for (let t = LISTING_MINUTE.getTime(); t <= clock.now().getTime(); t += 7 * MINUTE + 13_000) {
    expect(later.priceAt('SBXUSDT', new Date(t))!.toString()).toBe(m.priceAt('SBXUSDT', new Date(t))!.toString());
  }
  expect(later.markPrice('SBXUSDT')!.toString()).toBe(m.markPrice('SBXUSDT')!.toString());
  // The seeded symbols are untouched by the listing (no steer in the reloaded one: compare XAU).
  expect(later.markPrice('XAUUSD')!.toString()).toBe(m.markPrice('XAUUSD')!.toString());
});

test('a listing still ahead is not added', async () => {
  const m = marketWith(new ManualClock(START), fixtureRows());
  await m.load();
  expect(m.addSymbol({ ...token(), listedAt: new Date(START.getTime() + MINUTE) })).toBe(false);
  expect(m.symbol('SBXUSDT')).toBeUndefined();
});

test('a price does not depend on the week the market was loaded in (the history start moves weekly)', async () => {
  const clock = new ManualClock(START);
  const early = marketWith(clock, fixtureRows());
  await early.load();
  // Eight days on: another week, so a market loaded now starts its history a week later.
  clock.advance(8 * 24 * HOUR + 17_000);
  early.tick();
  const late = marketWith(new ManualClock(clock.now()), fixtureRows());
  await late.load();
  for (let t = clock.now().getTime() - 5 * HOUR; t <= clock.now().getTime(); t += 7 * MINUTE + 13_000) {
    const at = new Date(Math.floor(t / 1000) * 1000);
    expect(late.priceAt('BTCUSDT', at)!.toString(), at.toISOString()).toBe(early.priceAt('BTCUSDT', at)!.toString());
  }
  expect(late.markPrice('EURUSD')!.toString()).toBe(early.markPrice('EURUSD')!.toString());
});
