import { toDecimal } from '@sandbox/shared/format';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';
import { KYC_STATUS } from '@sandbox/shared/status';
import type { CurrencyInfo, CurrencyNetwork, WithdrawalAccount } from '../../api/finance.ts';

/** Minimum and fee rule that apply to a withdrawal (server: finance/limits.ts). */
export interface WithdrawLimits {
  minWithdrawal: string;
  withdrawalFee: string;
  withdrawalFeeRate: string;
}

/**
 * A chain address uses its network's limits. A bank card uses the currency-wide ones, which
 * the catalogue does not list apart from the networks: they are known only when every
 * network agrees (no per-network override); otherwise null (the server still checks).
 */
export function limitsFor(currency: CurrencyInfo | undefined, account: WithdrawalAccount | undefined): WithdrawLimits | null {
  if (!currency || !account) return null;
  if (account.type === 2) return currency.networks.find((n) => n.network === account.network) ?? null;
  const [first, ...rest] = currency.networks;
  if (!first) return null;
  const same = (n: CurrencyNetwork) =>
    n.minWithdrawal === first.minWithdrawal && n.withdrawalFee === first.withdrawalFee && n.withdrawalFeeRate === first.withdrawalFeeRate;
  return rest.every(same) ? first : null;
}

/** Fixed fee plus the percent of the amount, rounded up to the currency's decimals (as the server does). */
export function withdrawalFee(amount: string, limits: WithdrawLimits, precision: number): string | null {
  const a = toDecimal(amount);
  const fixed = toDecimal(limits.withdrawalFee);
  const rate = toDecimal(limits.withdrawalFeeRate);
  if (!a || !fixed || !rate) return null;
  // 0 = Decimal.ROUND_UP
  return fixed.plus(a.times(rate).dividedBy(100)).toDecimalPlaces(precision, 0).toString();
}

export type AmountProblem = TypedAmountProblem | 'belowMinimum' | 'aboveAvailable' | 'feeExceedsAmount';

/** Checks of the amount in the order the server applies them; null when it may be sent. */
export function checkAmount(
  amount: string,
  opts: { available: string | undefined; precision: number; limits: WithdrawLimits | null },
): { problem: AmountProblem; value?: string } | null {
  const typed = checkTypedAmount(amount, opts.precision);
  if (typed) return typed;
  const text = amount.trim();
  const a = toDecimal(text);
  if (!a) return { problem: 'invalid' };
  if (opts.limits && a.lt(opts.limits.minWithdrawal)) return { problem: 'belowMinimum', value: opts.limits.minWithdrawal };
  const available = toDecimal(opts.available ?? '0');
  if (available && a.gt(available)) return { problem: 'aboveAvailable', value: opts.available ?? '0' };
  if (opts.limits) {
    const fee = withdrawalFee(text, opts.limits, opts.precision);
    if (fee !== null && a.lte(fee)) return { problem: 'feeExceedsAmount', value: fee };
  }
  return null;
}

/**
 * Withdrawal needs basic identity verification (the server answers 403 kyc.required
 * otherwise). What the screen asks for, from the basic status (KYC_STATUS), or null once
 * it is authorized: start it, wait for the review, or submit again after a rejection.
 */
export type KycStep = { kind: 'verify' | 'pending' | 'resubmit'; route: string };

export function kycStepFor(basicStatus: number): KycStep | null {
  if (basicStatus === KYC_STATUS.AUTHORIZED) return null;
  if (basicStatus === KYC_STATUS.PENDING) return { kind: 'pending', route: '/renzhengResult' };
  if (basicStatus === KYC_STATUS.REJECTED) return { kind: 'resubmit', route: '/renzhengResult' };
  return { kind: 'verify', route: '/shenfenRenzheng' };
}
