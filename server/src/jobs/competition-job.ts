import type { FastifyInstance } from 'fastify';
import type { CompetitionModule } from '../modules/competition/index.ts';
import { oneAtATime } from './one-at-a-time.ts';

export type CompetitionJob = ReturnType<typeof createCompetitionJob>;

export interface CompetitionPassResult {
  started: number;
  ranked: number;
  ended: { competitions: number; entrants: number; rewarded: number };
}

/**
 * Competitions on the sandbox clock: start the ones whose start has come, refresh the
 * live ranking of those in progress, end the ones whose end has come (rewards paid,
 * entry amounts returned). Each step is guarded by the stored status, so after downtime
 * or a QA clock jump the next pass does each exactly once. Once when the app is ready,
 * then every `intervalMs` of real time (default 5 s), passes never overlapping.
 */
export function createCompetitionJob(deps: { competition: CompetitionModule; intervalMs?: number; onError: (error: unknown) => void }) {
  const { competitions } = deps.competition;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  const passes = oneAtATime();
  const run = (): Promise<CompetitionPassResult> =>
    passes.run(async () => ({ started: await competitions.startDue(), ranked: await competitions.refreshRunning(), ended: await competitions.endDue() }));

  return {
    run,
    async start(): Promise<CompetitionPassResult> {
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
      }, deps.intervalMs ?? 5_000);
      timer.unref();
      return caughtUp;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await passes.idle();
    },
  };
}

/** Starts the competition job when the app is ready and stops it on close. */
export async function competitionJobPlugin(app: FastifyInstance, opts: { job: CompetitionJob }) {
  app.addHook('onReady', async () => {
    const caughtUp = await opts.job.start();
    app.log.info(caughtUp, 'competition job started');
  });
  app.addHook('onClose', async () => opts.job.stop());
}
