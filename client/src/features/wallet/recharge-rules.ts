import { toDecimal } from '@sandbox/shared/format';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';

export type RechargeProblem = TypedAmountProblem | 'belowMinimum';

/** The shared amount rule at the currency's decimals, then the minimum. */
export function checkRechargeAmount(amount: string, minAmount: string | undefined, precision: number): { problem: RechargeProblem; value?: string } | null {
  const typed = checkTypedAmount(amount, precision);
  if (typed) return typed;
  if (minAmount && toDecimal(amount.trim())?.lt(minAmount)) return { problem: 'belowMinimum', value: minAmount };
  return null;
}
