import fc from 'fast-check';
import { expect, test } from 'vitest';
import { CLOSE_REASON } from '@sandbox/shared';
import { D } from '../../src/modules/trading/margin-math.ts';
import { TriggerIndex, type Triggers } from '../../src/modules/trading/trigger-index.ts';

/*
 * The trigger index against a scan of every position: after any mix of batches (appended and
 * sorted, or inserted one by one into a larger book), batches of one and removals, a price fires
 * exactly the positions one of whose levels it reached, and a liquidation only when no
 * take-profit or stop-loss of the position was reached too.
 */

const level = fc.option(fc.integer({ min: 1, max: 40 }).map((n) => String(n * 25)), { nil: null });
const triggers = fc.record({
  positionId: fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `p${i}`)),
  symbol: fc.constantFrom('BTCUSDT', 'ETHUSDT'),
  side: fc.constantFrom(1 as const, -1 as const),
  takeProfit: level,
  stopLoss: level,
  liquidation: level,
});
const operation = fc.oneof(
  fc.record({ batch: fc.array(triggers, { minLength: 1, maxLength: 25 }) }),
  fc.record({ one: triggers }),
  fc.record({ remove: fc.constantFrom(...Array.from({ length: 30 }, (_, i) => `p${i}`)) }),
);

/** What a scan of every position finds at `price`: per position, the reasons reached. */
function scan(positions: ReadonlyMap<string, Triggers>, symbol: string, price: number): Map<string, Set<number>> {
  const fired = new Map<string, Set<number>>();
  for (const t of positions.values()) {
    if (t.symbol !== symbol) continue;
    const long = t.side === 1;
    const reached = new Set<number>();
    const at = (value: string | null, rising: boolean) => value !== null && (rising ? price >= Number(value) : price <= Number(value));
    if (at(t.takeProfit, long)) reached.add(CLOSE_REASON.TAKE_PROFIT);
    if (at(t.stopLoss, !long)) reached.add(CLOSE_REASON.STOP_LOSS);
    if (at(t.liquidation, !long)) reached.add(CLOSE_REASON.LIQUIDATION);
    if (reached.size > 0) fired.set(t.positionId, reached);
  }
  return fired;
}

test('the index fires what a scan of every position finds, after batches, batches of one and removals', () => {
  fc.assert(
    fc.property(fc.array(operation, { maxLength: 12 }), fc.array(fc.integer({ min: 0, max: 1050 }), { minLength: 1, maxLength: 8 }), (operations, prices) => {
      const index = new TriggerIndex();
      const positions = new Map<string, Triggers>();
      for (const op of operations) {
        if ('batch' in op) {
          index.upsertMany(op.batch);
          for (const t of op.batch) positions.set(t.positionId, t);
        } else if ('one' in op) {
          index.upsertMany([op.one]);
          positions.set(op.one.positionId, op.one);
        } else {
          index.remove(op.remove);
          positions.delete(op.remove);
        }
      }
      for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
        for (const price of prices) {
          const expected = scan(positions, symbol, price);
          const fired = index.crossed(symbol, new D(price));
          expect(fired.map((f) => f.positionId).sort()).toEqual([...expected.keys()].sort());
          for (const f of fired) {
            const reached = expected.get(f.positionId)!;
            expect(reached.has(f.reason)).toBe(true);
            if (f.reason === CLOSE_REASON.LIQUIDATION) expect([...reached]).toEqual([CLOSE_REASON.LIQUIDATION]);
          }
        }
      }
    }),
    { numRuns: 300 },
  );
});

test('a batch into a sorted book replaces every old level: a moved liquidation price no longer fires at its old level', () => {
  const long = (positionId: string, liquidation: string): Triggers => ({ positionId, symbol: 'BTCUSDT', side: 1, takeProfit: null, stopLoss: null, liquidation });
  const index = new TriggerIndex();
  index.upsertMany([long('a', '100'), long('b', '200'), long('c', '300'), long('z', '400')]);
  // A position opened beside z moves z's cross liquidation price from 400 to 350 (position-open tracks both at once).
  index.upsertMany([long('new', '50'), long('z', '350')]);
  expect(index.crossed('BTCUSDT', new D('380'))).toEqual([]);
  expect(index.crossed('BTCUSDT', new D('350'))).toEqual([{ positionId: 'z', reason: CLOSE_REASON.LIQUIDATION, level: new D('350') }]);
  expect(index.size).toBe(5);
});
