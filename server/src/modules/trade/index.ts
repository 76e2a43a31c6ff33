import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createRiskJob } from '../../jobs/risk-job.ts';
import { createSecondSettlementJob } from '../../jobs/second-settlement-job.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { createDemoService } from './demo-service.ts';
import { createFlashService } from './flash-service.ts';
import { createPositionService } from './position-service.ts';
import { createSecondService } from './second-service.ts';
import { TriggerIndex } from './trigger-index.ts';
import { createWalletService } from './wallet-service.ts';

export type TradeModule = ReturnType<typeof createTradeModule>;

/**
 * The trading engine over a price feed: services, the trigger index they
 * share with the risk job, and the two jobs. `start` rebuilds the index,
 * catches up on missed time and follows the feed; `stop` unsubscribes.
 */
export function createTradeModule(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed }) {
  const index = new TriggerIndex();
  const positions = createPositionService({ ...deps, index });
  const second = createSecondService(deps);
  const flash = createFlashService(deps);
  const wallet = createWalletService({ ...deps, positions });
  const demo = createDemoService({ ...deps, positions, second });
  const risk = createRiskJob({ ...deps, positions, index });
  const settlement = createSecondSettlementJob({ feed: deps.feed, second });
  return {
    index,
    positions,
    second,
    flash,
    wallet,
    demo,
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
