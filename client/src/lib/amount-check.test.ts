import { describe, expect, it } from 'vitest';
import { checkTypedAmount, problemValueText } from './amount-check.ts';

describe('checkTypedAmount (the shared amount rule in the forms)', () => {
  it('accepts a positive amount within the decimals and the maximum', () => {
    expect(checkTypedAmount('12.34', 2)).toBeNull();
    expect(checkTypedAmount(' 12.34 ', 2)).toBeNull();
    expect(checkTypedAmount('1000000000', 2)).toBeNull();
  });

  it('names the problem the server would answer', () => {
    expect(checkTypedAmount('', 2)).toEqual({ problem: 'required' });
    for (const bad of ['0', '-1', '1e5', '1,000', 'abc']) expect(checkTypedAmount(bad, 2)).toEqual({ problem: 'invalid' });
    expect(checkTypedAmount('12.345', 2)).toEqual({ problem: 'precision', value: '2' });
    expect(checkTypedAmount('1000000000.01', 2)).toEqual({ problem: 'aboveMaximum', value: '1000000000' });
    expect(checkTypedAmount('1000000000000000000000000000000', 8)).toEqual({ problem: 'aboveMaximum', value: '1000000000' });
  });
});

describe('problemValueText (what an amount message shows)', () => {
  it('shows a number of decimals as it is and any amount as money of the form\'s currency', () => {
    expect(problemValueText({ problem: 'precision', value: '2' }, 2)).toBe('2');
    expect(problemValueText({ problem: 'aboveMaximum', value: '1000000000' }, 2)).toBe('1,000,000,000.00');
    // "More than your available 100.00 USDT" under "Available: 100.00 USDT", not "100".
    expect(problemValueText({ problem: 'aboveAvailable', value: '100' }, 2)).toBe('100.00');
    expect(problemValueText({ problem: 'belowMinimum', value: '0.001' }, 8)).toBe('0.00100000');
    // The currency list not there yet: 2, as every amount of the screen.
    expect(problemValueText({ problem: 'feeExceedsAmount', value: '1.5' }, undefined)).toBe('1.50');
    expect(problemValueText({ problem: 'required' }, 2)).toBeUndefined();
  });
});
