import { expect, test } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { Market } from '../../src/market/market.ts';
import type { TradingSymbolRow } from '../../src/market/market-symbol.ts';
import { fixtureRows } from '../market-fixtures.ts';

/*
 * A reload (a scenario load, a snapshot's restore) keeps a symbol's market when a rebuild would
 * make the same one, and moves it on to now: the candles and prices are those of a market
 * built fresh at that instant. Anything that could make them differ rebuilds it.
 */

const START = new Date('2026-03-04T05:06:07Z');
const HOUR = 3_600_000;

function marketOver(clock: ManualClock, rows: () => TradingSymbolRow[]) {
  return new Market({ db: { tradingSymbol: { findMany: async () => rows() } }, clock });
}

/** What a chart and a trade read of every symbol: candles of each interval and the price now. */
function view(m: Market) {
  return m.symbols().map((s) => ({
    code: s.code,
    price: m.markPrice(s.code)!.toString(),
    candles: (['1m', '1h', '1d', '1w'] as const).map((i) => m.candles(s.code, i, 300)),
  }));
}

test('an unchanged symbol is kept on reload: it reads as the market that ran on without one, at the price a fresh build has', async () => {
  const clock = new ManualClock(START);
  // The rows as a scenario load rewrites them: the same fields, a new write time.
  const rows = () => fixtureRows().map((r) => ({ ...r, updatedAt: clock.now() }));
  const m = marketOver(clock, rows);
  const ranOn = marketOver(clock, rows);
  await m.load();
  await ranOn.load();
  clock.advance(2 * HOUR + 17_000);
  await m.load();
  expect(m.keptOnLastLoad).toBe(3);
  // Exactly what a server that was not reloaded shows: no chart changes under a user.
  expect(view(m)).toEqual(view(ranOn));
  // A market built now has the same prices and minute and hour candles; its older day and week
  // candles may differ in volume and wick, as a restarted server's do (history is generated
  // coarser the further back it lies, and the zones follow the instant of the build).
  const fresh = marketOver(new ManualClock(clock.now()), rows);
  await fresh.load();
  expect(fresh.keptOnLastLoad).toBe(0);
  const [a, b] = [view(m), view(fresh)];
  expect(a.map((s) => [s.code, s.price, s.candles[0], s.candles[1]])).toEqual(b.map((s) => [s.code, s.price, s.candles[0], s.candles[1]]));
});

test('a steer, a changed row or a clock moved back rebuilds the symbol', async () => {
  const clock = new ManualClock(START);
  let volatility = '0.6';
  const rows = () => fixtureRows().map((r) => (r.symbol === 'EUR/USD' ? { ...r, volatility } : r));
  const m = marketOver(clock, rows);
  await m.load();

  // A snapshot's steers replayed on load: that symbol is built with them, the others kept.
  m.steer({ symbol: 'BTCUSDT', kind: 'crash', percent: '10', durationSeconds: 60 });
  const recorded = m.recordedSteers();
  clock.advance(30_000);
  await m.load(recorded);
  expect(m.keptOnLastLoad).toBe(2);
  expect(m.state().symbols.find((s) => s.symbol === 'BTCUSDT')!.steers).toHaveLength(1);

  // A reload drops a steer: the steered symbol is rebuilt without it.
  await m.load();
  expect(m.keptOnLastLoad).toBe(2);
  expect(m.state().symbols.find((s) => s.symbol === 'BTCUSDT')!.steers).toHaveLength(0);
  await m.load();
  expect(m.keptOnLastLoad).toBe(3);

  // A changed row (QA edited a volatility): that symbol is rebuilt.
  volatility = '0.9';
  await m.load();
  expect(m.keptOnLastLoad).toBe(2);

  // Back in time (a restore of an earlier snapshot): a kept market would show the future.
  clock.set(new Date(START.getTime() - HOUR));
  await m.load();
  expect(m.keptOnLastLoad).toBe(0);
  const fresh = marketOver(new ManualClock(clock.now()), rows);
  await fresh.load();
  expect(view(m)).toEqual(view(fresh));
});

test('QA state counts every load, two within one sandbox second too (loadedAt is that second, alike for both)', async () => {
  const clock = new ManualClock(START);
  const m = marketOver(clock, fixtureRows);
  await m.load();
  const first = m.state();
  clock.advance(400);
  await m.load();
  const second = m.state();
  expect([first.loads, second.loads]).toEqual([1, 2]);
  expect(second.loadedAt).toBe(first.loadedAt);
});
