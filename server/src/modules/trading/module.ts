import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import type { CompetitionAccounts } from './accounts.ts';
import { createDemoService } from './demo-service.ts';
import { createFlashService } from './flash-service.ts';
import { createTradingJobs } from './jobs.ts';
import { createPositionService } from './position-service.ts';
import { createSecondService } from './second-service.ts';
import { TriggerIndex } from './trigger-index.ts';
import { createWalletService } from './wallet-service.ts';

export type TradingModule = ReturnType<typeof createTradingModule>;

/**
 * The trading engine over a price feed: its services, the trigger index they share
 * with the risk job, and the jobs that drive it on every tick (jobs.ts).
 * `competitionAccounts` (the competition module's, handed in by the wiring) opens
 * the third account type: one competition entry's simulated money.
 */
export interface TradingDeps {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  notify: Notify;
  competitionAccounts: CompetitionAccounts;
}

export function createTradingModule(deps: TradingDeps) {
  const index = new TriggerIndex();
  const positions = createPositionService({ ...deps, index });
  const second = createSecondService(deps);
  const flash = createFlashService(deps);
  const wallet = createWalletService({ ...deps, positions });
  const demo = createDemoService({ ...deps, positions, second });
  const jobs = createTradingJobs({ ...deps, positions, index, second });
  return { index, positions, second, flash, wallet, demo, jobs };
}
