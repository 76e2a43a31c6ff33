import { describe, expect, it } from 'vitest';
import { checkAmount, feeRuleOf, kycStepFor, limitsFor } from './withdraw-rules.ts';
import type { CurrencyInfo, WithdrawalAccount } from '../../api/finance.ts';

const network = (name: string, over: Partial<CurrencyInfo['networks'][number]> = {}) => ({
  network: name,
  rechargeEnabled: true,
  withdrawalEnabled: true,
  minRecharge: '10',
  minWithdrawal: '10',
  withdrawalFee: '1',
  withdrawalFeeRate: '0',
  ...over,
});
const usdt = { currency: 'USDT', precision: 2, networks: [network('TRC20'), network('ERC20', { withdrawalFee: '5' })] } as unknown as CurrencyInfo;
const chain = { id: 'a', type: 2, currency: 'USDT', network: 'ERC20', address: '0x', createdAt: '' } as WithdrawalAccount;
const bank = { id: 'b', type: 1, realName: 'A', bankName: 'B', accountNo: '1234', bankBranch: null, swiftCode: null, createdAt: '' } as WithdrawalAccount;

describe('withdrawal rules', () => {
  it('a chain address uses its network limits; a bank card only the limits every network shares', () => {
    expect(limitsFor(usdt, chain)?.withdrawalFee).toBe('5');
    expect(limitsFor(usdt, bank)).toBeNull();
    const same = { ...usdt, networks: [network('TRC20'), network('ERC20')] } as CurrencyInfo;
    expect(limitsFor(same, bank)?.withdrawalFee).toBe('1');
  });

  it('the fee rule is the fixed fee and the percent the catalogue lists (the fee itself: shared/src/money.test.ts)', () => {
    expect(feeRuleOf({ minWithdrawal: '0', withdrawalFee: '1', withdrawalFeeRate: '0.5' })).toEqual({ fixed: '1', ratePercent: '0.5' });
  });

  it('checks the amount in the server order: format, decimals, minimum, available, fee', () => {
    const limits = { minWithdrawal: '10', withdrawalFee: '12', withdrawalFeeRate: '0' };
    const opts = { available: '100', precision: 2, limits };
    expect(checkAmount('', opts)?.problem).toBe('required');
    expect(checkAmount('abc', opts)?.problem).toBe('invalid');
    expect(checkAmount('0', opts)?.problem).toBe('invalid');
    expect(checkAmount('10.123', opts)).toEqual({ problem: 'precision', value: '2' });
    expect(checkAmount('1e5', opts)?.problem).toBe('invalid');
    expect(checkAmount('-1', opts)?.problem).toBe('invalid');
    expect(checkAmount('1000000000000000000000000000000', opts)).toEqual({ problem: 'aboveMaximum', value: '1000000000' });
    expect(checkAmount('9.99', opts)).toEqual({ problem: 'belowMinimum', value: '10' });
    expect(checkAmount('100.01', opts)).toEqual({ problem: 'aboveAvailable', value: '100' });
    expect(checkAmount('12', opts)).toEqual({ problem: 'feeExceedsAmount', value: '12' });
    expect(checkAmount('100', opts)).toBeNull();
  });
});

describe('kycStepFor (withdrawal needs basic identity verification)', () => {
  it('asks to verify, to wait, or to resubmit; nothing once authorized', () => {
    expect(kycStepFor(0)).toEqual({ kind: 'verify', route: '/shenfenRenzheng' });
    expect(kycStepFor(1)).toEqual({ kind: 'pending', route: '/renzhengResult' });
    expect(kycStepFor(-1)).toEqual({ kind: 'resubmit', route: '/renzhengResult' });
    expect(kycStepFor(2)).toBeNull();
  });
});
