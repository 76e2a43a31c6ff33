import Decimal from 'decimal.js';
import type { MaintenanceTier } from '@sandbox/server/modules/trading';

/** [notionalCap, maxLeverage, maintMarginRatio] per tier, ascending. */
type Bracket = readonly [cap: number | null, leverage: number, ratio: string];

/**
 * Builds the tier table and its maintenance amounts. Binance's rule:
 * cum(n) = cum(n-1) + floor(n) * (ratio(n) - ratio(n-1)), so that
 * notional * ratio - cum is continuous at every tier boundary.
 */
export function buildTiers(brackets: readonly Bracket[]): MaintenanceTier[] {
  const tiers: MaintenanceTier[] = [];
  let floor = new Decimal(0);
  let cum = new Decimal(0);
  let prevRatio = new Decimal(0);
  brackets.forEach(([cap, leverage, ratio], i) => {
    const r = new Decimal(ratio);
    if (i > 0) cum = cum.plus(floor.times(r.minus(prevRatio)));
    tiers.push({
      tier: i + 1,
      notionalFloor: floor.toFixed(),
      notionalCap: cap === null ? null : String(cap),
      maxLeverage: leverage,
      maintMarginRatio: r.toFixed(),
      cum: cum.toFixed(),
    });
    prevRatio = r;
    if (cap !== null) floor = new Decimal(cap);
  });
  return tiers;
}

/**
 * Binance USDS-M BTCUSDT 125x brackets, from Binance's announcement "Updates to
 * Leverage and Margin Tiers of Binance Futures Contracts (2021-03-18)".
 */
export const BTC_BRACKETS: readonly Bracket[] = [
  [50_000, 125, '0.004'],
  [250_000, 100, '0.005'],
  [1_000_000, 50, '0.01'],
  [10_000_000, 20, '0.025'],
  [20_000_000, 10, '0.05'],
  [50_000_000, 5, '0.1'],
  [100_000_000, 4, '0.125'],
  [200_000_000, 3, '0.15'],
  [300_000_000, 2, '0.25'],
  [500_000_000, 1, '0.5'],
];

/** Modelled on Binance USDS-M ETHUSDT 100x brackets (same shape, same ratios per step). */
export const ETH_BRACKETS: readonly Bracket[] = [
  [10_000, 100, '0.005'],
  [100_000, 75, '0.0065'],
  [500_000, 50, '0.01'],
  [1_000_000, 25, '0.02'],
  [2_000_000, 10, '0.05'],
  [5_000_000, 5, '0.1'],
  [10_000_000, 4, '0.125'],
  [20_000_000, 3, '0.15'],
  [50_000_000, 2, '0.25'],
  [null, 1, '0.5'],
];

/** Large altcoins (SOL, BNB, XRP, DOGE ...): the shape of Binance's mid-cap brackets. */
export const ALT_BRACKETS: readonly Bracket[] = [
  [5_000, 75, '0.005'],
  [50_000, 50, '0.01'],
  [500_000, 25, '0.02'],
  [1_000_000, 20, '0.025'],
  [2_000_000, 10, '0.05'],
  [5_000_000, 5, '0.1'],
  [10_000_000, 4, '0.125'],
  [20_000_000, 3, '0.15'],
  [50_000_000, 2, '0.25'],
  [null, 1, '0.5'],
];

/** Major forex pairs: retail-broker style, 100x on small size. Notional in the quote currency's USD value. */
export const FOREX_BRACKETS: readonly Bracket[] = [
  [1_000_000, 100, '0.005'],
  [5_000_000, 50, '0.01'],
  [20_000_000, 20, '0.025'],
  [null, 10, '0.05'],
];

/** Gold (XAU/USD). */
export const GOLD_BRACKETS: readonly Bracket[] = [
  [500_000, 100, '0.005'],
  [2_000_000, 50, '0.01'],
  [10_000_000, 20, '0.025'],
  [null, 10, '0.05'],
];
