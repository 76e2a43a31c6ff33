import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRegionTime } from '@sandbox/shared';
import { notFound } from '../errors.ts';
import { oneAtATime } from '../jobs/one-at-a-time.ts';
import { runEveryJob } from './catch-up.ts';
import { loadedScenario } from './loaded-scenario.ts';
import { qaOk } from '../plugins/envelope.ts';
import type { QaOptions } from './context.ts';
import type { SnapshotMeta } from './snapshots.ts';

const nameParams = z.object({ name: z.string().min(1).max(200) });

/**
 * Snapshots of the whole sandbox (under /__qa/snapshots): save the current state under a
 * name, list, restore, delete. On SQLite files in DATA_DIR/snapshots (<name>.db + <name>.json),
 * on PostgreSQL a schema per snapshot (snapshots.ts). Save and restore run one at a time.
 */
export async function snapshotQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { deps, services, jobs } = opts;
  const { clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);
  const store = opts.snapshots;
  const oneByOne = oneAtATime();

  const view = (m: SnapshotMeta) => ({
    name: m.name,
    savedAt: toRegionTime(m.savedAtMs),
    savedAtEpochMs: m.savedAtMs,
    clockOffsetMs: m.clockOffsetMs,
    sizeBytes: m.sizeBytes,
    scenario: m.scenario ?? null,
  });

  api.get('/', { schema: { hide: true } }, async (request) => ok(request, (await store.list()).map(view)));

  api.post(
    '/',
    { schema: { hide: true, body: z.object({ name: z.string().min(1).max(200), overwrite: z.boolean().default(false) }) } },
    async (request) => {
      const { name, overwrite } = request.body;
      const started = performance.now();
      const saved = await oneByOne.run(async () => {
        const scenario = (await loadedScenario(services.settings))?.name;
        const marketSteers = services.market.recordedSteers();
        return store.save(name, { savedAtMs: clock.now().getTime(), clockOffsetMs: clock.offset, ...(scenario ? { scenario } : {}), marketSteers }, overwrite);
      });
      return ok(request, { ...view(saved), replaced: saved.replaced, ms: Math.round(performance.now() - started) });
    },
  );

  /**
   * The rows replaced (a file swap on SQLite, one transaction on PostgreSQL), then what the
   * server keeps in memory beside the rows goes back with them: the clock offset (inside the
   * pause), the market (its symbols reloaded with the steers saved then), the risk job's index of open positions, the session cache (the wipe counter moved), and
   * one pass of every job, which also ranks running competitions afresh. Other instances
   * (PostgreSQL) follow through the shared market state: its generation moved, so they reload
   * their market and drop their cached rows. `swapMs`: from the clock going back, the end of
   * the pause, to the restore's end; the answer comes after the jobs ran (`ms`).
   */
  api.post('/:name/restore', { schema: { hide: true, params: nameParams } }, async (request) => {
    const started = performance.now();
    const result = await oneByOne.run(async () => {
      let pausedAt = 0;
      const meta = await store.restore(request.params.name, (m) => {
        pausedAt = performance.now();
        clock.restoreOffset(m.clockOffsetMs);
      });
      const pausedMs = performance.now() - pausedAt;
      await services.market.load(meta.marketSteers);
      const watched = await jobs.risk.rebuild();
      const ran = await runEveryJob(app, jobs);
      return { meta, pausedMs, watched, ran };
    });
    return ok(request, {
      restored: view(result.meta),
      clock: { now: toRegionTime(clock.now()), epochMs: clock.now().getTime(), offsetMs: clock.offset },
      watchedPositions: result.watched,
      ran: result.ran,
      swapMs: Math.round(result.pausedMs),
      ms: Math.round(performance.now() - started),
    });
  });

  api.delete('/:name', { schema: { hide: true, params: nameParams } }, async (request) => {
    const { name } = request.params;
    if (!(await oneByOne.run(async () => store.remove(name)))) throw notFound('qa.snapshotNotFound', { name });
    return ok(request, { name, deleted: true });
  });
}
