import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import type { Services } from '../modules/index.ts';
import { okEnvelope } from '../plugins/envelope.ts';

/**
 * QA actions of the trading engine (under /__qa/trade, QA token checked by the parent):
 * run the jobs now instead of waiting for the next market tick, and look at the risk index.
 */
export async function tradeQaRoutes(app: FastifyInstance, opts: { deps: AppDeps; services: Services }) {
  const { deps, services } = opts;
  const { trade } = services;

  /** Settles due second contracts and closes positions whose TP/SL/liquidation the current mark has reached. */
  app.post('/run', { schema: { hide: true } }, async (request) => {
    const secondSettled = await trade.settlement.run();
    const closed = await trade.risk.checkNow();
    return okEnvelope({ secondSettled, closedPositions: closed }, request.lang, deps.clock);
  });

  /** How many open positions the risk job watches, per symbol. */
  app.get('/risk', { schema: { hide: true } }, async (request) =>
    okEnvelope({ watchedPositions: trade.index.size, symbols: trade.index.symbols() }, request.lang, deps.clock),
  );
}
