import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { PositionService } from './position-service.ts';
import { createRiskJob } from './risk-job.ts';
import type { SecondService } from './second-service.ts';
import { createSecondSettlementJob } from './second-settlement-job.ts';
import type { TriggerIndex } from './trigger-index.ts';

export type TradingJobs = ReturnType<typeof createTradingJobs>;

/**
 * The two jobs that drive the trading engine on every tick: risk (TP/SL and
 * liquidation, over the engine's trigger index) and second-contract settlement.
 * `start` rebuilds the index, catches up on missed time and follows the feed;
 * `stop` unsubscribes.
 */
export function createTradingJobs(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; positions: PositionService; index: TriggerIndex; second: SecondService }) {
  const risk = createRiskJob(deps);
  const settlement = createSecondSettlementJob(deps);
  return {
    risk,
    settlement,
    async start() {
      const r = await risk.start();
      const settled = await settlement.start();
      return { openPositions: r.open, closedOnCatchUp: r.caughtUp.length, secondSettledOnCatchUp: settled };
    },
    async stop() {
      await risk.stop();
      await settlement.stop();
    },
  };
}
