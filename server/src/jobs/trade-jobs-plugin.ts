import type { FastifyInstance } from 'fastify';
import type { TradeJobs } from './trade-jobs.ts';

/**
 * Starts the trading jobs when the app is ready (rebuild the trigger index,
 * catch up on the time the server was down, then follow the market's ticks)
 * and stops them on close.
 */
export async function tradeJobsPlugin(app: FastifyInstance, opts: { jobs: TradeJobs }) {
  app.addHook('onReady', async () => {
    const started = await opts.jobs.start();
    app.log.info(started, 'trade jobs started');
  });
  app.addHook('onClose', async () => opts.jobs.stop());
}
