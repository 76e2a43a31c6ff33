import { describe, expect, it } from 'vitest';
import { checkTypedAmount } from './amount-check.ts';

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
