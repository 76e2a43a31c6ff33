import { describe, expect, it } from 'vitest';
import { checkRechargeAmount } from './recharge-rules.ts';

describe('checkRechargeAmount', () => {
  it('lets an amount at or above the minimum through, blanks around it ignored', () => {
    expect(checkRechargeAmount('100', '10', 2)).toBeNull();
    expect(checkRechargeAmount(' 10 ', '10', 2)).toBeNull();
    expect(checkRechargeAmount('10.50', '10', 2)).toBeNull();
    expect(checkRechargeAmount('0.5', undefined, 8)).toBeNull();
  });

  it('says what is wrong with the typed text first, at the currency decimals', () => {
    expect(checkRechargeAmount('', '10', 2)).toEqual({ problem: 'required' });
    expect(checkRechargeAmount('   ', '10', 2)).toEqual({ problem: 'required' });
    expect(checkRechargeAmount('12,5', '10', 2)).toEqual({ problem: 'invalid' });
    expect(checkRechargeAmount('0', undefined, 2)).toEqual({ problem: 'invalid' });
    // Three decimals for a two-decimal currency, even though it is also below the minimum.
    expect(checkRechargeAmount('1.234', '10', 2)).toEqual({ problem: 'precision', value: '2' });
    expect(checkRechargeAmount('1000000000.01', undefined, 2)).toEqual({ problem: 'aboveMaximum', value: '1000000000' });
  });

  it('then the minimum, which it names', () => {
    expect(checkRechargeAmount('9.99', '10', 2)).toEqual({ problem: 'belowMinimum', value: '10' });
    expect(checkRechargeAmount('0.00009', '0.0001', 8)).toEqual({ problem: 'belowMinimum', value: '0.0001' });
  });
});
