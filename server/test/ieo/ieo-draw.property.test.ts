import Decimal from 'decimal.js';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { drawAllocation, type IeoAllocation } from '@sandbox/shared/ieo-draw';

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
