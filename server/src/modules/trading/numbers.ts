import { MONEY_DP } from '@sandbox/shared';
import { assertUserAmount, type AmountRule } from '../amount.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import { D, type Dec } from './margin-math.ts';

/**
 * Canonical text of a stored or answered figure: the shared truncation (shared/src/format.ts),
 * toward zero to MONEY_DP decimals unless told, plain notation, no trailing zeros, never "-0".
 */
export { truncate as text } from '@sandbox/shared';

/** Amounts charged to the user round up (the platform never undercharges a fee by rounding). */
export const up = (value: Dec, dp = MONEY_DP) => value.toDecimalPlaces(dp, D.ROUND_UP);
/** Amounts paid to the user and quantities round down. */
export const down = (value: Dec, dp = MONEY_DP) => value.toDecimalPlaces(dp, D.ROUND_DOWN);

export const dec = (v: string | Dec) => new D(v);

/** The rule for settlement money when the caller has not loaded the currency's row: 8 decimals. */
const SETTLE_RULE: AmountRule = { field: 'amount', currency: SETTLE_CURRENCY, decimals: MONEY_DP };

/**
 * A money amount from a caller, checked by the one amount rule (modules/amount.ts):
 * positive, at most the rule's decimals and the maximum per call; never silently rounded.
 * Callers that know the currency pass its rule (`loadAmountRule`).
 */
export function moneyInput(value: string, rule: AmountRule = SETTLE_RULE): Dec {
  assertUserAmount(value, rule);
  return new D(value);
}
