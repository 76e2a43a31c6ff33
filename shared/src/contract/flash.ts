import { z } from 'zod';
import { EXCHANGE_STATUS } from '../status.ts';
import { codeOf, currencyCode, dateTime, decimalString, epochMillis, idString, pageOf, pageQuery } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { tradeAmount } from './amount.ts';

/*
 * Flash exchange (the spec's fast trade, shandui): the pairs it offers, a quote, the exchange and
 * its records (the last two are SPEC.md calls under /api/trade).
 */

const TRADE_BASE = '/api/trade';

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

export const flashExchangeLog = z.object({
  id: idString,
  orderNo: z.string(),
  fromCurrency: currencyCode,
  toCurrency: currencyCode,
  fromAmount: decimalString,
  rate: decimalString.describe('toCurrency per fromCurrency, spread applied'),
  spread: decimalString.describe('Percent taken from the mid rate'),
  fee: decimalString.describe('In toCurrency'),
  receiveAmount: decimalString.describe('fromAmount x rate - fee, in toCurrency'),
  status: codeOf(EXCHANGE_STATUS, 'Exchange status'),
  createdAt: dateTime,
});

export const flashExchange = defineEndpoint({
  id: 'trade.flashExchange',
  method: 'POST',
  path: `${TRADE_BASE}/appFlashExchangeLog/flashExchange`,
  auth: 'login',
  summary: 'Swap between two currencies of the spot wallet at the current rate; refused when under minReceiveAmount',
  body: z
    .object({
      fromCurrency: currencyCode,
      toCurrency: currencyCode,
      amount: tradeAmount.describe('In fromCurrency'),
      minReceiveAmount: decimalString.optional().describe('Slippage guard from the quote the user saw'),
    })
    .refine((b) => b.fromCurrency !== b.toCurrency, { message: 'Choose two different currencies', path: ['toCurrency'] }),
  result: flashExchangeLog,
});

export const flashExchangeList = defineEndpoint({
  id: 'trade.flashExchangeList',
  method: 'GET',
  path: `${TRADE_BASE}/appFlashExchangeLog/listMy`,
  auth: 'login',
  summary: "The user's flash exchanges, newest first",
  query: pageQuery.extend({ currency: currencyCode.optional() }),
  result: pageOf(flashExchangeLog),
});
