import type { FastifyInstance } from 'fastify';
import type { TradeJobs } from './trade-jobs.ts';

/**
 * Starts the trading jobs (rebuild the trigger index, catch up on the time the server was
 * down, then follow the market's ticks) on the instance that holds the job lease, when the app
 * is ready or when it takes the lease over, and stops them on close or when it loses it.
 */
export async function tradeJobsPlugin(app: FastifyInstance, opts: { jobs: TradeJobs }) {
  app.instances.lease.add({
    name: 'trade jobs',
    async start() {
      const started = await opts.jobs.start();
      app.log.info(started, 'trade jobs started');
    },
    stop: () => opts.jobs.stop(),
  });
}
