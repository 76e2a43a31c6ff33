import type { FastifyInstance } from 'fastify';
import type { QaContext } from '../define-module.ts';
import type { TradingModule } from './module.ts';

/**
 * QA actions of the trading engine (under /__qa/trade, QA token checked by the parent):
 * run the jobs now instead of waiting for the next market tick, and look at the risk index.
 */
export async function tradingQaRoutes(app: FastifyInstance, { api: trade, ok }: QaContext<TradingModule>) {
  /** Settles due second contracts and closes positions whose TP/SL/liquidation the current mark has reached. */
  app.post('/run', { schema: { hide: true } }, async (request) => {
    const secondSettled = await trade.jobs.settlement.run();
    const closed = await trade.jobs.risk.checkNow();
    return ok(request, { secondSettled, closedPositions: closed });
  });

  /** How many open positions the risk job watches, per symbol. */
  app.get('/risk', { schema: { hide: true } }, async (request) =>
    ok(request, { watchedPositions: trade.index.size, symbols: trade.index.symbols() }),
  );
}
