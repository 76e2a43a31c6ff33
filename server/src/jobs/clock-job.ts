import type { FastifyInstance } from 'fastify';
import { oneAtATime } from './one-at-a-time.ts';

/** A job whose pass reads the sandbox clock, run at start, on a timer and on demand (the QA API). */
export interface ClockJob<T> {
  /** One pass now, after the one running (if any) ends. */
  run(): Promise<T>;
  /** The catch-up pass (the time the server was down), then the timer. */
  start(): Promise<T>;
  /** Stops the timer and waits for the passes asked for so far. */
  stop(): Promise<void>;
}

/**
 * The one shape of the sandbox's periodic jobs (earn accrual, loans, IEO calendar, VIP,
 * competitions). Their rules read the clock, not the timer, and guard each step by the
 * stored state, so a pass after downtime or a QA clock jump does what came due exactly
 * once. Passes never overlap; a timer tick while a pass still runs is skipped, not
 * queued, so a long pass never piles up others behind it.
 */
export function createClockJob<T>(opts: {
  pass: () => Promise<T>;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** What stop also waits for (work the pass started that outlives it). */
  onStop?: () => Promise<unknown>;
}): ClockJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  const passes = oneAtATime();
  const run = (): Promise<T> => passes.run(opts.pass);
  return {
    run,
    async start() {
      const caughtUp = await run();
      timer = setInterval(() => {
        if (ticking) return;
        ticking = true;
        run()
          .catch(opts.onError)
          .finally(() => {
            ticking = false;
          });
      }, opts.intervalMs);
      timer.unref();
      return caughtUp;
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await passes.idle();
      await opts.onStop?.();
    },
  };
}

/** Starts a clock job when the app is ready (logging what its catch-up did) and stops it on close. */
export async function clockJobPlugin(app: FastifyInstance, opts: { name: string; job: ClockJob<unknown> }) {
  app.addHook('onReady', async () => {
    const caughtUp = await opts.job.start();
    app.log.info(caughtUp, `${opts.name} started`);
  });
  app.addHook('onClose', async () => opts.job.stop());
}
