import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SYMBOL_CATEGORY, TICKER_RANKING } from '@sandbox/shared/status';
import type { market, publicApi, trade } from '@sandbox/shared/contract/index';
import { toDecimal } from '@sandbox/shared/format';
import { decimalsOf } from '@sandbox/shared/money';
import { change24h } from '@sandbox/shared/ticker';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { QueryOf, ResultOf } from './contract.ts';

/** Market data (server/src/market/README.md): symbols, tickers, rankings, distribution, candles, live stream. */

export { SYMBOL_CATEGORY, TICKER_RANKING };
export type SymbolInfo = ResultOf<typeof trade.symbolList>[number];
export type Ticker = ResultOf<typeof trade.symbolPrice>;
export type PriceDistribution = ResultOf<typeof trade.priceDistribution>;
export type Candle = ResultOf<typeof market.candles>[number];
export type CandleInterval = QueryOf<typeof market.candles>['interval'];
export type MarketStreamEvent = ResultOf<typeof market.marketStream>;
export type TickerQuery = QueryOf<typeof publicApi.ticketList>;
export type SymbolCategory = (typeof SYMBOL_CATEGORY)[keyof typeof SYMBOL_CATEGORY];
export type TickerRanking = (typeof TICKER_RANKING)[keyof typeof TICKER_RANKING];

export { CANDLE_INTERVALS } from '@sandbox/shared/constants';

/** How often live figures are polled while the price stream runs, and while it is down. */
export const POLL_WITH_STREAM_MS = 10_000;
export const POLL_WITHOUT_STREAM_MS = 3_000;

export const listSymbols = (query: QueryOf<typeof trade.symbolList> = {}): Promise<SymbolInfo[]> =>
  call(endpoints['trade.symbolList'], { query: { category: query.category } });

export const getTicker = (symbol: string): Promise<Ticker> =>
  call(endpoints['trade.symbolPrice'], { query: { symbol } });

export const listTickers = (query: TickerQuery = {}): Promise<Ticker[]> =>
  call(endpoints['public.ticketList'], {
    query: { category: query.category, ranking: query.ranking, limit: query.limit },
  });

export const getPriceDistribution = (
  query: QueryOf<typeof trade.priceDistribution> = {},
): Promise<PriceDistribution> =>
  call(endpoints['trade.priceDistribution'], { query: { category: query.category } });

export const listCandles = (query: {
  symbol: string;
  interval: CandleInterval;
  limit?: number;
  endTime?: number;
}): Promise<Candle[]> =>
  call(endpoints['ext.candles'], {
    query: { symbol: query.symbol, interval: query.interval, limit: query.limit, endTime: query.endTime },
  });

/** The server-sent price stream of some symbols (all when none are given). */
export function marketStreamUrl(symbols: readonly string[] = []): string {
  const query = symbols.length
    ? `?symbols=${encodeURIComponent([...symbols].sort().join(','))}`
    : '';
  // A stream, not an envelope call: the browser's EventSource opens this address itself.
  return `${endpoints['ext.marketStream'].path}${query}`;
}

/** Symbols and their rules change rarely: cached for five minutes. */
export const useSymbols = () =>
  useQuery({
    queryKey: ['market', 'symbols'],
    queryFn: () => listSymbols(),
    staleTime: 5 * 60_000,
  });

/** Tickers (optionally ranked), polled: faster when the live stream is down. */
export const useTickers = (query: TickerQuery, live: boolean) =>
  useQuery({
    queryKey: ['market', 'tickers', query],
    queryFn: () => listTickers(query),
    refetchInterval: live ? POLL_WITH_STREAM_MS : POLL_WITHOUT_STREAM_MS,
    placeholderData: keepPreviousData,
  });

export const useTicker = (symbol: string, live: boolean) =>
  useQuery({
    queryKey: ['market', 'ticker', symbol],
    queryFn: () => getTicker(symbol),
    enabled: symbol !== '',
    refetchInterval: live ? POLL_WITH_STREAM_MS : POLL_WITHOUT_STREAM_MS,
    retry: false,
  });

export const usePriceDistribution = (category: SymbolCategory | undefined) =>
  useQuery({
    queryKey: ['market', 'distribution', category ?? 'all'],
    queryFn: () => getPriceDistribution(category === undefined ? {} : { category }),
    refetchInterval: 5_000,
    placeholderData: keepPreviousData,
  });

/** "BTCUSDT" as "BTC/USDT" when the symbol's currencies are known. */
export function pairLabel(symbol: string, info: SymbolInfo | undefined): string {
  return info ? `${info.baseCurrency}/${info.quoteCurrency}` : symbol;
}

/**
 * A ticker with a newer streamed price: the change is recomputed against the 24 h open and
 * the high/low widened, exactly (decimal strings), so a row moves with every tick.
 */
export function withLivePrice(ticker: Ticker, price: string | undefined): Ticker {
  if (!price || price === ticker.price) return ticker;
  const last = toDecimal(price);
  const open = toDecimal(ticker.open24h);
  if (!last || !open || open.isZero()) return { ...ticker, price };
  const change = change24h(open, last, decimalsOf(price));
  return {
    ...ticker,
    price,
    change24h: change.change,
    changePercent24h: change.percent,
    high24h: last.gt(ticker.high24h) ? price : ticker.high24h,
    low24h: last.lt(ticker.low24h) ? price : ticker.low24h,
  };
}

/** Colour of a signed change: up (green), down (red) or flat. */
export function changeTone(value: string | undefined): 'up' | 'down' | 'flat' {
  const d = toDecimal(value);
  if (!d || d.isZero()) return 'flat';
  return d.isNegative() ? 'down' : 'up';
}
