import Decimal from 'decimal.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { ManualClock } from '../../src/clock.ts';
import { parseCandleCsv } from '../../src/market/candle-csv.ts';
import { fixtureMarket } from '../market-fixtures.ts';

/*
 * Properties of a CSV replay on the engine (no app): for any valid file, scaled or absolute, the
 * price at each row's offset is that row's close (scaled by the price at the start), within the
 * rounding of a tick; between rows it stays between the two closes; and the written CSV reads
 * back as the rows it was made from.
 */
const row = fc.record({
  gap: fc.integer({ min: 1, max: 600 }),
  close: fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).div(100)),
});

test('a replay passes through every close at its offset and stays between neighbouring closes', async () => {
  const clock = new ManualClock(new Date('2026-05-06T07:08:09Z'));
  const market = await fixtureMarket(clock);
  await fc.assert(
    fc.asyncProperty(fc.array(row, { minLength: 2, maxLength: 12 }), fc.constantFrom('scaled', 'absolute' as const), fc.constantFrom('BTCUSDT', 'XAUUSD'), async (rows, mode, symbol) => {
      // Each run on the walk alone (scaled replays would otherwise compound run after run).
      await market.load();
      let offset = 0;
      const lines = rows.map((r, i) => {
        offset += i === 0 ? 0 : r.gap;
        const c = r.close.toFixed(2);
        return `${offset},${c},${c},${c},${c}`;
      });
      const parsed = parseCandleCsv(`offset,open,high,low,close\n${lines.join('\n')}\n`);
      expect(parsed.map((p) => p.close)).toEqual(rows.map((r) => r.close.toString()));
      const steer = market.replay({ symbol, mode, rows: parsed })!;
      const start = clock.now().getTime();
      const from = new Decimal(steer.from);
      const first = rows[0]!.close;
      const expected = (close: Decimal) => (mode === 'scaled' ? from.mul(close).div(first) : close);
      for (let i = 1; i < parsed.length; i++) {
        // Halfway to the row (a whole second), then on it.
        const prevAt = parsed[i - 1]!.offsetSeconds;
        const at = parsed[i]!.offsetSeconds;
        const mid = prevAt + Math.floor((at - prevAt) / 2);
        clock.set(new Date(start + mid * 1000));
        const between = market.markPrice(symbol)!;
        const [lo, hi] = [expected(rows[i - 1]!.close), expected(rows[i]!.close)].sort((a, b) => a.cmp(b));
        if (mid > 0) {
          expect(between.gte(lo!.mul(0.999).minus(0.01)) && between.lte(hi!.mul(1.001).plus(0.01)), `${between} in [${lo}, ${hi}]`).toBe(true);
        }
        clock.set(new Date(start + at * 1000));
        // Within a tick, and within 0.1 % of the scaled close (each point is rounded to a whole tick).
        const price = market.markPrice(symbol)!;
        expect(price.minus(expected(rows[i]!.close)).abs().lte(Decimal.max(0.011, expected(rows[i]!.close).mul(0.0001))), `${price} vs ${expected(rows[i]!.close)}`).toBe(true);
      }
      expect(steer.target).toBe(market.markPrice(symbol)!.toFixed(2));
      // The next run starts a minute after this replay ends.
      clock.advance(60_000);
    }),
    { numRuns: 15, seed: 18 },
  );
}, 120_000);
