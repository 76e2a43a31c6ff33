import Decimal from 'decimal.js';
import { Dec as D } from './decimal.ts';
import { MONEY_DP } from './money.ts';

/*
 * Perpetual order rules, shared by the server (which opens the position and
 * checks its take-profit and stop-loss) and the order form (which shows the
 * figures and the level errors before the user confirms), so both round and
 * refuse the same way. Pure decimal.js; no I/O.
 */

/** Wide enough that no division here loses a digit the rounding below keeps. */

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

export interface OrderEstimateInput extends PositionSizeInput {
  /** Taker fee as a fraction of notional (0.0005 is 0.05 %), charged on opening. */
  feeRate: Decimal.Value;
}

export interface OrderEstimate extends PositionSize {
  /** Opening fee: notional x fee rate, rounded up to MONEY_DP (never an undercharge). */
  fee: Decimal;
  /** Margin plus the opening fee: what leaves the available balance. */
  cost: Decimal;
}

/** What opening a market order takes: the position's size (positionSize), its opening fee and the total. */
export function orderEstimate(input: OrderEstimateInput): OrderEstimate {
  const size = positionSize(input);
  const fee = size.notional.times(input.feeRate).toDecimalPlaces(MONEY_DP, Decimal.ROUND_UP);
  return { ...size, fee, cost: size.margin.plus(fee) };
}

/**
 * A take-profit closes at a gain, so it lies beyond the mark on the winning side:
 * above the mark for a long, below it for a short (at the mark it would close at once).
 */
export function takeProfitOnRightSide(long: boolean, mark: Decimal.Value, takeProfit: Decimal.Value): boolean {
  const tp = new D(takeProfit);
  return long ? tp.gt(mark) : tp.lt(mark);
}

/**
 * A stop-loss closes at a loss before liquidation would: below the mark for a long
 * (above it for a short) and, when the position has a liquidation price, on the mark's
 * side of it (a stop the liquidation would pass first never fires).
 */
export function stopLossOnRightSide(
  long: boolean,
  mark: Decimal.Value,
  stopLoss: Decimal.Value,
  liquidation: Decimal.Value | null = null,
): boolean {
  const sl = new D(stopLoss);
  const lossSide = long ? sl.lt(mark) : sl.gt(mark);
  const beforeLiquidation = liquidation === null || (long ? sl.gt(liquidation) : sl.lt(liquidation));
  return lossSide && beforeLiquidation;
}

/**
 * What a won second contract pays on top of the stake: stake x payout rate (a fraction,
 * 0.8 for 80 %), truncated to MONEY_DP (money paid to the user is never rounded up).
 */
export function secondWinProfit(stake: Decimal.Value, payoutRate: Decimal.Value): Decimal {
  return new D(stake).times(payoutRate).toDecimalPlaces(MONEY_DP, Decimal.ROUND_DOWN);
}
