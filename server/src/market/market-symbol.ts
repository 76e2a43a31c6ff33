import { SYMBOL_CATEGORY } from '@sandbox/shared';

type CategoryCode = (typeof SYMBOL_CATEGORY)[keyof typeof SYMBOL_CATEGORY];

/** A TradingSymbol row as the market reads it (the fields it needs). */
export interface TradingSymbolRow {
  symbol: string;
  base: string;
  quote: string;
  category: string;
  name: string;
  pricePrecision: number;
  quantityPrecision: number;
  minQuantity: string;
  maxLeverage: number;
  maintenanceTiers: string;
  takerFeeRate: string;
  startPrice: string;
  volatility: string;
  contractEnabled: boolean;
  secondEnabled: boolean;
  isHot: boolean;
  sort: number;
  enabled: boolean;
  /** A symbol listed later (an IEO token): it exists from this instant's minute, at startPrice. */
  listedAt?: Date | null;
}

/** A symbol as the market serves it: the wire code ("BTCUSDT") and the catalogue fields. */
export interface MarketSymbol {
  /** Wire code: base + quote without separator. */
  code: string;
  /** The TradingSymbol primary key ("BTC/USDT"). */
  dbSymbol: string;
  row: TradingSymbolRow;
  category: CategoryCode;
}

const CATEGORY: Record<string, CategoryCode> = {
  crypto: SYMBOL_CATEGORY.CRYPTO,
  forex: SYMBOL_CATEGORY.FOREX,
  gold: SYMBOL_CATEGORY.METAL,
  metal: SYMBOL_CATEGORY.METAL,
};

/*
 * Typical quote turnover per day, for the synthetic volume: round figures of
 * the order of a mid-size venue (the sandbox needs plausible, not real, figures).
 */
const DAILY_TURNOVER: Record<CategoryCode, number> = {
  [SYMBOL_CATEGORY.CRYPTO]: 4e8,
  [SYMBOL_CATEGORY.FOREX]: 2e9,
  [SYMBOL_CATEGORY.METAL]: 1e9,
};

/** "BTC/USDT" and "btcusdt" both name BTCUSDT. */
export function wireCode(symbol: string): string {
  return symbol.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

export function toMarketSymbol(row: TradingSymbolRow): MarketSymbol {
  const category = CATEGORY[row.category.toLowerCase()];
  if (category === undefined) throw new Error(`TradingSymbol ${row.symbol}: unknown category "${row.category}"`);
  return { code: wireCode(`${row.base}${row.quote}`), dbSymbol: row.symbol, row, category };
}

/*
 * Correlation of each crypto symbol's hourly returns with the crypto market factor (issue 20).
 * Two symbols' correlation is the product of theirs: BTC-ETH 0.9 x 0.85 = 0.77, the large alts
 * 0.6-0.7 with BTC, a newly listed token (not in the table) 0.55 x 0.9 = 0.5, near what real
 * hourly crypto returns show. A symbol's beta (its move per factor move, used by the market-wide
 * steer) is its correlation x its volatility / the factor's (FACTOR_VOLATILITY, 60 %).
 * Forex and gold do not load on it (their correlation with crypto stays near 0).
 */
const FACTOR_CORRELATION: Record<string, number> = {
  BTCUSDT: 0.9,
  ETHUSDT: 0.85,
  SOLUSDT: 0.75,
  BNBUSDT: 0.7,
  XRPUSDT: 0.65,
  DOGEUSDT: 0.65,
};
const LISTED_CRYPTO_CORRELATION = 0.55;

export function factorCorrelation(s: MarketSymbol): number {
  return s.category === SYMBOL_CATEGORY.CRYPTO ? (FACTOR_CORRELATION[s.code] ?? LISTED_CRYPTO_CORRELATION) : 0;
}

export function dailyTurnover(s: MarketSymbol): number {
  return DAILY_TURNOVER[s.category] * (s.row.isHot ? 3 : 1);
}
