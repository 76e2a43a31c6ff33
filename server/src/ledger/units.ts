/**
 * Ledger amounts as whole units of 10^-18 in a BigInt: the ledger's decimal
 * strings have at most 18 decimals (decimal.ts), so sums and differences of
 * them are exact integers. The hot path of the ledger (postAll) adds with
 * these instead of decimal.js: a decimal.js object per parse, sum and format
 * was about a tenth of the accrual pass over 100,000 orders (docs/decisions.md
 * "A set-based accrual pass"), a BigInt add a few tens of
 * nanoseconds. Written by hand because it is two string splices around the
 * built-in BigInt; the texts are the ones parseAmount/formatAmount accept and
 * write (tested against them with fast-check).
 */

/** Decimals of one unit: 10^-UNIT_DECIMALS. */
export const UNIT_DECIMALS = 18;
const ZEROS = '0'.repeat(UNIT_DECIMALS);
const DECIMAL_TEXT = /^-?\d{1,30}(\.\d{1,18})?$/;

/** Parses a decimal string as parseAmount accepts it (RangeError otherwise) into units of 10^-18. */
export function toUnits(text: string, what: string): bigint {
  if (typeof text !== 'string' || !DECIMAL_TEXT.test(text))
    throw new RangeError(`ledger: ${what} is not a decimal string: ${String(text)}`);
  const negative = text.charCodeAt(0) === 45; // "-"
  const body = negative ? text.slice(1) : text;
  const point = body.indexOf('.');
  const digits = point < 0 ? body + ZEROS : body.slice(0, point) + (body.slice(point + 1) + ZEROS).slice(0, UNIT_DECIMALS);
  const units = BigInt(digits);
  return negative ? -units : units;
}

/** Canonical text of units, as formatAmount writes it: plain notation, no trailing zeros, never "-0". */
export function fromUnits(units: bigint): string {
  if (units === 0n) return '0';
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(UNIT_DECIMALS + 1, '0');
  const whole = digits.slice(0, -UNIT_DECIMALS);
  let end = digits.length;
  while (end > whole.length && digits.charCodeAt(end - 1) === 48) end--; // trailing "0"s
  const text = end > whole.length ? `${whole}.${digits.slice(whole.length, end)}` : whole;
  return negative ? `-${text}` : text;
}

/** 10^(18 - d) for each number of decimals d: the truncation's steps, made once. */
const STEPS = Array.from({ length: UNIT_DECIMALS }, (_, d) => 10n ** BigInt(UNIT_DECIMALS - d));

/** Units truncated toward zero to `decimals` places (0..18), as decimal.js ROUND_DOWN does. */
export function truncateUnits(units: bigint, decimals: number): bigint {
  if (decimals >= UNIT_DECIMALS) return units;
  const step = STEPS[decimals] ?? 10n ** BigInt(UNIT_DECIMALS - decimals);
  // BigInt's remainder takes the dividend's sign, so this moves toward zero on both sides.
  return units - (units % step);
}
