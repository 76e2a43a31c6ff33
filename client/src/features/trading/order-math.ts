import { toDecimal } from '@sandbox/shared/format';
import { MONEY_DP, decimalsOf } from '@sandbox/shared/money';
import { POSITION_SIDE } from '@sandbox/shared/status';
import { orderEstimate, stopLossOnRightSide, takeProfitOnRightSide } from '@sandbox/shared/trading';

/**
 * The perpetual order form's checks of what is typed, around the shared order estimate the
 * server itself calls (shared/src/trading.ts): a market order fills at the mark price, the
 * quantity rounds down to the symbol's precision, the margin taken is that quantity's
 * notional / leverage rounded up to the settlement currency's decimals, the fee rounds up
 * to MONEY_DP. The server's figures are final.
 */

// decimal.js rounding modes (the client reaches decimal.js only through the shared toDecimal).
const ROUND_UP = 0;

type Dec = NonNullable<ReturnType<typeof toDecimal>>;
const dec = (value: string | number): Dec => toDecimal(value) as Dec;

export type AmountMode = 'margin' | 'quantity';

export interface OrderInput {
  mode: AmountMode;
  /** What the user typed: USDT of margin, or base-currency quantity. */
  amount: string;
  leverage: number;
  /** Mark price now. */
  price: string | undefined;
  /** Percent of notional (symbolInfo.feeRate), e.g. "0.05". */
  feeRate: string;
  quantityPrecision: number;
  /** Decimals of the settlement currency (its precision from the currency list, at most MONEY_DP); default MONEY_DP. */
  marginDecimals?: number | undefined;
  /** Smallest quantity a position may have (symbolInfo.minQuantity): the server's one size rule. */
  minQuantity?: string | undefined;
  /** Free balance of the account (positionSummary.available); undefined while loading. */
  available?: string | undefined;
}

export interface OrderEstimate {
  quantity: string;
  notional: string;
  margin: string;
  fee: string;
  /** Margin plus the opening fee: what leaves the available balance. */
  cost: string;
}

export type OrderProblem =
  | { problem: 'required' }
  | { problem: 'invalid' }
  | { problem: 'decimals'; value: number }
  | { problem: 'noPrice' }
  | { problem: 'tooSmall' }
  | { problem: 'insufficient'; value: string };

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

/** The estimate of an order, or the first problem with it. */
export function estimateOrder(input: OrderInput): { estimate: OrderEstimate } | OrderProblem {
  const text = input.amount.trim();
  if (text === '') return { problem: 'required' };
  if (!DECIMAL_TEXT.test(text)) return { problem: 'invalid' };
  const amount = dec(text);
  if (amount.lte(0)) return { problem: 'invalid' };
  const marginDecimals = Math.min(input.marginDecimals ?? MONEY_DP, MONEY_DP);
  // A typed margin takes up to MONEY_DP decimals (the server's rule); the margin taken uses the currency's.
  const maxPlaces = input.mode === 'margin' ? MONEY_DP : input.quantityPrecision;
  if (decimalsOf(text) > maxPlaces) return { problem: 'decimals', value: maxPlaces };
  const price = toDecimal(input.price);
  if (!price || price.lte(0)) return { problem: 'noPrice' };

  const size = orderEstimate({
    ...(input.mode === 'margin' ? { margin: text } : { quantity: text }),
    leverage: input.leverage,
    price: price.toFixed(),
    quantityPrecision: input.quantityPrecision,
    marginDecimals,
    // symbolInfo.feeRate is a percent of notional; the shared estimate takes the fraction.
    feeRate: (toDecimal(input.feeRate) ?? dec(0)).div(100),
  });
  const quantity = dec(size.quantity.toFixed());
  // The server's rule: the truncated quantity must reach the symbol's minimum (the published minimum
  // margin is only a hint, rounded to the cent at the maximum leverage).
  const minQuantity = toDecimal(input.minQuantity);
  if (quantity.lte(0) || (minQuantity && quantity.lt(minQuantity))) return { problem: 'tooSmall' };
  const notional = dec(size.notional.toFixed());
  const margin = dec(size.margin.toFixed());
  const fee = dec(size.fee.toFixed());
  const cost = dec(size.cost.toFixed());
  const available = toDecimal(input.available);
  if (available && cost.gt(available)) return { problem: 'insufficient', value: available.toFixed() };
  return {
    estimate: {
      quantity: quantity.toFixed(input.quantityPrecision),
      notional: notional.toFixed(),
      margin: margin.toFixed(),
      fee: fee.toFixed(),
      cost: cost.toFixed(),
    },
  };
}

export type LevelProblem = 'invalid' | 'tpSide' | 'slSide';

/**
 * A take-profit must be beyond the price on the winning side and a stop-loss on the losing (the
 * shared side rules; the server also keeps the stop-loss before the liquidation price and answers with
 * its own message). Empty means none.
 */
export function checkLevels(
  side: number,
  price: string | undefined,
  takeProfit: string,
  stopLoss: string,
): { takeProfit?: LevelProblem; stopLoss?: LevelProblem } {
  const out: { takeProfit?: LevelProblem; stopLoss?: LevelProblem } = {};
  const mark = toDecimal(price);
  const long = side === POSITION_SIDE.LONG;
  const tp = takeProfit.trim();
  const sl = stopLoss.trim();
  if (tp !== '') {
    const v = DECIMAL_TEXT.test(tp) ? dec(tp) : null;
    if (!v || v.lte(0)) out.takeProfit = 'invalid';
    else if (mark && !takeProfitOnRightSide(long, mark, v)) out.takeProfit = 'tpSide';
  }
  if (sl !== '') {
    const v = DECIMAL_TEXT.test(sl) ? dec(sl) : null;
    if (!v || v.lte(0)) out.stopLoss = 'invalid';
    else if (mark && !stopLossOnRightSide(long, mark, v)) out.stopLoss = 'slSide';
  }
  return out;
}

/**
 * The smallest margin at a leverage: symbolInfo.minMargin is quoted at the maximum leverage
 * (minimum quantity × price / maxLeverage), so at a lower leverage it scales up; 2 decimals, up.
 */
export function minMarginAt(minMargin: string, maxLeverage: number, leverage: number): string {
  const min = toDecimal(minMargin);
  if (!min || leverage <= 0) return minMargin;
  return min.times(maxLeverage).div(leverage).toDecimalPlaces(2, ROUND_UP).toFixed(2);
}

/** Leverage choices offered (symbolInfo.leverages), capped at the maximum, ascending. */
export function leverageChoices(leverages: readonly number[], maxLeverage: number): number[] {
  return [...new Set(leverages.filter((l) => l >= 1 && l <= maxLeverage))].sort((a, b) => a - b);
}
