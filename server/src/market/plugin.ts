import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Decimal from 'decimal.js';
import { market as marketCalls } from '@sandbox/shared';
import { notFound } from '../errors.ts';
import type { Market } from './market.ts';
import { wireCode } from './market-symbol.ts';

/** The open streams of each market, so QA can drop them all (a stream fault, qa-routes.ts). */
const openStreams = new WeakMap<Market, Set<FastifyReply>>();

/** How many price streams of this market are open. */
export function streamCount(market: Market): number {
  return openStreams.get(market)?.size ?? 0;
}

/**
 * How many QA drops this market's streams have had, through this instance or another: the
 * instances follow the count (instances/kinds.ts), so a drop through one ends the streams of all.
 */
const dropCounts = new WeakMap<Market, number>();

export function streamDrops(market: Market): number {
  return dropCounts.get(market) ?? 0;
}

function endStreams(market: Market): number {
  const open = openStreams.get(market);
  if (!open) return 0;
  const n = open.size;
  for (const reply of open) reply.raw.destroy();
  return n;
}

/** Ends every open price stream of this market now (clients must reconnect); how many were open here. */
export function dropStreams(market: Market): number {
  dropCounts.set(market, streamDrops(market) + 1);
  return endStreams(market);
}

/**
 * Takes another instance's drop count: a count that moved ends this instance's streams too
 * (`andEnd` false when the instance is starting and only joins the count); how many were open.
 */
export function adoptStreamDrops(market: Market, count: number, andEnd: boolean): number {
  if (count === streamDrops(market)) return 0;
  dropCounts.set(market, count);
  return andEnd ? endStreams(market) : 0;
}

/**
 * The market's place in the app: loads the symbols and their history when the
 * app is built, ticks every second while the server listens (never in tests
 * that only inject), stops on close, and serves the one streaming call.
 *
 * STREAMING ENDPOINT (ext.marketStream, GET /api/ext/market/stream?symbols=A,B):
 * server-sent events, not an envelope, so it is registered here directly and
 * not through the contract's envelope routes. Each event is `event: tick` with
 * `id: <seq>` and data { seq, time, prices, snapshot }; the first is a snapshot.
 * A slow reader skips ticks (the seq jumps) rather than buffering without end;
 * a client that sees a jump refetches tickers, and polls trade.symbolPrice when
 * the stream is unavailable.
 *
 * Stream faults set through QA (qa/faults.ts, listed and reset with the HTTP faults): during a
 * `stream-gap` no tick is pushed (the seq goes on, so the first push after it shows the jump);
 * during a `stream-stale` every push repeats the last quote sent before it (its prices and
 * time) while the market moves on, and the real price comes back when it ends.
 */
export async function marketPlugin(app: FastifyInstance, opts: { market: Market }) {
  const { market } = opts;
  market.reportListenerErrors((error) => app.log.error({ err: error }, 'market tick listener failed'));
  await market.load();
  const open = new Set<FastifyReply>();
  openStreams.set(market, open);
  const faults = app.qaTraffic?.faults;

  app.addHook('onListen', async () => market.startTicker());
  // Streams never end by themselves: end them before the server waits for its connections
  // to finish, or a shutdown hangs on every open chart.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
  });
  app.addHook('onClose', async () => market.stopTicker());

  const endpoint = marketCalls.marketStream;
  app.withTypeProvider<ZodTypeProvider>().get(
    endpoint.path,
    // No response schema: a success is the event stream, and a refusal is the usual error envelope.
    { schema: { summary: endpoint.summary, tags: ['extensions'], querystring: endpoint.query } },
    async (request, reply) => {
      const requested = request.query.symbols?.split(',').map((s) => s.trim()).filter(Boolean);
      const codes = requested?.length ? requested.map(wireCode) : market.symbols().map((s) => s.code);
      for (const code of codes) if (!market.symbol(code)) throw notFound('market.unknownSymbol', { symbol: code });

      const format = (prices: ReadonlyMap<string, Decimal>) =>
        Object.fromEntries(codes.map((code) => [code, prices.get(code)?.toFixed(market.symbol(code)!.row.pricePrecision) ?? null]));
      const res = reply.raw;
      let blocked = false;
      // The last quote pushed, repeated while a stale-quote fault lasts.
      let last: { time: number; prices: ReadonlyMap<string, Decimal> } | undefined;
      const send = (seq: number, time: number, prices: ReadonlyMap<string, Decimal>, snapshot: boolean) => {
        if (blocked) return;
        last = { time, prices };
        const data = JSON.stringify({ seq, time, prices: format(prices), snapshot });
        blocked = !res.write(`id: ${seq}\nevent: tick\ndata: ${data}\n\n`);
      };
      res.on('drain', () => {
        blocked = false;
      });

      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const snapshot = new Map(codes.map((code) => [code, market.markPrice(code)!]));
      send(market.seq, market.lastTickAt.getTime(), snapshot, true);
      let seq = market.seq;
      const off = market.onTick((tick) => {
        seq++;
        const fault = faults?.streamFault(tick.at.getTime());
        if (fault?.kind === 'stream-gap') return;
        if (fault?.kind === 'stream-stale' && last) send(seq, last.time, last.prices, false);
        else send(seq, tick.at.getTime(), tick.prices, false);
      });
      open.add(reply);
      request.raw.on('close', () => {
        off();
        open.delete(reply);
      });
      return reply;
    },
  );
  app.servedEndpoints.push(endpoint.id);
}
