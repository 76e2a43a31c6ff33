import type Decimal from 'decimal.js';
import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { PriceFeed } from '../../market/price-feed.ts';
import { LedgerDecimal, dec } from './money.ts';

type Reader = Pick<PrismaClient | Tx, 'currency' | 'currencyRate' | 'tradingSymbol'>;

/** USDT value of one unit of a currency, and when that value was last set. */
export interface UsdtQuote {
  price: LedgerDecimal;
  updatedAt: Date;
  /** Where the price came from, for the reader's judgement (market, reference, fiat rate). */
  source: 'market' | 'symbol-start' | 'reference' | 'fiat-rate';
}

export interface PriceTable {
  /** USDT value of one unit, undefined when nothing prices the currency. */
  quote(currency: string): UsdtQuote | undefined;
  /** Mark price of a trading symbol ("BTC/USDT" or "BTCUSDT"). */
  mark(symbol: string): LedgerDecimal | undefined;
}

const toLedger = (d: Decimal) => new LedgerDecimal(d.toString());

/**
 * The seam between valuation and prices. The market's PriceFeed
 * (server/src/market/price-feed.ts) is the only source of live prices: when it
 * is given, crypto is valued at its mark price against USDT. Until the market
 * is wired into the services (modules/index.ts passes none yet), crypto falls
 * back to its symbol's published simulator start price, stable coins and fiat
 * to Currency.usdPrice, and other fiat to CurrencyRate (1 USD = rate units;
 * USD is treated as USDT, as the trading rules do).
 *
 * Loaded once per call: a handful of small tables, never a query per currency.
 */
export async function loadPriceTable(db: Reader, now: Date, feed?: PriceFeed): Promise<PriceTable> {
  const [currencies, rates, symbols] = await Promise.all([
    db.currency.findMany({ select: { code: true, usdPrice: true, updatedAt: true } }),
    db.currencyRate.findMany(),
    db.tradingSymbol.findMany({ where: { quote: 'USDT' }, select: { symbol: true, base: true, startPrice: true, updatedAt: true } }),
  ]);
  const byBase = new Map(symbols.map((s) => [s.base, s]));
  const startBySymbol = new Map(symbols.map((s) => [s.symbol.replace('/', ''), s]));
  const reference = new Map(currencies.filter((c) => c.usdPrice).map((c) => [c.code, c]));
  const fiat = new Map(rates.map((r) => [r.currency, r]));

  function quote(currency: string): UsdtQuote | undefined {
    if (currency === 'USDT') return { price: dec(1), updatedAt: now, source: 'reference' };
    const live = feed?.markPrice(`${currency}USDT`);
    if (live) return { price: toLedger(live), updatedAt: now, source: 'market' };
    const ref = reference.get(currency);
    if (ref?.usdPrice) return { price: dec(ref.usdPrice), updatedAt: ref.updatedAt, source: 'reference' };
    const sym = byBase.get(currency);
    if (sym) return { price: dec(sym.startPrice), updatedAt: sym.updatedAt, source: 'symbol-start' };
    const rate = fiat.get(currency);
    if (rate && !dec(rate.rate).isZero()) return { price: dec(1).dividedBy(rate.rate), updatedAt: rate.updatedAt, source: 'fiat-rate' };
    return undefined;
  }

  function mark(symbol: string): LedgerDecimal | undefined {
    const key = symbol.replace('/', '');
    const live = feed?.markPrice(key);
    if (live) return toLedger(live);
    const sym = startBySymbol.get(key);
    return sym ? dec(sym.startPrice) : undefined;
  }

  return { quote, mark };
}
