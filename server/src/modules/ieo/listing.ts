import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { IeoProject } from '@sandbox/prisma';
import { MONEY_DP } from '@sandbox/shared';

/* What a delivery writes for a token listed on the market: its market symbol, its flash pairs and its currency row. */

/**
 * The class a listed IEO token trades in on the simulated market: a small-cap crypto, 120 % a
 * year (the seeded large caps run 60-110 %), spot only (no perpetual or second contracts).
 */
export const LISTED_TOKEN_VOLATILITY = '1.2';
const MINUTE_MS = 60_000;

/** Price decimals for a listing price: four significant digits at least, 2..8. 0.045 -> 5, 1.5 -> 3, 60000 -> 2. */
export function listingPricePrecision(price: string): number {
  const p = new D(price);
  const leading = p.gt(0) ? -Math.floor(Math.log10(p.toNumber())) : 0;
  return Math.max(2, Math.min(8, leading + 3));
}

/** The market symbol of a listed token, <coin>/USDT from the listing minute at the issue price. */
export function listedSymbol(p: IeoProject, at: Date) {
  return {
    symbol: `${p.coin}/USDT`,
    base: p.coin,
    quote: 'USDT',
    category: 'crypto',
    name: p.name,
    pricePrecision: listingPricePrecision(p.issuePrice),
    quantityPrecision: 2,
    minQuantity: '1',
    maxLeverage: 1,
    maintenanceTiers: JSON.stringify([{ tier: 1, notionalFloor: '0', notionalCap: null, maxLeverage: 1, maintMarginRatio: '0.5', cum: '0' }]),
    takerFeeRate: '0.001',
    makerFeeRate: '0.001',
    startPrice: p.issuePrice,
    volatility: LISTED_TOKEN_VOLATILITY,
    contractEnabled: false,
    secondEnabled: false,
    isHot: false,
    sort: 100,
    enabled: true,
    listedAt: new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS),
  };
}

/**
 * Flash exchange pairs of a listed token, both ways against USDT, on the demo pairs' terms: fee
 * 0.1 %, from 10 to 100,000 USDT a conversion (the token side at the issue price: 10 / 0.045 =
 * 222.22222223 up to 2,222,222.22222222). The quote is the market's live price.
 */
export function listedFlashPairs(p: IeoProject) {
  const tokens = (usdt: number, rounding: Decimal.Rounding) => new D(usdt).dividedBy(p.issuePrice).toDecimalPlaces(MONEY_DP, rounding).toFixed();
  const common = { feeRate: '0.001', enabled: true };
  return [
    { ...common, sort: 100, fromCurrency: 'USDT', toCurrency: p.coin, minAmount: '10', maxAmount: '100000' },
    { ...common, sort: 101, fromCurrency: p.coin, toCurrency: 'USDT', minAmount: tokens(10, Decimal.ROUND_UP), maxAmount: tokens(100_000, Decimal.ROUND_DOWN) },
  ];
}

/** The currency row of a delivered token: crypto, valued at the issue price, no deposit or withdrawal. */
export function listedCurrency(p: IeoProject) {
  return { code: p.coin, name: p.name, kind: 1, precision: MONEY_DP, icon: p.logo, usdPrice: p.issuePrice, canDeposit: false, canWithdraw: false, sort: 100 };
}
