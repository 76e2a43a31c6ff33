import { notFound } from '../../errors.ts';
import type { Market } from '../../market/market.ts';
import { snapshot, type Handlers } from '../../routes/handlers.ts';
import { symbolInfo } from './symbol-info.ts';

/**
 * Market calls: symbols, tickers, rankings, the rise-and-fall distribution and
 * candles. Thin: everything is read from the in-memory market (no database per
 * request). The live stream (GET /api/ext/market/stream) is not an envelope
 * call and is registered by server/src/market/plugin.ts.
 */
export function marketHandlers(market: Market): Handlers {
  const unknown = (symbol: string) => notFound('market.unknownSymbol', { symbol });
  return {
    'trade.symbolList': async ({ query }) =>
      market
        .symbols()
        .filter((s) => query.category === undefined || s.category === query.category)
        .map((s) => symbolInfo(s, market.markPrice(s.code))),
    // The busiest public call (clients poll it every second): plain, not async, as it answers from
    // memory, and a snapshot, as the market's ticker of a second is frozen (its envelope is serialised once).
    'trade.symbolPrice': snapshot(({ query }) => {
      const ticker = market.ticker(query.symbol);
      if (!ticker) throw unknown(query.symbol);
      return ticker;
    }),
    'public.ticketList': async ({ query }) =>
      market.tickers({
        ...(query.category !== undefined ? { category: query.category } : {}),
        ...(query.ranking !== undefined ? { ranking: query.ranking } : {}),
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
      }),
    'trade.priceDistribution': async ({ query }) => market.distribution(query.category),
    'ext.candles': async ({ query }) => {
      const candles = market.candles(query.symbol, query.interval, query.limit, query.endTime);
      if (!candles) throw unknown(query.symbol);
      return candles;
    },
  };
}
