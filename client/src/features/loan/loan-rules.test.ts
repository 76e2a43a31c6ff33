import { describe, expect, it } from 'vitest';
import { checkLoanAmount, isRepayable, shortfall, loanStatusKey, maxForSet, pledgeValue, repaymentDate, totalInterest, totalRepayment } from './loan-rules.ts';

const credit = { type: 1 as const, minAmount: '100', maxAmount: '2000', maxAmountKyc: '20000' };
const pledge = { type: 2 as const, minAmount: '100', maxAmount: '100000', maxAmountKyc: '500000' };

describe('loan rules (the server rules of docs/domains/credit-and-ieo.md "Loans")', () => {
  it('total interest is amount x daily rate / 100 x days, truncated to the currency', () => {
    // The worked example of docs/domains/credit-and-ieo.md "Loans": 1234.56 USDT, 0.1 % a day,
    // 7 days = 8.64192 -> 8.64.
    expect(totalInterest('1234.56', '0.1', 7, 2)).toBe('8.64');
    // 999.99 x 0.08 % x 30 = 23.99976 -> 23.99 (truncated, not rounded to 24.00).
    expect(totalInterest('999.99', '0.08', 30, 2)).toBe('23.99');
    expect(totalInterest('100', '0.05', 30, 2)).toBe('1.5');
    expect(totalRepayment('1234.56', '8.64')).toBe('1243.2');
  });

  it('the repayment date is days x 24 h after approval, in region time', () => {
    // 2026-01-10 20:00 UTC is 2026-01-11 04:00 in UTC+8.
    expect(repaymentDate(new Date('2026-01-10T20:00:00Z'), 7)).toBe('2026-01-18 04:00:00');
    expect(repaymentDate(new Date('2026-01-31T17:30:00Z'), 30)).toBe('2026-03-03 01:30:00');
  });

  it('the pledge value is amount x pledge rate (percent)', () => {
    expect(pledgeValue('1000', '150', 2)).toBe('1500');
    expect(pledgeValue('333.33', '160', 2)).toBe('533.32');
  });

  it('checks an amount in the order the server does', () => {
    const info = { availableLimit: '1500' };
    expect(checkLoanAmount('', credit, info, 2)).toEqual({ problem: 'required' });
    expect(checkLoanAmount('1.234', credit, info, 2)).toEqual({ problem: 'precision', value: '2' });
    expect(checkLoanAmount('99.99', credit, info, 2)).toEqual({ problem: 'outOfRange', min: '100', max: '2000' });
    expect(checkLoanAmount('2000.01', credit, info, 2)).toEqual({ problem: 'advancedForMore', max: '2000', maxKyc: '20000' });
    expect(checkLoanAmount('20000.01', credit, info, 2)).toEqual({ problem: 'outOfRange', min: '100', max: '2000' });
    expect(checkLoanAmount('1500.01', credit, info, 2)).toEqual({ problem: 'aboveLimit', value: '1500' });
    expect(checkLoanAmount('1500', credit, info, 2)).toBeNull();
    // A pledge loan is bounded by its collateral, not the credit limit.
    expect(checkLoanAmount('5000', pledge, info, 2)).toBeNull();
    expect(maxForSet(credit, info)).toBe('1500');
    expect(maxForSet(pledge, info)).toBe('100000');
  });

  it('tells how far spot falls short of a repayment', () => {
    expect(shortfall('1250.1', '1000')).toBe('250.1');
    expect(shortfall('1000.5', '1000.5')).toBeNull();
    expect(shortfall('1000.5', '2000')).toBeNull();
  });

  it('names every state and repays running and overdue loans only', () => {
    expect([0, 1, 2, 3, -1, 4].map(loanStatusKey)).toEqual(['pending', 'review', 'running', 'repaid', 'rejected', 'overdue']);
    expect([0, 2, 3, -1, 4].map(isRepayable)).toEqual([false, true, false, false, true]);
  });
});
