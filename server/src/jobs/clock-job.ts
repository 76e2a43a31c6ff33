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

/** Work that starts and stops with the job lease (docs/instances.md). */
export interface LeaseWork {
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * A module's periodic or tick-driven work, by where it runs:
 * - `clock`: on the instance holding the job lease, on the sandbox clock; the QA clock lists
 *   it and runs it after a clock move (qa/catch-up.ts);
 * - `lease`: on the instance holding the lease, not a clock job (the trade jobs follow the
 *   market's ticks; the demo auto-approval);
 * - `followers`: on every instance NOT holding the lease, for what the holder keeps in memory
 *   only and the others must keep too to answer alike (the live competition boards).
 */
export type ModuleJob =
  | { name: string; runs: 'clock'; job: ClockJob<unknown> }
  | { name: string; runs: 'lease'; job: LeaseWork }
  | { name: string; runs: 'followers'; job: ClockJob<unknown> };

/** What a module's jobs get from the running app (app.ts), once it is built. */
export interface JobRuntime {
  /** Logs a failed pass as `<jobName> failed`; the timer's next pass still runs. */
  onError(jobName: string): (error: unknown) => void;
  /** Whether this instance holds the job lease. */
  holding(): boolean;
  /** How many other instances are alive. */
  others(): Promise<number>;
}

/**
 * The one timer of the sandbox's periodic jobs (earn accrual, loans, IEO calendar, VIP,
 * competitions, the demo auto-approval, the followers of several instances). Their rules read the clock, not the timer, and guard each step by the
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
