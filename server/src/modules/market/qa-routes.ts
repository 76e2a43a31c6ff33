import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { scheduleGoodDay } from '../../market/good-day.ts';
import type { Market } from '../../market/market.ts';
import { dropStreams, streamCount } from '../../market/plugin.ts';
import { STREAM_FAULT_ROUTE, type Fault } from '../../qa/faults.ts';
import type { QaContext } from '../define-module.ts';
import { replayAsked, steerSymbolAsked } from './qa-steers.ts';

const decimalText = z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]).transform(String);

const steerBody = z.object({
  symbol: z.string().min(1).max(24),
  kind: z.enum(['crash', 'rally', 'target', 'flat']),
  percent: decimalText.optional(),
  targetPrice: decimalText.optional(),
  durationSeconds: z.number().int().min(1).max(7 * 24 * 3600),
});

const groupSteerBody = z.object({
  group: z.enum(['crypto']),
  kind: z.enum(['crash', 'rally']),
  percent: decimalText,
  durationSeconds: z.number().int().min(1).max(7 * 24 * 3600),
});

/** A replay's upload may exceed the app's body limit (a CSV of 5,000 candles, about 300 kB). */
const REPLAY_BODY_LIMIT = 1_000_000;

const replayBody = z.object({
  symbol: z.string().min(1).max(24),
  mode: z.enum(['scaled', 'absolute']).default('scaled'),
  // The uploaded file's text (5,000 rows of candles with long prices stay below this).
  csv: z.string().min(1).max(REPLAY_BODY_LIMIT - 1000),
});

const goodDayBody = z.object({ durationSeconds: z.number().int().min(60).max(24 * 3600).default(600) });

const streamFaultBody = z.object({ seconds: z.number().int().min(1).max(3600) });

/** A steer's answer: the symbol, its kind and path, from and to. */
const steerView = (s: { symbol: string; kind: string; from: string; target: string; startMs: number; endMs: number }) => ({
  symbol: s.symbol,
  kind: s.kind,
  from: s.from,
  target: s.target,
  startTime: s.startMs,
  endTime: s.endMs,
});

/**
 * QA market scripts under /__qa/market (registered inside the QA plugin, so the
 * QA token guards them): steer a symbol or the whole crypto group for everyone,
 * read the market's state, reload the symbols after editing them.
 */
export async function marketQaRoutes(app: FastifyInstance, ctx: QaContext<Market>) {
  symbolSteerRoutes(app, ctx);
  streamRoutes(app, ctx);
  groupRoutes(app, ctx);
}

/** The market's state, and one symbol steered: a move, a replay of uploaded candles, the presenter's good day. */
function symbolSteerRoutes(app: FastifyInstance, { api: market, ok }: QaContext<Market>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/state', { schema: { hide: true } }, async (request) => ok(request, market.state()));

  api.post('/steer', { schema: { hide: true, body: steerBody } }, async (request) => ok(request, steerView(steerSymbolAsked(market, request.body))));

  // A replay of uploaded candles: the symbol follows their closes from now, then walks on.
  api.post('/replay', { bodyLimit: REPLAY_BODY_LIMIT, schema: { hide: true, body: replayBody } }, async (request) => {
    const { steer, rows } = replayAsked(market, request.body);
    return ok(request, { ...steerView(steer), mode: request.body.mode, rows });
  });

  // The presenter's good day: four scheduled market-wide phases (good-day.ts).
  api.post('/good-day', { schema: { hide: true, body: goodDayBody } }, async (request) => {
    const { durationSeconds } = request.body;
    const phases = scheduleGoodDay(market, durationSeconds);
    return ok(request, {
      durationSeconds,
      phases: phases.map((p) => ({
        name: p.name,
        kind: p.kind,
        percent: p.percent,
        startTime: p.steers[0]?.startMs ?? null,
        endTime: p.steers[0]?.endMs ?? null,
        steers: p.steers.map((s) => ({ ...steerView(s), beta: s.beta })),
      })),
    });
  });
}

/** Stream faults: the open streams and the gap or stale-quote fault in force (kept with the HTTP faults). */
function streamRoutes(app: FastifyInstance, { api: market, clock, ok }: QaContext<Market>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const faults = app.qaTraffic.faults;
  const faultView = (f: Fault) => ({ id: f.id, kind: f.kind, seconds: f.seconds ?? null, until: f.until ?? null });
  api.get('/stream', { schema: { hide: true } }, async (request) => {
    const now = clock.now().getTime();
    const active = faults.list(now).filter((f) => f.kind === 'stream-gap' || f.kind === 'stream-stale');
    return ok(request, { open: streamCount(market), faults: active.map(faultView) });
  });
  api.post('/stream/drop', { schema: { hide: true } }, async (request) => ok(request, { dropped: dropStreams(market) }));
  for (const kind of ['gap', 'stale'] as const) {
    api.post(`/stream/${kind}`, { schema: { hide: true, body: streamFaultBody } }, async (request) => {
      const fault = faults.add({ route: STREAM_FAULT_ROUTE, kind: `stream-${kind}`, seconds: request.body.seconds }, clock.now().getTime());
      return ok(request, faultView(fault));
    });
  }
}

/** The whole crypto group steered, and the symbols reloaded after editing them. */
function groupRoutes(app: FastifyInstance, { api: market, ok }: QaContext<Market>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // A market-wide crash or rally through the crypto factor: every crypto symbol moves by its beta.
  api.post('/steer-group', { schema: { hide: true, body: groupSteerBody } }, async (request) => {
    const body = request.body;
    const pct = new Decimal(body.percent);
    if (pct.lte(0) || (body.kind === 'crash' && pct.gte(100))) throw badRequest('market.steerPercent');
    const steers = market.steerGroup({ group: body.group, kind: body.kind, percent: body.percent, durationSeconds: body.durationSeconds });
    return ok(request, {
      group: body.group,
      kind: body.kind,
      percent: pct.toString(),
      steers: steers.map((s) => ({ ...steerView(s), beta: s.beta })),
    });
  });

  api.post('/reload', { schema: { hide: true } }, async (request) => {
    await market.load();
    return ok(request, market.state());
  });
}
