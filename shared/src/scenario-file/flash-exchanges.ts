import { z } from 'zod';
import { currencyCode, instant, positiveAmount, userName } from './values.ts';

/** A flash exchange (docs/scenarios.md "Flash exchanges"): made at its instant, at the market's price then. */
export const scenarioFlashExchangeSchema = z
  .object({
    user: userName,
    from: currencyCode.describe('The currency given, from spot, e.g. USDT'),
    to: currencyCode.describe('The currency received on spot, e.g. BTC: a pair of the flash exchange'),
    amount: positiveAmount.describe("Given, in the from currency, within the pair's minimum and maximum"),
    at: instant.optional().describe('When it was made, at the quote of that moment (at or before the clock); default the clock'),
  })
  .strict()
  .describe("A flash exchange made through the trading module's own exchange at the market price of its instant (both sides through the ledger)");

export type ScenarioFlashExchange = z.output<typeof scenarioFlashExchangeSchema>;
