import { describe, expect, it } from 'vitest';
import { tradeAmount, userAmount } from './contract/amount.ts';
import { MAX_AMOUNT_PER_CALL, amountProblem, decimalsOf, withinMaximum } from './money.ts';

describe('decimalsOf', () => {
  it('counts the decimals as typed', () => {
    expect(['12.50', '137', '0.5', '1.000000000000000001'].map(decimalsOf)).toEqual([2, 0, 1, 18]);
  });
});

describe('amountProblem', () => {
  it('accepts a positive amount within the decimals and the maximum', () => {
    expect(amountProblem('12.34', 2)).toBeNull();
    expect(amountProblem('0.01', 2)).toBeNull();
    expect(amountProblem(MAX_AMOUNT_PER_CALL, 2)).toBeNull();
    expect(amountProblem('999999999.99', 2)).toBeNull();
  });

  it('names the first rule broken', () => {
    for (const text of ['', ' 1', '1e5', '-1', '1,000', '.5', '1.', 'abc']) expect(amountProblem(text, 2)).toBe('invalid');
    expect(amountProblem('0', 2)).toBe('notPositive');
    expect(amountProblem('0.000', 2)).toBe('notPositive');
    expect(amountProblem('12.345', 2)).toBe('tooManyDecimals');
    expect(amountProblem('12.345', 8)).toBeNull();
    expect(amountProblem('1000000000.01', 2)).toBe('aboveMaximum');
    expect(amountProblem('1000000000000000000000000000000', 2)).toBe('aboveMaximum');
    // Decimals are checked before the maximum: the currency rule is the more useful hint.
    expect(amountProblem('1000000000000.123', 2)).toBe('tooManyDecimals');
  });

  it('takes a tighter maximum', () => {
    expect(amountProblem('501', 2, '500')).toBe('aboveMaximum');
  });
});

describe('the contract amount schema', () => {
  const ok = (v: unknown) => userAmount.safeParse(v).success;

  it('accepts positive plain decimals up to 18 decimals and the maximum', () => {
    for (const v of ['1', '0.01', '12.345', '1000000000', '0.000000000000000001', '010.50']) expect(ok(v)).toBe(true);
  });

  it('refuses everything else', () => {
    const bad = ['', '0', '0.00', '-1', '1e5', ' 1', '1 ', '1,000', '.5', '1.', '1000000000.00000001', '1000000000000000000000000000000', '0.0000000000000000001', 1];
    for (const v of bad) expect(ok(v), String(v)).toBe(false);
  });

  it('trading money stops at 8 decimals', () => {
    expect(tradeAmount.safeParse('0.00000001').success).toBe(true);
    expect(tradeAmount.safeParse('0.000000001').success).toBe(false);
    expect(tradeAmount.safeParse('1000000000.01').success).toBe(false);
  });

  it('published maximum is a whole number of units', () => {
    expect(withinMaximum(MAX_AMOUNT_PER_CALL)).toBe(true);
    expect(withinMaximum('1000000000.00000001')).toBe(false);
  });
});
