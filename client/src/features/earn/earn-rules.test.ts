import { describe, expect, it } from 'vitest';
import {
  levelTooLowFor,
  checkEarnAmount,
  checkMachines,
  expectedIncome,
  expectedOutput,
  machineRange,
  firstIncomeTime,
  orderDailyOutput,
  remainingQuota,
  schedulePreview,
  soldPercent,
} from './earn-rules.ts';

const arb = { dailyRateMin: '0.5', dailyRateMax: '0.8', cycleDays: 7, minAmount: '100', maxAmount: '10000', totalQuota: '100000', soldQuota: '40000' };
const miner = { ...arb, dailyRateMin: '0.3', dailyRateMax: '0.35', cycleDays: 180, unitPrice: '3000', minAmount: '0', maxAmount: '30000', totalQuota: '50', soldQuota: '12' };

describe('earn screen rules (known answers)', () => {
  it('expected income: each end of the range truncated per day, the total is the day times the cycle', () => {
    // 1234.56 x 0.5 % = 6.1728 -> 6.17; x 0.8 % = 9.87648 -> 9.87; x 7 days.
    expect(expectedIncome('1234.56', arb, 2)).toEqual({ daily: { low: '6.17', high: '9.87' }, total: { low: '43.19', high: '69.09' } });
    // 8 decimals keep what 2 cut: 6.1728 and 9.87648, x 7 = 43.2096 and 69.13536.
    expect(expectedIncome('1234.56', arb, 8)).toEqual({ daily: { low: '6.1728', high: '9.87648' }, total: { low: '43.2096', high: '69.13536' } });
  });

  it('mining output: machines x the truncated output of one machine', () => {
    // One machine: 3000 x 0.3 % = 9; 3000 x 0.35 % = 10.5. Three machines: 27 and 31.5 a day; x 180 days.
    expect(expectedOutput(3, miner, 2)).toEqual({ daily: { low: '27', high: '31.5' }, total: { low: '4860', high: '5670' } });
    // An order of 2 machines for 5999.99 at 0.33 %: one machine 2999.995 x 0.33 % = 9.8999835 -> 9.89; x 2 = 19.78.
    expect(orderDailyOutput({ amount: '5999.99', quantity: 2, dailyRate: '0.33' }, 2)).toBe('19.78');
  });

  it('schedule: first income at 00:00 UTC+8 of the day after the region purchase day, the end cycleDays days after it', () => {
    // 2026-01-10 15:59:59 UTC is 23:59:59 on the 10th in region time; one second later it is the 11th.
    expect(schedulePreview(new Date('2026-01-10T15:59:59Z'), 7)).toEqual({ firstIncome: '2026-01-11 00:00:00', end: '2026-01-17 00:00:00' });
    expect(schedulePreview(new Date('2026-01-10T16:00:00Z'), 7)).toEqual({ firstIncome: '2026-01-12 00:00:00', end: '2026-01-18 00:00:00' });
    expect(firstIncomeTime({ startTime: '2026-01-11 23:59:59' })).toBe('2026-01-12 00:00:00');
  });

  it('quota: what is left and the share sold; "0" means no quota', () => {
    expect(remainingQuota(arb)).toBe('60000');
    expect(soldPercent({ totalQuota: '1000000', soldQuota: '235000' })).toBe('23.5');
    expect(soldPercent({ totalQuota: '3', soldQuota: '1' })).toBe('33.33');
    expect(remainingQuota({ totalQuota: '0', soldQuota: '5' })).toBeNull();
    expect(soldPercent({ totalQuota: '0', soldQuota: '5' })).toBe('0');
  });

  it('amount refusals in the server order: amount rule, range, quota, balance', () => {
    expect(checkEarnAmount('', arb, 2, '5000')).toEqual({ problem: 'required' });
    expect(checkEarnAmount('1.001', arb, 2, '5000')).toEqual({ problem: 'precision', value: '2' });
    expect(checkEarnAmount('99.99', arb, 2, '5000')).toEqual({ problem: 'outOfRange', min: '100', max: '10000' });
    expect(checkEarnAmount('10000.01', arb, 2, '50000')).toEqual({ problem: 'outOfRange', min: '100', max: '10000' });
    expect(checkEarnAmount('5000', { ...arb, soldQuota: '96000' }, 2, '9000')).toEqual({ problem: 'aboveQuota', value: '4000' });
    expect(checkEarnAmount('5000.01', arb, 2, '5000')).toEqual({ problem: 'aboveAvailable', value: '5000' });
    expect(checkEarnAmount('5000', arb, 2, '5000')).toBeNull();
  });

  it('machines per order: the price range in whole machines, at least one, at most the call limit', () => {
    expect(machineRange(miner)).toEqual({ min: 1, max: 10 });
    // 5000..29999 at 3000 a machine: 2 (6000) to 9 (27000).
    expect(machineRange({ ...miner, minAmount: '5000', maxAmount: '29999' })).toEqual({ min: 2, max: 9 });
    expect(machineRange({ ...miner, unitPrice: '1', maxAmount: '1000000' })).toEqual({ min: 1, max: 1000 });
  });

  it('machine refusals: price within min..max, machines within the quota, price within the balance', () => {
    expect(checkMachines(11, miner, '100000')).toEqual({ problem: 'outOfRange', min: '0', max: '30000' });
    expect(checkMachines(10, { ...miner, soldQuota: '45' }, '100000')).toEqual({ problem: 'aboveQuota', value: '5' });
    expect(checkMachines(2, miner, '5999.99')).toEqual({ problem: 'aboveAvailable', value: '5999.99' });
    expect(checkMachines(2, miner, '6000')).toBeNull();
  });
});

describe('levelTooLowFor', () => {
  it('is true only for a known level below the product level', () => {
    expect(levelTooLowFor({ levelLimit: 5 }, 4)).toBe(true);
    expect(levelTooLowFor({ levelLimit: 5 }, 5)).toBe(false);
    expect(levelTooLowFor({ levelLimit: 0 }, 0)).toBe(false);
    expect(levelTooLowFor({ levelLimit: 5 }, undefined)).toBe(false);
  });
});
