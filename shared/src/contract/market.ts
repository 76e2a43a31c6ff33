import { z } from 'zod';
import { CANDLE_INTERVALS } from '../constants.ts';
import { decimalString, epochMillis, queryInt, symbolCode } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * The market's extension calls (SPEC.md section 7 has the symbol and ticker calls, trade.ts):
 * K-line candles and the live price stream.
 */

export const candle = z.object({
  time: epochMillis.describe('Open time, unix ms'),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});

export const candles = defineEndpoint({
  id: 'ext.candles',
  method: 'GET',
  path: '/api/ext/market/candles',
  auth: 'public',
  extension: true,
  summary: 'K-line candles of a symbol, oldest first, ending at endTime (default now)',
  query: z.object({
    symbol: symbolCode,
    interval: z.enum(CANDLE_INTERVALS),
    limit: queryInt().min(1).max(1000).default(300),
    endTime: queryInt().nonnegative().optional().describe('Unix ms, inclusive'),
  }),
  result: z.array(candle),
});

/** One event of the live price stream (ext.marketStream). */
export const marketStreamEvent = z.object({
  seq: z.number().int().nonnegative().describe('Tick number; a jump means ticks were missed: refetch the tickers'),
  time: epochMillis.describe('Tick time (the sandbox clock), unix ms'),
  prices: z.record(z.string(), decimalString).describe('Last price per requested symbol, e.g. { "BTCUSDT": "95000.12" }'),
  snapshot: z.boolean().describe('True for the first event after connecting'),
});

export const marketStream = defineEndpoint({
  id: 'ext.marketStream',
  method: 'GET',
  path: '/api/ext/market/stream',
  auth: 'public',
  extension: true,
  streaming: true,
  summary:
    'STREAMING: server-sent events (text/event-stream), not an envelope. A snapshot, then one "tick" event per second (id = seq) with the prices of the requested symbols; `result` describes one event\'s data. Unknown symbol: an envelope with code 404. Fall back to polling trade.symbolPrice.',
  query: z.object({ symbols: z.string().max(500).optional().describe('Comma-separated symbols, e.g. "BTCUSDT,ETHUSDT"; default all') }),
  result: marketStreamEvent,
});
