import Decimal from 'decimal.js';
import type { trade } from '@sandbox/shared';
import type { z } from 'zod';
import type { MarketSymbol } from '../../market/market-symbol.ts';
import type { MaintenanceTier } from '../trading/index.ts';

/** Leverage steps a trading screen offers (exchange-style), cut at the symbol's maximum. */
const LEVERAGE_STEPS = [1, 2, 3, 5, 10, 20, 25, 50, 75, 100, 125, 150, 200];

/** The brackets on the wire: rates as percents like every rate of the contract, `cum` named for what it is. */
export function publishedTiers(tiersJson: string): z.input<typeof trade.maintenanceTier>[] {
  return (JSON.parse(tiersJson) as MaintenanceTier[]).map((t) => ({
    tier: t.tier,
    notionalFloor: new Decimal(t.notionalFloor).toFixed(),
    notionalCap: t.notionalCap === null ? null : new Decimal(t.notionalCap).toFixed(),
    maxLeverage: t.maxLeverage,
    maintenanceMarginRate: new Decimal(t.maintMarginRatio).mul(100).toFixed(),
    maintenanceAmount: new Decimal(t.cum).toFixed(),
  }));
}

/**
 * The catalogue entry of a symbol (trade.symbolList). Rates are percents on the
 * wire, fractions in TradingSymbol. The schema has no minimum-margin column: the
 * minimum margin shown is what the minimum quantity needs at the maximum
 * leverage at the current mark price (rounded up to the cent), so it follows the
 * one real rule (TradingSymbol.minQuantity).
 */
export function symbolInfo(s: MarketSymbol, mark: Decimal | undefined): z.input<typeof trade.symbolInfo> {
  const r = s.row;
  const tiers = publishedTiers(r.maintenanceTiers);
  const minMargin = mark
    ? new Decimal(r.minQuantity).mul(mark).div(r.maxLeverage).toDecimalPlaces(2, Decimal.ROUND_UP)
    : new Decimal(0);
  return {
    symbol: s.code,
    baseCurrency: r.base,
    quoteCurrency: r.quote,
    name: r.name,
    category: s.category,
    iconUrl: null,
    pricePrecision: r.pricePrecision,
    quantityPrecision: r.quantityPrecision,
    leverages: [...LEVERAGE_STEPS.filter((l) => l < r.maxLeverage), r.maxLeverage],
    maxLeverage: r.maxLeverage,
    minMargin: minMargin.toFixed(2),
    minQuantity: new Decimal(r.minQuantity).toFixed(),
    feeRate: new Decimal(r.takerFeeRate).mul(100).toFixed(),
    maintenanceMarginRate: tiers[0]?.maintenanceMarginRate ?? '0',
    maintenanceTiers: tiers,
    contractEnabled: r.contractEnabled,
    secondContractEnabled: r.secondEnabled,
    sort: r.sort,
  };
}
