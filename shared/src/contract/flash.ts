import { z } from 'zod';
import { currencyCode, decimalString, epochMillis } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { tradeAmount } from './amount.ts';

/*
 * Flash exchange (the spec's fast trade, shandui): the pairs it offers and a quote. The exchange
 * itself and its records are SPEC.md calls (trade.ts).
 */

export const flashPairs = defineEndpoint({
  id: 'ext.flashPairs',
  method: 'GET',
  path: '/api/ext/flashExchange/pairs',
  auth: 'public',
  extension: true,
  summary: 'The currency pairs flash exchange offers, with their limits and fee (the pickers of shandui)',
  result: z.array(
    z.object({
      fromCurrency: currencyCode,
      toCurrency: currencyCode,
      minAmount: decimalString.describe('In fromCurrency'),
      maxAmount: decimalString.describe('In fromCurrency'),
      feeRate: decimalString.describe('Percent of the amount received'),
    }),
  ),
});

export const flashQuote = defineEndpoint({
  id: 'ext.flashQuote',
  method: 'GET',
  path: '/api/ext/flashExchange/quote',
  auth: 'public',
  extension: true,
  summary: 'What a flash exchange would give now (rate, spread, fee, receive amount); pass receiveAmount as minReceiveAmount',
  query: z.object({ fromCurrency: currencyCode, toCurrency: currencyCode, amount: tradeAmount }),
  result: z.object({
    fromCurrency: currencyCode,
    toCurrency: currencyCode,
    amount: decimalString,
    midRate: decimalString,
    rate: decimalString.describe('After spread'),
    spread: decimalString.describe('Percent'),
    fee: decimalString.describe('In toCurrency'),
    receiveAmount: decimalString,
    minAmount: decimalString,
    expiresAt: epochMillis,
  }),
});
