import Decimal from 'decimal.js';

/*
 * Perpetual order sizing, shared by the server (which opens the position) and
 * the order form (which shows the figures before the user confirms), so both
 * round the same way. Pure decimal.js; no I/O.
 */

/** Wide enough that no division here loses a digit the rounding below keeps. */
const D = Decimal.clone({ precision: 64 });

export interface PositionSizeInput {
  /** What the user offered as margin (settlement currency), or... */
  margin?: string | undefined;
  /** ...the quantity in the base currency (exactly one of the two). */
  quantity?: string | undefined;
  leverage: number;
  /** The fill price (the mark of a market order). */
  price: Decimal.Value;
  quantityPrecision: number;
  /** Decimals of the settlement currency (its Currency.precision, at most MONEY_DP). */
  marginDecimals: number;
}

export interface PositionSize {
  quantity: Decimal;
  notional: Decimal;
  margin: Decimal;
}

/**
 * The quantity and the margin actually taken, so that the position has the
 * leverage the user picked: the quantity rounds down to the symbol's precision,
 * and the margin is notional / leverage of that quantity, rounded up to the
 * settlement currency's decimals (never an undercharge), and never more than
 * the margin offered (the rounding cannot push it over: the offer already has
 * at most those decimals and covers the untruncated quantity).
 */
export function positionSize(input: PositionSizeInput): PositionSize {
  const price = new D(input.price);
  const leverage = new D(input.leverage);
  const quantity = (input.margin !== undefined ? new D(input.margin).times(leverage).div(price) : new D(input.quantity ?? 0)).toDecimalPlaces(
    input.quantityPrecision,
    Decimal.ROUND_DOWN,
  );
  const notional = quantity.times(price);
  let margin = notional.div(leverage).toDecimalPlaces(input.marginDecimals, Decimal.ROUND_UP);
  if (input.margin !== undefined && margin.gt(input.margin)) margin = new D(input.margin);
  return { quantity, notional, margin };
}
