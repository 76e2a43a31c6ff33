import { z } from 'zod';
import {
  CLOSE_REASON,
  MARGIN_MODE,
  POSITION_SIDE,
  POSITION_STATUS,
  SYMBOL_CATEGORY,
  TRADE_ACCOUNT,
} from '../status.ts';
import {
  codeOf,
  currencyCode,
  dateTime,
  decimalString,
  epochMillis,
  idString,
  pageOf,
  pageQuery,
  positiveDecimalString,
  queryCodeOf,
  signedDecimalString,
  symbolCode,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { tradeAmount } from './amount.ts';

/*
 * Trading (/api/trade): perpetual positions (market orders at the mark price,
 * real or demo account) and symbols. The prefix's second contracts (second-contract.ts) and
 * flash exchange (flash.ts) live in their domains' files and are part of this namespace.
 * Percent fields (yield, marginRatio, changePercent, payoutRate) are percents: "12.5" = 12.5 %.
 */

const BASE = '/api/trade';

/** One maintenance bracket of a symbol: the bracket whose [floor, cap) holds a position's notional applies. */
export const maintenanceTier = z.object({
  tier: z.number().int().positive(),
  notionalFloor: decimalString.describe('Quote currency, inclusive'),
  notionalCap: decimalString.nullable().describe('Quote currency, exclusive; null = no cap (last bracket)'),
  maxLeverage: z.number().int().positive().describe('Highest leverage a position in this bracket may have'),
  maintenanceMarginRate: decimalString.describe('Percent of notional'),
  maintenanceAmount: decimalString.describe('Maintenance margin = notional x rate / 100 - maintenanceAmount (Binance "cum")'),
});

export const symbolInfo = z.object({
  symbol: symbolCode,
  baseCurrency: currencyCode,
  quoteCurrency: currencyCode,
  name: z.string(),
  category: codeOf(SYMBOL_CATEGORY, 'Category'),
  iconUrl: z.string().nullable(),
  pricePrecision: z.number().int().min(0).max(12),
  quantityPrecision: z.number().int().min(0).max(12),
  leverages: z.array(z.number().int().positive()).describe('Leverage choices offered'),
  maxLeverage: z.number().int().positive(),
  minMargin: decimalString.describe('Margin the minimum quantity needs at the maximum leverage at the current mark price, rounded up to the cent: a hint; the rule is minQuantity'),
  minQuantity: decimalString.describe('Smallest quantity a position may have (base currency), after truncation to quantityPrecision'),
  feeRate: decimalString.describe('Percent of notional charged on open and on close'),
  maintenanceMarginRate: decimalString.describe('Percent of notional in the first bracket; below it the position is liquidated'),
  maintenanceTiers: z
    .array(maintenanceTier)
    .describe(
      'Leverage and maintenance brackets, ascending (Binance leverageBracket): the liquidation price of any position can be recomputed from them',
    ),
  contractEnabled: z.boolean(),
  secondContractEnabled: z.boolean(),
  sort: z.number().int(),
});

/** Latest price and 24 h figures of a symbol. */
export const ticker = z.object({
  symbol: symbolCode,
  price: decimalString,
  open24h: decimalString,
  high24h: decimalString,
  low24h: decimalString,
  volume24h: decimalString.describe('Base volume'),
  turnover24h: decimalString.describe('Quote volume'),
  change24h: signedDecimalString,
  changePercent24h: signedDecimalString.describe('Percent'),
  timestamp: epochMillis,
});

export const position = z.object({
  id: idString,
  orderNo: z.string(),
  accountType: codeOf(TRADE_ACCOUNT, 'Account'),
  symbol: symbolCode,
  side: codeOf(POSITION_SIDE, 'Side'),
  marginMode: codeOf(MARGIN_MODE, 'Margin mode'),
  leverage: z.number().int().positive(),
  quantity: decimalString.describe('Base currency'),
  entryPrice: decimalString,
  markPrice: decimalString.describe('Current mark price (open) or the close price (closed)'),
  margin: decimalString,
  liquidationPrice: decimalString.nullable().describe('Null in cross mode when not reachable'),
  takeProfit: decimalString.nullable(),
  stopLoss: decimalString.nullable(),
  unrealizedPnl: signedDecimalString,
  yield: signedDecimalString.describe('PnL as percent of margin'),
  marginRatio: decimalString.describe('Maintenance margin / (margin + unrealized PnL), percent; 100 liquidates'),
  expectedReturn: signedDecimalString.nullable().describe('PnL at the take-profit price'),
  openFee: decimalString.describe('Charged on open'),
  closeFee: decimalString.describe('Charged on close; 0 while open and on liquidation'),
  closePrice: decimalString.nullable(),
  grossPnl: signedDecimalString
    .nullable()
    .describe('Once closed: what the close moved for the result, before fees (an isolated loss is capped at the margin; an isolated liquidation loses the margin)'),
  realizedPnl: signedDecimalString
    .nullable()
    .describe('Once closed: net after both fees = grossPnl - openFee - closeFee, exactly what the position moved in the wallet'),
  closeReason: codeOf(CLOSE_REASON, 'Close reason').nullable(),
  status: codeOf(POSITION_STATUS, 'Position status'),
  openTime: dateTime,
  closeTime: dateTime.nullable(),
});
export type Position = z.infer<typeof position>;

export const positionCreate = defineEndpoint({
  id: 'trade.positionCreate',
  method: 'POST',
  path: `${BASE}/appTradePositions/create`,
  auth: 'login',
  summary:
    'Open a position at the mark price; give the margin or the quantity (exactly one); demo account trades the virtual balance',
  body: z
    .object({
      symbol: symbolCode,
      side: codeOf(POSITION_SIDE, 'Side'),
      marginMode: codeOf(MARGIN_MODE, 'Margin mode'),
      leverage: z.number().int().min(1).max(200),
      margin: tradeAmount.optional().describe('USDT put up'),
      quantity: tradeAmount.optional().describe('Base currency'),
      takeProfit: positiveDecimalString.optional(),
      stopLoss: positiveDecimalString.optional(),
      accountType: codeOf(TRADE_ACCOUNT, 'Account').optional().describe('Default 1 (real)'),
      competitionId: idString.optional().describe('With accountType 3 (competition): the competition whose account of the caller'),
    })
    .refine((b) => (b.margin === undefined) !== (b.quantity === undefined), {
      message: 'Give either the margin or the quantity',
      path: ['margin'],
    }),
  result: position,
});

export const positionUpdateStopLoss = defineEndpoint({
  id: 'trade.positionUpdateStopLoss',
  method: 'POST',
  path: `${BASE}/appTradePositions/updateStopLoss`,
  auth: 'login',
  summary:
    'Set take-profit and stop-loss of an open position; both are replaced, an omitted one is cleared (null fields are dropped on the wire, so absence means none)',
  body: z.object({ id: idString, takeProfit: positiveDecimalString.optional(), stopLoss: positiveDecimalString.optional() }),
  result: position,
});

export const positionList = defineEndpoint({
  id: 'trade.positionList',
  method: 'GET',
  path: `${BASE}/appTradePositions/listMy`,
  auth: 'login',
  summary: "The user's positions, newest first (open ones with live mark price and PnL)",
  query: pageQuery.extend({
    status: queryCodeOf(POSITION_STATUS, 'Position status').optional(),
    symbol: symbolCode.optional(),
    accountType: queryCodeOf(TRADE_ACCOUNT, 'Account').optional().describe('Default 1 (real)'),
    competitionId: idString.optional().describe('With accountType 3 (competition): the competition whose account of the caller'),
  }),
  result: pageOf(position),
});

export const positionClose = defineEndpoint({
  id: 'trade.positionClose',
  method: 'POST',
  path: `${BASE}/appTradePositions/close/{id}`,
  auth: 'login',
  summary: 'Close an open position in full at the mark price',
  params: z.object({ id: idString }),
  result: position,
});

export const positionAddMargin = defineEndpoint({
  id: 'trade.positionAddMargin',
  method: 'POST',
  path: `${BASE}/appTradePositions/addMargin`,
  auth: 'login',
  summary: 'Add margin to an open isolated position (moves the liquidation price away)',
  body: z.object({ id: idString, amount: tradeAmount }),
  result: position,
});

export const positionSummary = defineEndpoint({
  id: 'trade.positionSummary',
  method: 'GET',
  path: `${BASE}/appTradePositions/summary`,
  auth: 'login',
  summary: "Totals of the user's open positions (client store positionsSummary)",
  query: z.object({
    accountType: queryCodeOf(TRADE_ACCOUNT, 'Account').optional().describe('Default 1 (real)'),
    competitionId: idString.optional().describe('With accountType 3 (competition): the competition whose account of the caller'),
  }),
  result: z.object({
    accountType: codeOf(TRADE_ACCOUNT, 'Account'),
    currency: z.literal('USDT'),
    openCount: z.number().int().nonnegative(),
    totalMargin: decimalString,
    unrealizedPnl: signedDecimalString,
    balance: decimalString.describe('Contract wallet (real), virtual balance (demo) or the competition account'),
    available: decimalString,
    equity: signedDecimalString,
    todayRealizedPnl: signedDecimalString,
    totalRealizedPnl: signedDecimalString,
  }),
});

export const symbolPrice = defineEndpoint({
  id: 'trade.symbolPrice',
  method: 'GET',
  path: `${BASE}/appSymbol/price`,
  auth: 'public',
  summary: 'Ticker of one symbol',
  query: z.object({ symbol: symbolCode }),
  result: ticker,
});

export const symbolList = defineEndpoint({
  id: 'trade.symbolList',
  method: 'GET',
  path: `${BASE}/appSymbol/list`,
  auth: 'public',
  summary: 'Tradable symbols with their trading rules',
  query: z.object({ category: queryCodeOf(SYMBOL_CATEGORY, 'Category').optional() }),
  result: z.array(symbolInfo),
});

export const priceDistribution = defineEndpoint({
  id: 'trade.priceDistribution',
  method: 'GET',
  path: `${BASE}/api/getPriceDistribution`,
  auth: 'public',
  summary: 'Rise and fall distribution of 24 h changes over all symbols',
  query: z.object({ category: queryCodeOf(SYMBOL_CATEGORY, 'Category').optional() }),
  result: z.object({
    riseCount: z.number().int().nonnegative(),
    fallCount: z.number().int().nonnegative(),
    flatCount: z.number().int().nonnegative(),
    buckets: z.array(
      z.object({
        from: signedDecimalString.nullable().describe('Lower bound of the change percent, inclusive; null = open'),
        to: signedDecimalString.nullable().describe('Upper bound, exclusive; null = open'),
        count: z.number().int().nonnegative(),
      }),
    ),
    timestamp: epochMillis,
  }),
});

export const demoReset = defineEndpoint({
  id: 'ext.demoReset',
  method: 'POST',
  path: '/api/ext/demo/reset',
  auth: 'login',
  extension: true,
  summary: 'Close every demo position and second contract and reset the virtual balance to its initial amount',
  result: z.object({ accountType: z.literal(TRADE_ACCOUNT.DEMO), currency: z.literal('USDT'), balance: decimalString }),
});

export const positionDetail = defineEndpoint({
  id: 'ext.positionDetail',
  method: 'GET',
  path: '/api/ext/positions/{id}',
  auth: 'login',
  extension: true,
  summary: "One of the user's positions, open or closed (the settlement information page); another user's id answers 404",
  params: z.object({ id: idString }),
  result: position,
});

export * from './second-contract.ts';
export { flashExchangeLog, flashExchange, flashExchangeList } from './flash.ts';
