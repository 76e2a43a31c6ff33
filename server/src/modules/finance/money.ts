import { LedgerDecimal, formatAmount } from '../../ledger/decimal.ts';
import { badRequest } from '../../errors.ts';

export { LedgerDecimal, formatAmount };

export const dec = (text: string | number) => new LedgerDecimal(text);
export const ZERO = new LedgerDecimal(0);

/** Number of decimals a user typed ("12.50" has 2). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Amounts may not be finer than the currency's precision (it is what the wallet shows and stores). */
export function assertPrecision(amount: string, currency: string, precision: number): void {
  if (decimalsOf(amount) > precision) throw badRequest('finance.tooManyDecimals', { currency, precision });
}

/** Canonical text of a user amount ("010.50" -> "10.5"). */
export function canonical(amount: string): string {
  return formatAmount(dec(amount));
}

/** Display value, truncated (never rounded up) to a fixed number of decimals, canonical text. */
export function truncated(value: LedgerDecimal, decimals = 8): string {
  return formatAmount(value.toDecimalPlaces(decimals, LedgerDecimal.ROUND_DOWN));
}
