import { z } from 'zod';
import { SECOND_DIRECTION, SECOND_ORDER_STATUS, TRADE_ACCOUNT } from '../status.ts';
import { codeOf, currencyCode, dateTime, decimalString, epochMillis, idString, pageOf, pageQuery, queryCodeOf, signedDecimalString, symbolCode } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { tradeAmount } from './amount.ts';

/*
 * Second contracts (/api/trade, the spec's miaoheyue): the periods offered, buying one and its
 * orders. Percent fields (payoutRate, lossRate) are percents: "85" = 85 %.
 */

const BASE = '/api/trade';

export const secondContractSet = z.object({
  id: idString,
  symbol: symbolCode.nullable().describe('Null = offered on every symbol with second contracts'),
  periodSeconds: z.number().int().positive(),
  payoutRate: decimalString.describe('Profit on a win, percent of the stake'),
  lossRate: decimalString.describe('Loss on a loss, percent of the stake (100 = whole stake)'),
  currency: currencyCode,
  minAmount: decimalString,
  maxAmount: decimalString,
  sort: z.number().int(),
});

export const secondOrder = z.object({
  id: idString,
  orderNo: z.string(),
  accountType: codeOf(TRADE_ACCOUNT, 'Account'),
  symbol: symbolCode,
  setId: idString,
  direction: codeOf(SECOND_DIRECTION, 'Direction'),
  amount: decimalString,
  currency: currencyCode,
  periodSeconds: z.number().int().positive(),
  payoutRate: decimalString,
  openPrice: decimalString,
  closePrice: decimalString.nullable(),
  profit: signedDecimalString.nullable().describe('Net result once settled'),
  status: codeOf(SECOND_ORDER_STATUS, 'Order status; draw = close equals open, stake returned'),
  openTime: dateTime,
  settleTime: dateTime.describe('openTime + period'),
  settledAt: dateTime.nullable(),
});

export const secondSetList = defineEndpoint({
  id: 'trade.secondSetList',
  method: 'GET',
  path: `${BASE}/appSecondContractSet/list`,
  auth: 'public',
  summary: 'Second-contract periods with payout rate and amount limits',
  query: z.object({ symbol: symbolCode.optional() }),
  result: z.array(secondContractSet),
});

export const secondBuy = defineEndpoint({
  id: 'trade.secondBuy',
  method: 'POST',
  path: `${BASE}/appSecondContractOrder/buy`,
  auth: 'login',
  summary: 'Place a second contract: up or down over a period at the current price; settled by the market at its end',
  body: z.object({
    symbol: symbolCode,
    setId: idString.describe('trade.secondSetList id (period, payout)'),
    direction: codeOf(SECOND_DIRECTION, 'Direction'),
    amount: tradeAmount,
    accountType: codeOf(TRADE_ACCOUNT, 'Account').optional().describe('Default 1 (real)'),
  }),
  result: secondOrder,
});

export const secondOrderList = defineEndpoint({
  id: 'trade.secondOrderList',
  method: 'GET',
  path: `${BASE}/appSecondContractOrder/listMy`,
  auth: 'login',
  summary: "The user's second contracts, newest first",
  query: pageQuery.extend({
    status: queryCodeOf(SECOND_ORDER_STATUS, 'Order status').optional(),
    symbol: symbolCode.optional(),
    accountType: queryCodeOf(TRADE_ACCOUNT, 'Account').optional(),
  }),
  result: pageOf(secondOrder),
});

export const secondHead = defineEndpoint({
  id: 'trade.secondHead',
  method: 'GET',
  path: `${BASE}/appSecondContractOrder/head`,
  auth: 'login',
  summary: "The user's running second contract nearest to settlement (optionally on one symbol and one account) and its seconds left",
  query: z.object({
    symbol: symbolCode.optional(),
    accountType: queryCodeOf(TRADE_ACCOUNT, 'Account').optional().describe('Only this account (real or demo); default both'),
  }),
  result: z.object({
    order: secondOrder.nullable(),
    secondsLeft: z.number().int().nonnegative().nullable(),
    currentPrice: decimalString.nullable(),
    serverTime: epochMillis,
  }),
});
