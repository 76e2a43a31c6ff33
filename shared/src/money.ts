import Decimal from 'decimal.js';
import { Dec as Wide } from './decimal.ts';

/*
 * The one rule for an amount a user asks to move (a transfer, deposit,
 * withdrawal, exchange, stake, margin, subscription), shared by the contract
 * edge, the services and the client forms so all three refuse the same input.
 * Pure functions: no I/O, no locale.
 */

/**
 * The one name of the 8-decimal limit: trading money (margins, fees, stakes, PnL) and
 * the amounts shown exactly are kept to 8 decimals; a currency may allow fewer.
 */
export const MONEY_DP = 8;

/** The most decimals any amount may carry on the wire: the ledger's own limit (server/src/ledger/decimal.ts). */
export const WIRE_MAX_DECIMALS = 18;

/**
 * Published maximum of one call, in units of the currency moved (docs/architecture.md,
 * "Money and time"): far above any real deposit or trade, far below the ledger's 30-digit
 * range, so user input can never reach the ledger's RangeError guard.
 */
export const MAX_AMOUNT_PER_CALL = '1000000000';

/** Plain decimal text as typed: digits, at most one dot with digits after it; no sign, exponent, blanks or commas. */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Number of decimals a decimal text carries, as written ("12.50" has 2, "137" has 0): the
 * decimals of a typed amount, and of a price the server sent at its symbol's precision.
 */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The first rule an amount breaks, in the order they are checked. */
export type AmountProblem = 'invalid' | 'notPositive' | 'tooManyDecimals' | 'aboveMaximum';

/**
 * Which rule a typed amount breaks, or null when it may be sent.
 * `decimals` is the currency's precision (capped by the caller where the
 * money has a tighter home, e.g. MONEY_DP for trading money).
 */
export function amountProblem(text: string, decimals: number, max: string = MAX_AMOUNT_PER_CALL): AmountProblem | null {
  if (!PLAIN_DECIMAL.test(text)) return 'invalid';
  const value = new Decimal(text);
  if (value.lte(0)) return 'notPositive';
  if (decimalsOf(text) > decimals) return 'tooManyDecimals';
  if (value.gt(max)) return 'aboveMaximum';
  return null;
}

/** True when the amount is within the published maximum per call (the contract's refinement). */
export function withinMaximum(text: string, max: string = MAX_AMOUNT_PER_CALL): boolean {
  return PLAIN_DECIMAL.test(text) && new Decimal(text).lte(max);
}

/** Wide enough that a fee of any amount the rule above lets through keeps every digit before its rounding. */

/** Plain notation, no trailing zeros, never "-0" (the ledger's canonical text). */
function plainText(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}

/** A withdrawal's fee rule (finance settings, per currency or network): a fixed fee in the currency plus a percent of the amount. */
export interface WithdrawalFeeRule {
  fixed: Decimal.Value;
  /** Percent of the amount ("0.5" is 0.5 %). */
  ratePercent: Decimal.Value;
}

/**
 * The fee of withdrawing `amount` and what arrives: fee = fixed + amount x rate / 100,
 * rounded up to the currency's `decimals` (the fee is the platform's, never undercharged
 * by rounding); net = amount - fee, negative when the fee eats the whole amount (the
 * callers refuse that). Canonical decimal text.
 */
export function withdrawalFee(amount: Decimal.Value, rule: WithdrawalFeeRule, decimals: number): { fee: string; net: string } {
  const fee = new Wide(rule.fixed).plus(new Wide(amount).times(rule.ratePercent).dividedBy(100)).toDecimalPlaces(decimals, Decimal.ROUND_UP);
  return { fee: plainText(fee), net: plainText(new Wide(amount).minus(fee)) };
}
