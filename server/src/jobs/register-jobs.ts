import type { FastifyInstance } from 'fastify';
import type { ClockJobEntry, JobRuntime, ModuleJob } from './clock-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock jobs of this app in the order registered: the QA clock lists them and runs them after a jump. */
    clockJobs: ClockJobEntry[];
  }
}

/** What a module's jobs are built with: the app's log, the job lease. */
export function jobRuntime(app: FastifyInstance): JobRuntime {
  return {
    onError: (jobName) => (error) => app.log.error({ err: error }, `${jobName} failed`),
    holding: () => app.instances.lease.holding(),
    others: () => app.instances.lease.others(),
  };
}

/**
 * Registers a module's jobs where each runs: the lease's jobs start (logging what their
 * catch-up did) on the instance that holds the job lease, when the app is ready or when it
 * takes the lease over, and stop on close or when it loses it; the followers' run from ready
 * to close and skip every pass while this instance holds the lease.
 */
export function registerJobs(app: FastifyInstance, jobs: readonly ModuleJob[]): void {
  for (const { name, runs, job } of jobs) {
    if (runs === 'followers') {
      // Not awaited: an instance must not wait for a follower's first pass to serve.
      app.addHook('onReady', async () => void job.start().catch(jobRuntime(app).onError(name)));
      app.addHook('onClose', () => job.stop());
      continue;
    }
    if (runs === 'clock') app.clockJobs.push({ name, job });
    app.instances.lease.add({
      name,
      async start() {
        const started = await job.start();
        // A catch-up's counts are logged as fields; a bare value (the rows the risk follower applied) under `result`.
        app.log.info(typeof started === 'object' && started !== null ? started : { result: started }, `${name} started`);
      },
      stop: () => job.stop(),
    });
  }
}
