import type { IncomingMessage } from 'node:http';
import { Market } from '../src/market/market.ts';
import type { TradingSymbolRow } from '../src/market/market-symbol.ts';
import type { Clock } from '../src/clock.ts';

/** Three symbols, one per category, as TradingSymbol rows (the columns the seed scenario fills). */
export const FIXTURE_SYMBOLS = [
  {
    symbol: 'BTC/USDT',
    base: 'BTC',
    quote: 'USDT',
    category: 'crypto',
    name: 'Bitcoin',
    pricePrecision: 2,
    quantityPrecision: 3,
    minQuantity: '0.001',
    maxLeverage: 125,
    maintenanceTiers: JSON.stringify([{ tier: 1, notionalFloor: '0', notionalCap: '50000', maxLeverage: 125, maintMarginRatio: '0.004', cum: '0' }]),
    takerFeeRate: '0.0005',
    makerFeeRate: '0.0002',
    startPrice: '95000',
    volatility: '0.6',
    isHot: true,
    sort: 1,
  },
  {
    symbol: 'EUR/USD',
    base: 'EUR',
    quote: 'USD',
    category: 'forex',
    name: 'Euro / US Dollar',
    pricePrecision: 5,
    quantityPrecision: 2,
    minQuantity: '1',
    maxLeverage: 100,
    maintenanceTiers: JSON.stringify([{ tier: 1, notionalFloor: '0', notionalCap: null, maxLeverage: 100, maintMarginRatio: '0.005', cum: '0' }]),
    takerFeeRate: '0.0001',
    makerFeeRate: '0.0001',
    startPrice: '1.08',
    volatility: '0.08',
    isHot: false,
    sort: 2,
  },
  {
    symbol: 'XAU/USD',
    base: 'XAU',
    quote: 'USD',
    category: 'gold',
    name: 'Gold / US Dollar',
    pricePrecision: 2,
    quantityPrecision: 3,
    minQuantity: '0.01',
    maxLeverage: 50,
    maintenanceTiers: JSON.stringify([{ tier: 1, notionalFloor: '0', notionalCap: null, maxLeverage: 50, maintMarginRatio: '0.01', cum: '0' }]),
    takerFeeRate: '0.0003',
    makerFeeRate: '0.0002',
    startPrice: '2650',
    volatility: '0.15',
    isHot: false,
    sort: 3,
  },
];

export const fixtureRows = (): TradingSymbolRow[] =>
  FIXTURE_SYMBOLS.map((r) => ({ ...r, contractEnabled: true, secondEnabled: true, enabled: true }));

/** A market over the fixture rows without a database (engine tests). */
export async function fixtureMarket(clock: Clock, seed?: number): Promise<Market> {
  const rows = fixtureRows();
  const market = new Market({ db: { tradingSymbol: { findMany: async () => rows } }, clock, ...(seed !== undefined ? { seed } : {}) });
  await market.load();
  return market;
}

/** Hands each event of a server-sent-events response (its `data:` line, parsed) to `onEvent` as its block arrives. */
export function onStreamEvents<T>(res: IncomingMessage, onEvent: (event: T) => void): void {
  let buffer = '';
  res.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) onEvent(JSON.parse(data.slice(6)) as T);
    }
  });
}
