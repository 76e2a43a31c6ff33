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
  /** When the timer fires next (the QA clock page): real milliseconds from now, undefined while stopped. */
  schedule(): { intervalMs: number; nextInMs: number | undefined; passes: number };
}

/** The clock jobs of one app, by name, in the order they were registered (the QA API lists and runs them). */
export interface ClockJobEntry {
  name: string;
  job: ClockJob<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every job registered with clockJobPlugin (app.ts decorates the root instance with an empty list). */
    clockJobs: ClockJobEntry[];
  }
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
  // performance.now() when the timer was set: its ticks fall every intervalMs after it.
  let timerSetAt = 0;
  let ticking = false;
  let count = 0;
  const passes = oneAtATime();
  const run = (): Promise<T> =>
    passes.run(() => {
      count++;
      return opts.pass();
    });
  return {
    run,
    schedule: () => ({
      intervalMs: opts.intervalMs,
      nextInMs: timer === undefined ? undefined : opts.intervalMs - ((performance.now() - timerSetAt) % opts.intervalMs),
      passes: count,
    }),
    async start() {
      const caughtUp = await run();
      timerSetAt = performance.now();
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

/**
 * Starts a clock job (logging what its catch-up did) on the instance that holds the job lease,
 * when the app is ready or when it takes the lease over, and stops it on close or when it loses it.
 */
export async function clockJobPlugin(app: FastifyInstance, opts: { name: string; job: ClockJob<unknown> }) {
  app.clockJobs.push({ name: opts.name, job: opts.job });
  app.instances.lease.add({
    name: opts.name,
    async start() {
      const caughtUp = await opts.job.start();
      app.log.info(caughtUp, `${opts.name} started`);
    },
    stop: () => opts.job.stop(),
  });
}
