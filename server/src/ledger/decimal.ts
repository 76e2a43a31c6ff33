import { Dec } from '@sandbox/shared/decimal';

/** The ledger's Decimal: the project's one configuration (64 significant digits, shared/decimal.ts). */
export const LedgerDecimal = Dec;
export type LedgerDecimal = Dec;

const DECIMAL_TEXT = /^-?\d{1,30}(\.\d{1,18})?$/;

/**
 * Parses a decimal string as the ledger accepts it: plain notation, at most 30
 * integer digits and 18 decimals. Anything else is a programming error in the
 * caller (services validate user input before), hence a RangeError, not an AppError.
 */
export function parseAmount(text: string, what: string): LedgerDecimal {
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text))
    throw new RangeError(`ledger: ${what} is not a decimal string: ${String(text)}`);
  return new LedgerDecimal(text);
}

/** Canonical text: plain notation, no trailing zeros, never "-0". */
export function formatAmount(value: LedgerDecimal): string {
  return value.isZero() ? '0' : value.toFixed();
}
