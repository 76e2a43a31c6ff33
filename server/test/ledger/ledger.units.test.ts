// The ledger's integer units (units.ts) against its decimal.js path (decimal.ts): same texts
// accepted, same canonical texts written, sums and truncation identical.
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { LedgerDecimal, formatAmount, parseAmount } from '../../src/ledger/decimal.ts';
import { fromUnits, toUnits, truncateUnits } from '../../src/ledger/units.ts';

// Decimal texts as the ledger accepts them: sign, 1-30 integer digits (leading zeros too), 0-18 decimals.
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const amountText = fc
  .tuple(fc.boolean(), digits(1, 30), fc.option(digits(1, 18), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

describe('ledger units', () => {
  test('known answers', () => {
    expect(toUnits('1.5', 'x')).toBe(1_500_000_000_000_000_000n);
    expect(toUnits('-0.000000000000000001', 'x')).toBe(-1n);
    expect(fromUnits(0n)).toBe('0');
    expect(fromUnits(-1n)).toBe('-0.000000000000000001');
    expect(fromUnits(toUnits('-0.0', 'x'))).toBe('0');
    expect(fromUnits(toUnits('007.250', 'x'))).toBe('7.25');
    expect(fromUnits(truncateUnits(toUnits('-7.036992', 'x'), 2))).toBe('-7.03');
    for (const bad of ['', '1e5', '.5', '1.', '+1', ' 1', '1.0000000000000000001', '1'.repeat(31)])
      expect(() => toUnits(bad, 'x'), bad).toThrow(RangeError);
  });

  it('reads and writes every accepted text as decimal.js does', () => {
    fc.assert(
      fc.property(amountText, (text) => {
        expect(fromUnits(toUnits(text, 'x'))).toBe(formatAmount(parseAmount(text, 'x')));
      }),
      { numRuns: 2000 },
    );
  });

  it('sums and truncates as decimal.js does', () => {
    fc.assert(
      fc.property(fc.array(amountText, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 18 }), (texts, places) => {
        const units = texts.reduce((sum, t) => sum + toUnits(t, 'x'), 0n);
        const decimal = texts.reduce((sum, t) => sum.plus(parseAmount(t, 'x')), new LedgerDecimal(0));
        expect(fromUnits(units)).toBe(formatAmount(decimal));
        expect(fromUnits(truncateUnits(units, places))).toBe(formatAmount(decimal.toDecimalPlaces(places, LedgerDecimal.ROUND_DOWN)));
      }),
      { numRuns: 1000 },
    );
  });
});
