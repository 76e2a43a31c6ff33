// The accrual's income in integer units (dailyIncomeOf) against the published rule in decimal.js
// (shared/earn.ts earnDailyIncome, minerDailyOutput): identical for every principal, rate,
// machine count and currency precision.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { PRODUCT_TYPE } from '@sandbox/shared';
import { earnDailyIncome, minerDailyOutput } from '@sandbox/shared/earn';
import { dailyIncomeOf } from '../../src/modules/earn/accrual-service.ts';

// A decimal text of up to `whole` integer digits and `places` decimals, trailing zeros kept as a user may type them.
const decimalText = (whole: number, places: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** BigInt(whole) - 1n }), fc.integer({ min: 0, max: places }), fc.bigInt({ min: 0n, max: 10n ** BigInt(places) - 1n }))
    .map(([int, decimals, fraction]) => (decimals === 0 ? `${int}` : `${int}.${fraction.toString().padStart(places, '0').slice(0, decimals)}`));

test('known answers: 1234.56 at 0.57 % is 7.03 (2 decimals); 3 machines of 1000 at 0.35 % is 10.5; 0.01 at 0.15 % truncates to 0', () => {
  expect(dailyIncomeOf({ type: PRODUCT_TYPE.ARBITRAGE, amount: '1234.56', quantity: 1, dailyRate: '0.57', unitPrice: null }, 2)).toBe('7.03');
  expect(dailyIncomeOf({ type: PRODUCT_TYPE.MINING, amount: '3000', quantity: 3, dailyRate: '0.35', unitPrice: '1000' }, 2)).toBe('10.5');
  expect(dailyIncomeOf({ type: PRODUCT_TYPE.DEBT, amount: '0.01', quantity: 1, dailyRate: '0.15', unitPrice: null }, 8)).toBe('0.000015');
  expect(dailyIncomeOf({ type: PRODUCT_TYPE.DEBT, amount: '0.01', quantity: 1, dailyRate: '0.15', unitPrice: null }, 2)).toBe('0');
});

test('integer income equals the decimal.js rule', () => {
  fc.assert(
    fc.property(
      decimalText(12, 8),
      decimalText(3, 6),
      decimalText(9, 8),
      fc.integer({ min: 1, max: 1000 }),
      fc.integer({ min: 0, max: 8 }),
      (amount, rate, unitPrice, machines, places) => {
        expect(dailyIncomeOf({ type: PRODUCT_TYPE.ARBITRAGE, amount, quantity: 1, dailyRate: rate, unitPrice: null }, places)).toBe(earnDailyIncome(amount, rate, places));
        expect(dailyIncomeOf({ type: PRODUCT_TYPE.MINING, amount, quantity: machines, dailyRate: rate, unitPrice }, places)).toBe(
          minerDailyOutput(machines, unitPrice, rate, places),
        );
      },
    ),
    { numRuns: 3000 },
  );
});
