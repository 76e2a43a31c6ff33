import { toDecimal } from '@sandbox/shared/format';
import { withdrawalFee, type WithdrawalFeeRule } from '@sandbox/shared/money';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';
import { KYC_STATUS } from '@sandbox/shared/status';
import type { CurrencyInfo, CurrencyNetwork, WithdrawalAccount } from '../../api/finance.ts';
import { routes } from '../../lib/route-paths.ts';

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

/** The fee rule of these limits, for the shared withdrawalFee (the server's own rule). */
export function feeRuleOf(limits: WithdrawLimits): WithdrawalFeeRule {
  return { fixed: limits.withdrawalFee, ratePercent: limits.withdrawalFeeRate };
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
    const { fee } = withdrawalFee(text, feeRuleOf(opts.limits), opts.precision);
    if (a.lte(fee)) return { problem: 'feeExceedsAmount', value: fee };
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
  if (basicStatus === KYC_STATUS.PENDING) return { kind: 'pending', route: routes.identityResult };
  if (basicStatus === KYC_STATUS.REJECTED) return { kind: 'resubmit', route: routes.identityResult };
  return { kind: 'verify', route: routes.identityBasic };
}
