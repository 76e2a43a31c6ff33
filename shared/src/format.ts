import Decimal from 'decimal.js';
import { NO_VALUE_TEXT } from './constants.ts';
import { Dec as Wide } from './decimal.ts';
import { MONEY_DP } from './money.ts';

/*
 * Number display (SPEC.md section 5): truncated toward zero, never rounded, with
 * thousands separators. decimal.js keeps strings exact, so "0.29" stays 0.29 and
 * 20-digit balances keep every digit.
 */

export interface FormatNumberOptions {
  /** Thousands separator; '' for none. Default ','. */
  separator?: string;
  /** Drop trailing zeros of the fraction ("1.50" -> "1.5"). Default false. */
  trimZeros?: boolean;
  /** Prefix positive values with '+' (PnL). Default false. */
  plusSign?: boolean;
  /** Returned for empty or non-numeric input. Default NO_VALUE_TEXT ('--'). */
  fallback?: string;
}

function groupThousands(integerDigits: string, separator: string): string {
  return separator === '' ? integerDigits : integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Parses a number or numeric string exactly; null when it is not a finite number. */
export function toDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim().replace(/,/g, '') : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Wide enough that a copy of any stored amount keeps every digit. */

/**
 * The value truncated toward zero (never rounded) to `decimals`, as canonical text:
 * plain notation, no trailing zeros, never "-0". truncate('1234.5678', 2) === '1234.56';
 * truncate('-0.129', 2) === '-0.12'. What the server answers for a figure it shows
 * (balances, valuations) and stores (position figures), and what "all" of a balance is.
 */
export function truncate(value: Decimal.Value, decimals: number = MONEY_DP): string {
  const v = new Wide(value).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return v.isZero() ? '0' : v.toFixed();
}

/**
 * formatNumber('1234567.899', 2) === '1,234,567.89'; formatNumber(-0.129, 2) === '-0.12'.
 * `decimals` is an integer from 0 to 100.
 */
export function formatNumber(value: string | number | null | undefined, decimals: number, opts: FormatNumberOptions = {}): string {
  const { separator = ',', trimZeros = false, plusSign = false, fallback = NO_VALUE_TEXT } = opts;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`decimals must be an integer from 0 to 100, got ${decimals}`);
  }
  const d = toDecimal(value);
  if (d === null) return fallback;

  // ROUND_DOWN truncates toward zero; toFixed never switches to exponent notation.
  let fixed = d.abs().toFixed(decimals, Decimal.ROUND_DOWN);
  if (trimZeros && fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  const isZero = /^[0.]*$/.test(fixed);
  const [integerPart = '0', fractionPart] = fixed.split('.');
  const body = groupThousands(integerPart, separator) + (fractionPart === undefined ? '' : `.${fractionPart}`);

  // A value truncated to zero shows no sign ("-0.001" -> "0.00").
  if (isZero) return body;
  if (d.isNegative()) return `-${body}`;
  return plusSign ? `+${body}` : body;
}
