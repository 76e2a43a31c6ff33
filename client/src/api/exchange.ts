import { nextPageNo, usePagedQuery } from '../lib/paging.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXCHANGE_STATUS } from '@sandbox/shared/status';
import type { flash, trade } from '@sandbox/shared/contract/index';
import { call, callAtServerTime } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';
import { walletKeys } from './finance.ts';

/**
 * Flash exchange (issue 4, server: trade/flash-service.ts): the quote, the exchange and its
 * records. A quote holds for the server's 10 s window (`expiresAt`); the exchange sends the
 * quote's receiveAmount as minReceiveAmount, so the user is charged what was shown or nothing.
 */

export { EXCHANGE_STATUS };
export type FlashPair = ResultOf<typeof flash.flashPairs>[number];
export type FlashQuoteQuery = QueryOf<typeof flash.flashQuote>;
export type FlashQuote = ResultOf<typeof flash.flashQuote>;
export type FlashExchangeRequest = BodyOf<typeof trade.flashExchange>;
export type FlashExchangeLog = ResultOf<typeof trade.flashExchange>;
export type FlashExchangePage = ResultOf<typeof trade.flashExchangeList>;
export type FlashExchangeListQuery = QueryOf<typeof trade.flashExchangeList>;

/** A quote as the screen keeps it: how long it still holds is measured on the server's clock. */
export interface TimedQuote {
  quote: FlashQuote;
  /** Milliseconds the quote held when the server answered (expiresAt minus the envelope's timestamp). */
  validForMs: number;
  /** Local time the answer arrived. */
  receivedAt: number;
}

/** Below this the screen asks again rather than trust a quote about to roll over. */
const MIN_REFRESH_MS = 500;

/**
 * The quote is read as a raw envelope: a refused amount (below the minimum, unknown pair)
 * is shown under the input as the server's localized message, not as a toast on every keystroke.
 */
export async function getFlashQuote(query: FlashQuoteQuery, now: () => number = Date.now): Promise<TimedQuote> {
  const { result: quote, serverTime, receivedAt } = await callAtServerTime(endpoints['ext.flashQuote'], { query }, now);
  // The sandbox clock may run ahead of the device's: count the window on the server's clock.
  return { quote, validForMs: Math.max(0, quote.expiresAt - serverTime), receivedAt };
}

export const listFlashPairs = (): Promise<FlashPair[]> => call(endpoints['ext.flashPairs']);

/** The pairs offered, as a map from each currency one can pay with to those one can receive. */
export function pairMap(pairs: readonly FlashPair[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const p of pairs) map.set(p.fromCurrency, [...(map.get(p.fromCurrency) ?? []), p.toCurrency]);
  return map;
}

/** The pair offered changes rarely: cached for five minutes. */
export const useFlashPairs = () => useQuery({ queryKey: ['flashExchange', 'pairs'], queryFn: listFlashPairs, staleTime: 5 * 60_000 });

export const flashExchange = (body: FlashExchangeRequest): Promise<FlashExchangeLog> => call(endpoints['trade.flashExchange'], { body });

export const listFlashExchanges = (query: FlashExchangeListQuery): Promise<FlashExchangePage> =>
  call(endpoints['trade.flashExchangeList'], { query: { pageNo: query.pageNo, pageSize: query.pageSize, currency: query.currency } });

/** When the quote should be asked again: just after its window closes. */
export function quoteRefreshMs(timed: TimedQuote | undefined, now: number = Date.now()): number | false {
  if (!timed) return false;
  return Math.max(MIN_REFRESH_MS, timed.receivedAt + timed.validForMs - now + 100);
}

/**
 * Whole seconds the quote still holds (0 when it has rolled over). A clock read before the
 * quote arrived (the screen's once-a-second tick) counts from its arrival: a 10 s quote
 * shows 10 s, never 11.
 */
export function quoteSecondsLeft(timed: TimedQuote | undefined, now: number = Date.now()): number {
  if (!timed) return 0;
  return Math.max(0, Math.ceil((timed.receivedAt + timed.validForMs - Math.max(now, timed.receivedAt)) / 1000));
}

/** Margin for the trip to the server: a quote this close to its end is asked again rather than sent. */
export const QUOTE_SEND_MARGIN_MS = 500;

/** Whether a quote can no longer be sent (its window closed, or closes before the request lands). */
export function quoteExpired(timed: TimedQuote | undefined, now: number = Date.now()): boolean {
  return !timed || timed.receivedAt + timed.validForMs - now < QUOTE_SEND_MARGIN_MS;
}

export const exchangeKeys = {
  all: ['flashExchange'] as const,
  quote: (q: FlashQuoteQuery) => ['flashExchange', 'quote', q.fromCurrency, q.toCurrency, q.amount] as const,
  list: (currency: string | undefined) => ['flashExchange', 'list', currency ?? ''] as const,
};

/** The live quote for an amount; asked again each time the previous one expires. */
export const useFlashQuote = (query: FlashQuoteQuery | null) =>
  useQuery({
    queryKey: query ? exchangeKeys.quote(query) : ['flashExchange', 'quote', 'none'],
    queryFn: () => getFlashQuote(query as FlashQuoteQuery),
    enabled: query !== null,
    retry: false,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => quoteRefreshMs(q.state.data),
  });

export const RECORDS_PAGE_SIZE = 20;

/** The user's exchanges, newest first, page by page ("load more"). */
export const useFlashExchangeRecords = (currency: string | undefined) =>
  usePagedQuery(exchangeKeys.list(currency), (pageNo) => listFlashExchanges({ pageNo, pageSize: RECORDS_PAGE_SIZE, currency }), { getNextPageParam: nextPageNo });

/** Money moved: balances, the wallet figures and the records are stale. */
export const useFlashExchangeMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: flashExchange,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: walletKeys.all }), client.invalidateQueries({ queryKey: exchangeKeys.all })]),
  });
};
