import Decimal from 'decimal.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { drawAllocation, drawKey, type IeoAllocation } from '@sandbox/shared/ieo-draw';
import { nodeDrawKey } from '../../src/modules/ieo/draw-key.ts';

/*
 * Properties of the IEO draw (shared/src/ieo-draw.ts) over any applications at the token's
 * decimals: nobody wins more than asked or less than nothing, the supply is never exceeded
 * and is given out whole when oversubscribed (pro rata to the unit, lottery to the lot), an
 * undersubscribed project fills every application, and the input order never matters.
 */

const apps = fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 40 });

test('the draw never over-allocates, fills whole when oversubscribed, and ignores input order', () => {
  fc.assert(
    fc.property(apps, fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom<IeoAllocation>('proRata', 'lottery'), fc.string({ minLength: 1 }), (units, supplyUnits, allocation, seed) => {
      const decimals = 2;
      const scale = (n: number) => new Decimal(n).dividedBy(100).toFixed();
      const lot = '100';
      // Lottery quantities are whole lots, as apply requires.
      const quantities = units.map((u) => (allocation === 'lottery' ? String((u % 50) * 100 + 100) : scale(u)));
      const applications = quantities.map((quantity, i) => ({ orderNo: `IO${String(i).padStart(4, '0')}`, quantity }));
      const totalSupply = scale(supplyUnits);
      const won = drawAllocation({ seed, allocation, totalSupply, lotSize: lot, decimals, applications });
      const asked = applications.reduce((s, a) => s.plus(a.quantity), new Decimal(0));
      let given = new Decimal(0);
      for (const a of applications) {
        const w = new Decimal(won.get(a.orderNo)!);
        expect(w.gte(0) && w.lte(a.quantity)).toBe(true);
        if (allocation === 'lottery') expect(w.mod(lot).isZero()).toBe(true);
        if (asked.lte(totalSupply)) expect(w.eq(a.quantity)).toBe(true);
        given = given.plus(w);
      }
      expect(given.lte(totalSupply)).toBe(true);
      if (asked.gt(totalSupply)) {
        const whole = allocation === 'proRata' ? new Decimal(totalSupply) : new Decimal(totalSupply).dividedToIntegerBy(lot).times(lot);
        expect(given.eq(whole)).toBe(true);
      }
      expect(drawAllocation({ seed, allocation, totalSupply, lotSize: lot, decimals, applications: [...applications].reverse() })).toEqual(won);
    }),
    { numRuns: 200, seed: 20261125 },
  );
});

test("the server's rank key (node:crypto) is crypto-js's, so its draws are the ones the browser and the verifier recompute", () => {
  // A published vector: HMAC-SHA256 with key "key" of "The quick brown fox jumps over the lazy dog".
  expect(nodeDrawKey('key', 'The quick brown fox jumps over the lazy dog')).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  fc.assert(
    fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (seed, message) => {
      expect(nodeDrawKey(seed, message)).toBe(drawKey(seed, message));
    }),
    { numRuns: 300, seed: 20261202 },
  );
  fc.assert(
    fc.property(apps, fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom<IeoAllocation>('proRata', 'lottery'), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), (units, supply, allocation, seed) => {
      const applications = units.map((u, i) => ({ orderNo: `IO${String(i).padStart(4, '0')}`, quantity: String((u % 50) * 100 + 100) }));
      const input = { seed, allocation, totalSupply: String(supply), lotSize: '100', decimals: 2, applications };
      expect(drawAllocation(input, nodeDrawKey)).toEqual(drawAllocation(input));
    }),
    { numRuns: 100, seed: 20261202 },
  );
});
