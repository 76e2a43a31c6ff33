import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { badRequest, notFound } from '../errors.ts';
import { qaOk } from '../qa/context.ts';
import type { Market } from './market.ts';

const decimalText = z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]).transform(String);

const steerBody = z.object({
  symbol: z.string().min(1).max(24),
  kind: z.enum(['crash', 'rally', 'target']),
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

/**
 * QA market scripts under /__qa/market (registered inside the QA plugin, so the
 * QA token guards them): steer a symbol or the whole crypto group for everyone,
 * read the market's state, reload the symbols after editing them.
 */
export async function marketQaRoutes(app: FastifyInstance, opts: { market: Market; clock: Clock }) {
  const { market } = opts;
  const ok = qaOk(opts.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/state', { schema: { hide: true } }, async (request) => ok(request, market.state()));

  api.post('/steer', { schema: { hide: true, body: steerBody } }, async (request) => {
    const body = request.body;
    if (body.kind === 'target') {
      if (body.targetPrice === undefined || new Decimal(body.targetPrice).lte(0)) throw badRequest('market.steerTarget');
    } else {
      const pct = body.percent === undefined ? undefined : new Decimal(body.percent);
      if (!pct || pct.lte(0) || (body.kind === 'crash' && pct.gte(100))) throw badRequest('market.steerPercent');
    }
    const steer = market.steer({
      symbol: body.symbol,
      kind: body.kind,
      durationSeconds: body.durationSeconds,
      ...(body.percent !== undefined ? { percent: body.percent } : {}),
      ...(body.targetPrice !== undefined ? { targetPrice: body.targetPrice } : {}),
    });
    if (!steer) throw notFound('market.unknownSymbol', { symbol: body.symbol });
    return ok(request, { symbol: steer.symbol, kind: steer.kind, from: steer.from, target: steer.target, startTime: steer.startMs, endTime: steer.endMs });
  });

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
      steers: steers.map((s) => ({ symbol: s.symbol, beta: s.beta, from: s.from, target: s.target, startTime: s.startMs, endTime: s.endMs })),
    });
  });

  api.post('/reload', { schema: { hide: true } }, async (request) => {
    await market.load();
    return ok(request, market.state());
  });
}
