import { toDecimal } from '@sandbox/shared/format';
import { MONEY_DP } from '@sandbox/shared/money';
import { checkTypedAmount, type TypedAmountProblem } from '../../../lib/amount-check.ts';

export type ExchangeProblem = TypedAmountProblem | 'aboveAvailable';

/**
 * Checks of the amount to exchange that need no quote; null when it may be quoted. Only
 * `aboveAvailable` still lets a quote be asked (the user sees what the amount would give).
 */
export function checkExchangeAmount(
  amount: string,
  opts: { available: string | undefined; precision: number },
): { problem: ExchangeProblem; value?: string } | null {
  const typed = checkTypedAmount(amount, Math.min(opts.precision, MONEY_DP));
  if (typed) return typed;
  const free = toDecimal(opts.available ?? '0');
  if (!free || free.lt(amount.trim())) return { problem: 'aboveAvailable', value: opts.available ?? '0' };
  return null;
}

/** How many units of `from` one unit of `to` costs (the inverse of the quoted rate), or null. */
export function inverseRate(rate: string): string | null {
  const r = toDecimal(rate);
  if (!r || r.lte(0)) return null;
  return toDecimal(1)?.dividedBy(r).toString() ?? null;
}
