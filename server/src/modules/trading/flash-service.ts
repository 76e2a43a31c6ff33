import type { PageQuery } from '../paging.ts';
import { exchange, exchangeScenario, listExchanges, type FlashExchangeInput, type ScenarioExchange } from './flash-exchange.ts';
import { flashPairs, quoteAt, type FlashDeps } from './flash-quote.ts';

export type FlashService = ReturnType<typeof createFlashService>;

/**
 * The flash exchange. The parts: flash-quote.ts (the pairs, the quote and its rate rules),
 * flash-exchange.ts (an exchange at the quoted rate, the history).
 */
export function createFlashService(deps: FlashDeps) {
  return {
    pairs: () => flashPairs(deps),
    quote: (q: { fromCurrency: string; toCurrency: string; amount: string }) => quoteAt(deps, q.fromCurrency, q.toCurrency, q.amount, deps.clock.now()),
    exchange: (userId: string, input: FlashExchangeInput) => exchange(deps, userId, input),
    /** A scenario file's exchanges (the QA API only; no product call reaches it). */
    exchangeScenario: (exchanges: readonly ScenarioExchange[]) => exchangeScenario(deps, exchanges),
    list: (userId: string, q: PageQuery & { currency?: string | undefined }) => listExchanges(deps, userId, q),
  };
}
