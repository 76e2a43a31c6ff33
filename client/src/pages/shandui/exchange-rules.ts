import { toDecimal } from '@sandbox/shared/format';

/** The server keeps money to 8 decimals (trade/numbers.ts moneyInput); a currency may allow fewer. */
export const MONEY_DECIMALS = 8;

export type ExchangeProblem = 'required' | 'invalid' | 'precision' | 'aboveAvailable';

/**
 * Checks of the amount to exchange that need no quote; null when it may be quoted. Only
 * `aboveAvailable` still lets a quote be asked (the user sees what the amount would give).
 */
export function checkExchangeAmount(
  amount: string,
  opts: { available: string | undefined; precision: number },
): { problem: ExchangeProblem; value?: string } | null {
  const text = amount.trim();
  if (!text) return { problem: 'required' };
  const a = /^\d+(\.\d+)?$/.test(text) ? toDecimal(text) : null;
  if (!a || a.lte(0)) return { problem: 'invalid' };
  const dp = Math.min(opts.precision, MONEY_DECIMALS);
  if (a.decimalPlaces() > dp) return { problem: 'precision', value: String(dp) };
  const free = toDecimal(opts.available ?? '0');
  if (!free || a.gt(free)) return { problem: 'aboveAvailable', value: opts.available ?? '0' };
  return null;
}

/** How many units of `from` one unit of `to` costs (the inverse of the quoted rate), or null. */
export function inverseRate(rate: string): string | null {
  const r = toDecimal(rate);
  if (!r || r.lte(0)) return null;
  return toDecimal(1)?.dividedBy(r).toString() ?? null;
}
