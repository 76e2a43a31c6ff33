import type { FastifyInstance } from 'fastify';
import type { SweepResult, VipModule } from '../modules/vip/index.ts';
import { oneAtATime } from './one-at-a-time.ts';

export type VipJobs = ReturnType<typeof createVipJobs>;

export interface VipPassResult {
  envelopes: { weeks: number; envelopes: number };
  levels: SweepResult;
}

/**
 * The VIP jobs on the sandbox clock: the Monday red envelopes (every Monday 00:00
 * region time since the last one issued, so a clock jump across two Mondays issues
 * two, never more) and then the level sweep (levels follow prices too, not only
 * balance changes). Once when the app is ready, then every `intervalMs` of real time,
 * passes never overlapping. Envelopes go first: they take the levels as last evaluated,
 * the nearest the job knows to the level held at that Monday.
 */
export function createVipJobs(deps: { vip: VipModule; intervalMs?: number; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  const passes = oneAtATime();
  const envelopes = () => passes.run(() => deps.vip.welfare.issueEnvelopes());
  const sweep = () => passes.run(() => deps.vip.levels.sweep());
  const run = async (): Promise<VipPassResult> => ({ envelopes: await envelopes(), levels: await sweep() });

  return {
    run,
    envelopes,
    sweep,
    async start(): Promise<VipPassResult> {
      const caughtUp = await run();
      timer = setInterval(() => {
        // A timer tick while a pass still runs is skipped, not queued: a long sweep must not pile up passes.
        if (ticking) return;
        ticking = true;
        run()
          .catch(deps.onError)
          .finally(() => {
            ticking = false;
          });
      }, deps.intervalMs ?? 60_000);
      timer.unref();
      return caughtUp;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await passes.idle();
      await deps.vip.levels.idle();
    },
  };
}

/** Starts the VIP jobs when the app is ready and stops them on close. */
export async function vipJobsPlugin(app: FastifyInstance, opts: { jobs: VipJobs }) {
  app.addHook('onReady', async () => {
    const caughtUp = await opts.jobs.start();
    app.log.info(caughtUp, 'vip jobs started');
  });
  app.addHook('onClose', async () => opts.jobs.stop());
}
