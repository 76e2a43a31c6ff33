import { z } from 'zod';
import { SYMBOL_CATEGORY, TICKER_RANKING } from '../status.ts';
import { dateTime, epochMillis, queryCodeOf, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ticker } from './trade.ts';

/* Public market and clock (/api/public; "Ticket" and the double slash are as the spec gives them). */

export const ticketList = defineEndpoint({
  id: 'public.ticketList',
  method: 'GET',
  path: '/api/public/getTicketList',
  auth: 'public',
  summary: 'Tickers of all symbols, optionally ranked (24 h volume, hot, rising, falling) and limited',
  query: z.object({
    category: queryCodeOf(SYMBOL_CATEGORY, 'Category').optional(),
    ranking: queryCodeOf(TICKER_RANKING, 'Ranking').optional(),
    limit: queryInt().min(1).max(200).optional(),
  }),
  result: z.array(ticker),
});

export const serverTime = defineEndpoint({
  id: 'public.serverTime',
  method: 'GET',
  path: '/api//public/getServerTime',
  auth: 'public',
  summary: "Server clock (the sandbox clock, which QA may move), for countdowns",
  result: z.object({
    timestamp: epochMillis,
    regionTime: dateTime,
    utcOffsetMinutes: z.literal(480).describe('Region time offset (UTC+8)'),
  }),
});
