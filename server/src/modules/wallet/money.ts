import { LedgerDecimal, formatAmount } from '../../ledger/decimal.ts';

export { LedgerDecimal, formatAmount };

export const dec = (text: string | number) => new LedgerDecimal(text);
export const ZERO = new LedgerDecimal(0);

/** Canonical text of a user amount ("010.50" -> "10.5"). */
export function canonical(amount: string): string {
  return formatAmount(dec(amount));
}
