import { Dec as D } from '@sandbox/shared/decimal';

/**
 * Perpetual-position arithmetic, after Binance USDⓈ-M futures (one-way mode):
 * "How to Calculate Liquidation Price of USDⓈ-M Futures Contracts" and
 * "Leverage and Margin of USDⓈ-M Futures". Pure functions over decimal.js;
 * no JS number ever touches money here.
 */
export { D };
export type Dec = InstanceType<typeof D>;

/** One leverage bracket (TradingSymbol.maintenanceTiers, Binance `leverageBracket` shape). */
export interface MaintenanceTier {
  tier: number;
  notionalFloor: string;
  notionalCap: string | null;
  maxLeverage: number;
  maintMarginRatio: string;
  /** Maintenance amount: maintenance margin = notional x ratio - cum. */
  cum: string;
}

/** 1 long, -1 short: Binance's Side1BOTH. */
export type Side = 1 | -1;

/** The bracket whose [floor, cap) holds the notional (the last one is open-ended). */
export function tierFor(tiers: readonly MaintenanceTier[], notional: Dec): MaintenanceTier {
  if (tiers.length === 0) throw new RangeError('no maintenance tiers');
  for (const t of tiers) {
    if (t.notionalCap === null || notional.lt(t.notionalCap)) return t;
  }
  return tiers[tiers.length - 1]!;
}

/** Maintenance margin = notional x maintMarginRatio - cum (Binance). */
export function maintenanceMargin(notional: Dec, ratio: Dec | string, cum: Dec | string): Dec {
  return notional.times(ratio).minus(cum);
}

/** Unrealized PnL = size x (mark - entry) x side. */
export function unrealizedPnl(size: Dec, entry: Dec, mark: Dec, side: Side): Dec {
  return size.times(mark.minus(entry)).times(side);
}

/** ROE (the app's "yield"), percent = PnL / initial margin x 100. */
export function roePercent(pnl: Dec, initialMargin: Dec): Dec {
  return initialMargin.isZero() ? new D(0) : pnl.div(initialMargin).times(100);
}

/** Trading fee = notional x fee rate (rate as a fraction, e.g. 0.0005). */
export function tradingFee(size: Dec, price: Dec, rate: Dec | string): Dec {
  return size.times(price).times(rate);
}

/** Margin ratio, percent = maintenance margin / margin balance x 100; 100 (or a non-positive balance) liquidates. */
export function marginRatioPercent(maintenance: Dec, marginBalance: Dec): Dec {
  if (marginBalance.lte(0)) return new D(100);
  return maintenance.div(marginBalance).times(100);
}

export interface LiquidationInput {
  /** WB: isolated margin of the position (isolated) or the cross wallet balance (cross). */
  walletBalance: Dec;
  /** TMM1: maintenance margin of every other cross position (0 when isolated). */
  otherMaintenance?: Dec;
  /** UPNL1: unrealized PnL of every other cross position (0 when isolated). */
  otherPnl?: Dec;
  side: Side;
  size: Dec;
  entryPrice: Dec;
  tiers: readonly MaintenanceTier[];
}

/**
 * Binance's one-way liquidation price:
 *   LP = (WB - TMM1 + UPNL1 + cumB - Side x Position x EP) / (Position x MMR_B - Side x Position)
 * with MMR and cum taken from the bracket of the notional at the liquidation
 * price itself (Binance's note: when that bracket differs from the one at the
 * entry, substitute its rate and amount and recalculate). Null when no
 * positive price liquidates (Binance shows "--").
 */
export function liquidationPrice(input: LiquidationInput): Dec | null {
  const { walletBalance, side, size, entryPrice, tiers } = input;
  const tmm = input.otherMaintenance ?? new D(0);
  const upnl = input.otherPnl ?? new D(0);
  if (size.lte(0)) return null;
  const solve = (t: MaintenanceTier) => {
    const numerator = walletBalance.minus(tmm).plus(upnl).plus(t.cum).minus(size.times(entryPrice).times(side));
    const denominator = size.times(t.maintMarginRatio).minus(size.times(side));
    return numerator.div(denominator);
  };
  // Start from the bracket at the entry notional, then follow the bracket of the answer.
  let tier = tierFor(tiers, size.times(entryPrice));
  for (let i = 0; i < tiers.length + 1; i++) {
    const lp = solve(tier);
    if (lp.lte(0)) return null;
    const atLp = tierFor(tiers, size.times(lp));
    if (atLp.tier === tier.tier) return lp;
    tier = atLp;
  }
  const lp = solve(tier);
  return lp.gt(0) ? lp : null;
}

/** Did the mark reach the liquidation price? Long: mark <= LP; short: mark >= LP. */
export function liquidationReached(side: Side, mark: Dec, lp: Dec | null): boolean {
  if (lp === null) return false;
  return side === 1 ? mark.lte(lp) : mark.gte(lp);
}
