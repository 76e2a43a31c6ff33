import type Decimal from 'decimal.js';
import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { PriceFeed } from '../../market/price-feed.ts';
import { LedgerDecimal, dec } from './money.ts';

type Reader = Pick<PrismaClient | Tx, 'currency' | 'currencyRate'>;

/** USDT value of one unit of a currency, and when that value was last set. */
export interface UsdtQuote {
  price: LedgerDecimal;
  updatedAt: Date;
  /** Where the price came from, for the reader's judgement (live market, reference price, fiat rate). */
  source: 'market' | 'reference' | 'fiat-rate';
}

export interface PriceTable {
  /** USDT value of one unit, undefined when nothing prices the currency. */
  quote(currency: string): UsdtQuote | undefined;
  /** Live mark price of a trading symbol ("BTC/USDT" or "BTCUSDT"), undefined when the market has none. */
  mark(symbol: string): LedgerDecimal | undefined;
}

const toLedger = (d: Decimal) => new LedgerDecimal(d.toString());

/**
 * The seam between valuation and prices. A PriceFeed (server/src/market/price-feed.ts)
 * is the only source of live prices and a required argument: modules/index.ts passes
 * the one the app was built with (the simulated market, or the fake a test gives
 * buildApp). A currency is priced, in this order: USDT at 1; its live mark price
 * against USDT (`<CODE>USDT`); Currency.usdPrice (stable coins, fiat); CurrencyRate
 * (1 USD = rate units, USD counted as USDT); otherwise not at all (undefined).
 *
 * Loaded once per call: two small tables, never a query per currency.
 */
export async function loadPriceTable(db: Reader, now: Date, feed: PriceFeed): Promise<PriceTable> {
  const [currencies, rates] = await Promise.all([
    db.currency.findMany({ select: { code: true, usdPrice: true, updatedAt: true } }),
    db.currencyRate.findMany(),
  ]);
  const reference = new Map(currencies.filter((c) => c.usdPrice).map((c) => [c.code, c]));
  const fiat = new Map(rates.map((r) => [r.currency, r]));

  function quote(currency: string): UsdtQuote | undefined {
    if (currency === 'USDT') return { price: dec(1), updatedAt: now, source: 'reference' };
    const live = feed.markPrice(`${currency}USDT`);
    if (live) return { price: toLedger(live), updatedAt: now, source: 'market' };
    const ref = reference.get(currency);
    if (ref?.usdPrice) return { price: dec(ref.usdPrice), updatedAt: ref.updatedAt, source: 'reference' };
    const rate = fiat.get(currency);
    if (rate && !dec(rate.rate).isZero()) return { price: dec(1).dividedBy(rate.rate), updatedAt: rate.updatedAt, source: 'fiat-rate' };
    return undefined;
  }

  function mark(symbol: string): LedgerDecimal | undefined {
    const live = feed.markPrice(symbol.replace('/', ''));
    return live ? toLedger(live) : undefined;
  }

  return { quote, mark };
}
