import { describe, expect, test } from 'vitest';
import { loanCollateral, loanEndAt, loanInterest, loanLtvPercent, loanPenalty } from './loan-terms.ts';

describe('loan terms (known answers worked by hand)', () => {
  test('interest: amount x rate % x days, truncated', () => {
    expect(loanInterest('1234.56', '0.1', 7, 2)).toBe('8.64'); // 8.64192
    expect(loanInterest('1000', '0.1', 7, 2)).toBe('7');
    expect(loanInterest('3000', '0.05', 30, 2)).toBe('45');
    expect(loanInterest('0.01', '0.01', 1, 2)).toBe('0'); // 0.000001
  });

  test('collateral: rounded up to the collateral decimals', () => {
    expect(loanCollateral('3000', '1.5', '60000', 8)).toBe('0.075');
    expect(loanCollateral('3000', '1.5', '70000', 8)).toBe('0.06428572'); // 0.0642857142..
  });

  test('overdue penalty: twice the daily rate on the principal per started day after the end date', () => {
    const end = new Date('2026-01-08T00:00:00Z');
    expect(loanPenalty('1000', '0.1', end, new Date(end.getTime() + 2.5 * 86_400_000), 2)).toBe('6');
    expect(loanPenalty('1000', '0.1', end, end, 2)).toBe('0');
  });

    test('LTV and end date', () => {
    expect(loanLtvPercent('3001.5', '0.075', '50000').toFixed(4)).toBe('80.0400');
    expect(loanLtvPercent('1', '0', '1').isFinite()).toBe(false);
    expect(loanEndAt(new Date('2026-01-01T00:00:00Z'), 7).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });
});
