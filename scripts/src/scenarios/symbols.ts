import {
  ALT_BRACKETS,
  BTC_BRACKETS,
  ETH_BRACKETS,
  FOREX_BRACKETS,
  GOLD_BRACKETS,
  buildTiers,
} from './tiers.ts';

type Category = 'crypto' | 'forex' | 'gold';
type Brackets = Parameters<typeof buildTiers>[0];

interface SymbolSeed {
  base: string;
  quote: string;
  category: Category;
  name: string;
  startPrice: string;
  pricePrecision: number;
  quantityPrecision: number;
  minQuantity: string;
  volatility: string;
  brackets: Brackets;
  isHot?: boolean;
}

// Start prices are round late-2025 levels; the simulator moves from there.
const SEEDS: SymbolSeed[] = [
  {
    base: 'BTC',
    quote: 'USDT',
    category: 'crypto',
    name: 'Bitcoin',
    startPrice: '95000',
    pricePrecision: 2,
    quantityPrecision: 3,
    minQuantity: '0.001',
    volatility: '0.6',
    brackets: BTC_BRACKETS,
    isHot: true,
  },
  {
    base: 'ETH',
    quote: 'USDT',
    category: 'crypto',
    name: 'Ethereum',
    startPrice: '3300',
    pricePrecision: 2,
    quantityPrecision: 3,
    minQuantity: '0.001',
    volatility: '0.75',
    brackets: ETH_BRACKETS,
    isHot: true,
  },
  {
    base: 'SOL',
    quote: 'USDT',
    category: 'crypto',
    name: 'Solana',
    startPrice: '180',
    pricePrecision: 3,
    quantityPrecision: 2,
    minQuantity: '0.01',
    volatility: '0.95',
    brackets: ALT_BRACKETS,
    isHot: true,
  },
  {
    base: 'BNB',
    quote: 'USDT',
    category: 'crypto',
    name: 'BNB',
    startPrice: '650',
    pricePrecision: 2,
    quantityPrecision: 2,
    minQuantity: '0.01',
    volatility: '0.6',
    brackets: ALT_BRACKETS,
  },
  {
    base: 'XRP',
    quote: 'USDT',
    category: 'crypto',
    name: 'XRP',
    startPrice: '2.3',
    pricePrecision: 4,
    quantityPrecision: 1,
    minQuantity: '0.1',
    volatility: '0.9',
    brackets: ALT_BRACKETS,
  },
  {
    base: 'DOGE',
    quote: 'USDT',
    category: 'crypto',
    name: 'Dogecoin',
    startPrice: '0.32',
    pricePrecision: 5,
    quantityPrecision: 0,
    minQuantity: '1',
    volatility: '1.1',
    brackets: ALT_BRACKETS,
  },
  {
    base: 'EUR',
    quote: 'USD',
    category: 'forex',
    name: 'Euro / US Dollar',
    startPrice: '1.08',
    pricePrecision: 5,
    quantityPrecision: 2,
    minQuantity: '1',
    volatility: '0.08',
    brackets: FOREX_BRACKETS,
    isHot: true,
  },
  {
    base: 'GBP',
    quote: 'USD',
    category: 'forex',
    name: 'British Pound / US Dollar',
    startPrice: '1.27',
    pricePrecision: 5,
    quantityPrecision: 2,
    minQuantity: '1',
    volatility: '0.09',
    brackets: FOREX_BRACKETS,
  },
  {
    base: 'USD',
    quote: 'JPY',
    category: 'forex',
    name: 'US Dollar / Japanese Yen',
    startPrice: '150.5',
    pricePrecision: 3,
    quantityPrecision: 2,
    minQuantity: '1',
    volatility: '0.1',
    brackets: FOREX_BRACKETS,
  },
  {
    base: 'AUD',
    quote: 'USD',
    category: 'forex',
    name: 'Australian Dollar / US Dollar',
    startPrice: '0.66',
    pricePrecision: 5,
    quantityPrecision: 2,
    minQuantity: '1',
    volatility: '0.1',
    brackets: FOREX_BRACKETS,
  },
  {
    base: 'USD',
    quote: 'CHF',
    category: 'forex',
    name: 'US Dollar / Swiss Franc',
    startPrice: '0.88',
    pricePrecision: 5,
    quantityPrecision: 2,
    minQuantity: '1',
    volatility: '0.08',
    brackets: FOREX_BRACKETS,
  },
  {
    base: 'USD',
    quote: 'CAD',
    category: 'forex',
    name: 'US Dollar / Canadian Dollar',
    startPrice: '1.36',
    pricePrecision: 5,
    quantityPrecision: 2,
    minQuantity: '1',
    volatility: '0.07',
    brackets: FOREX_BRACKETS,
  },
  {
    base: 'XAU',
    quote: 'USD',
    category: 'gold',
    name: 'Gold / US Dollar',
    startPrice: '2650',
    pricePrecision: 2,
    quantityPrecision: 3,
    minQuantity: '0.01',
    volatility: '0.15',
    brackets: GOLD_BRACKETS,
    isHot: true,
  },
];

// Fees: crypto like Binance's base tier; forex and gold tighter, as CFD brokers charge.
const FEES: Record<Category, { taker: string; maker: string }> = {
  crypto: { taker: '0.0005', maker: '0.0002' },
  forex: { taker: '0.0001', maker: '0.0001' },
  gold: { taker: '0.0003', maker: '0.0002' },
};

/** Rows for the TradingSymbol table. */
export function symbolRows() {
  return SEEDS.map((s, i) => {
    const tiers = buildTiers(s.brackets);
    return {
      symbol: `${s.base}/${s.quote}`,
      base: s.base,
      quote: s.quote,
      category: s.category,
      name: s.name,
      pricePrecision: s.pricePrecision,
      quantityPrecision: s.quantityPrecision,
      minQuantity: s.minQuantity,
      maxLeverage: tiers[0]!.maxLeverage,
      maintenanceTiers: JSON.stringify(tiers),
      takerFeeRate: FEES[s.category].taker,
      makerFeeRate: FEES[s.category].maker,
      startPrice: s.startPrice,
      volatility: s.volatility,
      isHot: s.isHot ?? false,
      sort: i + 1,
    };
  });
}
