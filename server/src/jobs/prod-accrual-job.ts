import type { FastifyInstance } from 'fastify';
import type { AccrualResult, AccrualService } from '../modules/prod/index.ts';
import { oneAtATime } from './one-at-a-time.ts';

export type ProdAccrualJob = ReturnType<typeof createProdAccrualJob>;

/**
 * Pays product income (modules/prod accrual-service.ts) on the sandbox clock: once
 * when the app is ready (catching up on downtime from each order's watermark), then
 * every `intervalMs` of real time, passes never overlapping. The rule reads the
 * clock, not the timer, so a QA clock jump is paid on the next pass, exactly once.
 */
export function createProdAccrualJob(deps: { accrual: AccrualService; intervalMs?: number; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  const passes = oneAtATime();
  const run = (): Promise<AccrualResult> => passes.run(() => deps.accrual.accrueDue());

  return {
    run,
    async start(): Promise<AccrualResult> {
      const caughtUp = await run();
      timer = setInterval(() => {
        run().catch(deps.onError);
      }, deps.intervalMs ?? 60_000);
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

/** Starts the accrual job when the app is ready and stops it on close. */
export async function prodAccrualPlugin(app: FastifyInstance, opts: { job: ProdAccrualJob }) {
  app.addHook('onReady', async () => {
    const caughtUp = await opts.job.start();
    app.log.info(caughtUp, 'product accrual job started');
  });
  app.addHook('onClose', async () => opts.job.stop());
}
