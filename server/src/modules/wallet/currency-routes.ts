import type { Handlers } from '../../routes/handlers.ts';
import type { CurrencyService } from './currency-service.ts';

/** /api/set currency calls: the currency list and the rate between two currencies. */
export function currencyHandlers(currencies: CurrencyService): Handlers {
  return {
    'set.getCurrencyList': async ({ query }) => currencies.list(query.type),
    'set.getRateByCurrency': async ({ query }) => currencies.rate(query.currency, query.quoteCurrency),
  };
}
