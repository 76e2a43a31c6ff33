import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isRegionTime, regionTimeToEpoch, toRegionTime } from '@sandbox/shared';
import { badRequest } from '../errors.ts';
import { runEveryJob } from './catch-up.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';

/** The longest single move: a year and a day (the same bound as the older `ms` body). */
const MAX_MOVE_MS = 366 * 24 * 3600 * 1000;

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 } as const;

/**
 * "1d12h", "90s", "15m", "3d": whole numbers with d/h/m/s, largest unit first. Written here:
 * the one duration package in the tree (ms, a transitive dependency) reads one unit only.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!match || text.trim() === '') return undefined;
  const [, d, h, m, s] = match;
  const ms = Number(d ?? 0) * UNIT_MS.d + Number(h ?? 0) * UNIT_MS.h + Number(m ?? 0) * UNIT_MS.m + Number(s ?? 0) * UNIT_MS.s;
  return ms <= MAX_MOVE_MS ? ms : undefined;
}

/** An instant: epoch ms, region time ("2026-12-01 08:00:00", as the API writes times) or ISO 8601 with a zone. */
function parseInstant(at: string | number): number | undefined {
  if (typeof at === 'number') return at;
  if (isRegionTime(at)) return regionTimeToEpoch(at);
  // A bare date or zone-less time would be read in the server's zone: only explicit zones.
  if (!/(?:Z|[+-]\d{2}:?\d{2})$/.test(at)) return undefined;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The sandbox clock (under /__qa/clock): read it with the next run of every job, move it by
 * a duration or to an instant, forward only. After a move every job runs once before the
 * answer (runEveryJob), so the state already is what the time says: the same as if the
 * time had passed with the server up, each due step done exactly once.
 */
export async function clockQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { clock } = opts.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);

  const state = () => {
    const now = clock.now().getTime();
    return {
      now: toRegionTime(now),
      epochMs: now,
      offsetMs: clock.offset,
      jobs: [
        // Driven by the market's ticks, not a timer of their own.
        { name: 'second-contract settlement', every: 'price tick' as const },
        { name: 'risk (TP/SL and liquidation)', every: 'price tick' as const },
        ...app.clockJobs.map(({ name, job }) => {
          const { intervalMs, nextInMs, passes } = job.schedule();
          const next = nextInMs === undefined ? undefined : now + Math.ceil(nextInMs);
          return { name, everyMs: intervalMs, passes, ...(next === undefined ? {} : { nextRun: toRegionTime(next), nextRunEpochMs: next }) };
        }),
      ],
    };
  };

  const moveBy = async (ms: number) => {
    const from = clock.now().getTime();
    clock.advance(ms);
    const ran = await runEveryJob(app, opts.jobs);
    return { ...state(), movedMs: ms, from: toRegionTime(from), ran };
  };

  api.get('/', { schema: { hide: true } }, async (request) => ok(request, state()));

  api.post(
    '/advance',
    {
      schema: {
        hide: true,
        body: z.union([z.object({ ms: z.number().int().min(0).max(MAX_MOVE_MS) }), z.object({ duration: z.string().min(1).max(40) })]),
      },
    },
    async (request) => {
      const ms = 'ms' in request.body ? request.body.ms : parseDuration(request.body.duration);
      if (ms === undefined) throw badRequest('qa.clockDuration');
      return ok(request, await moveBy(ms));
    },
  );

  api.post(
    '/jump',
    { schema: { hide: true, body: z.object({ to: z.union([z.string().min(1).max(40), z.number().int()]) }) } },
    async (request) => {
      const target = parseInstant(request.body.to);
      if (target === undefined) throw badRequest('qa.clockDate');
      const now = clock.now().getTime();
      if (target <= now) throw badRequest('qa.clockBackward', { date: toRegionTime(target), now: toRegionTime(now) });
      if (target - now > MAX_MOVE_MS) throw badRequest('qa.clockDuration');
      return ok(request, await moveBy(target - now));
    },
  );
}
