import type Decimal from 'decimal.js';
import { badRequest } from '../../errors.ts';
import { D, type Dec } from './margin-math.ts';

/** Money and quantities are kept to 8 decimals (the ledger takes up to 18). */
export const MONEY_DP = 8;

/** Canonical decimal text: plain notation, no trailing zeros, never "-0". */
export function text(value: Dec, dp = MONEY_DP, rounding: Decimal.Rounding = D.ROUND_DOWN): string {
  const v = value.toDecimalPlaces(dp, rounding);
  return v.isZero() ? '0' : v.toFixed();
}

/** Amounts charged to the user round up (the platform never undercharges a fee by rounding). */
export const up = (value: Dec, dp = MONEY_DP) => value.toDecimalPlaces(dp, D.ROUND_UP);
/** Amounts paid to the user and quantities round down. */
export const down = (value: Dec, dp = MONEY_DP) => value.toDecimalPlaces(dp, D.ROUND_DOWN);

export const dec = (v: string | Dec) => new D(v);

/** A money amount from a caller: at most 8 decimals (400 trade.tooManyDecimals), never silently rounded. */
export function moneyInput(value: string): Dec {
  const v = new D(value);
  if (v.decimalPlaces() > MONEY_DP) throw badRequest('trade.tooManyDecimals', { dp: MONEY_DP });
  return v;
}
