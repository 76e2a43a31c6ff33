import Decimal from 'decimal.js';

/**
 * The project's one Decimal configuration, for every sum of money, rate and quantity: 64
 * significant digits, so sums of 18-decimal amounts stay exact (decimal.js rounds to 20 digits
 * by default), half-up rounding where a call names none, and plain notation in toString (never
 * "1e-8"). Roundings a rule needs (truncating a payout, rounding a collateral up) are named at
 * the call with the Decimal.ROUND_* constants.
 */
export const Dec = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -64,
  toExpPos: 64,
});
export type Dec = InstanceType<typeof Dec>;
