import type { FastifyInstance } from 'fastify';
import type { IeoPassResult, ScheduleService } from '../modules/ieo/index.ts';
import { oneAtATime } from './one-at-a-time.ts';

export type IeoJob = ReturnType<typeof createIeoJob>;

/**
 * The IEO calendar (modules/ieo schedule-service.ts) on the sandbox clock: when the app
 * is ready (catching up on downtime) and every `intervalMs` of real time, passes never
 * overlapping. Each step is guarded by the project's status, so a QA clock jump runs
 * every step that came due exactly once, in order.
 */
export function createIeoJob(deps: { schedule: ScheduleService; intervalMs?: number; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  const passes = oneAtATime();
  const run = (): Promise<IeoPassResult> => passes.run(() => deps.schedule.runPass());
  return {
    run,
    async start(): Promise<IeoPassResult> {
      const caughtUp = await run();
      timer = setInterval(() => {
        run().catch(deps.onError);
      }, deps.intervalMs ?? 5000);
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

/** Starts the IEO job when the app is ready and stops it on close. */
export async function ieoJobPlugin(app: FastifyInstance, opts: { job: IeoJob }) {
  app.addHook('onReady', async () => {
    const caughtUp = await opts.job.start();
    app.log.info(caughtUp, 'ieo job started');
  });
  app.addHook('onClose', async () => opts.job.stop());
}
