import { defineModule } from '../define-module.ts';
import { createTradingModule } from './module.ts';
import { tradingQaRoutes } from './qa-routes.ts';
import { createRiskIndexFollower } from './risk-index-follower.ts';
import { tradingHandlers } from './routes.ts';

// The trade module and its face: what the wiring, the QA API and other modules may use.
/** Perpetual and second contracts, flash exchange, demo trading, and the jobs that drive them. */
export const tradingModule = defineModule({
  name: 'trading',
  create: createTradingModule,
  handlers: tradingHandlers,
  jobs: (trade, runtime) => [
    // Risk (TP/SL/liquidation) and second-contract settlement: start when ready, catching up on downtime.
    { name: 'trade jobs', runs: 'lease', job: trade.jobs },
    // Positions opened through the other instances reach the risk index of the one running the jobs.
    {
      name: 'risk index follower',
      runs: 'lease',
      job: createRiskIndexFollower({ risk: trade.jobs.risk, others: runtime.others, onError: runtime.onError('risk index follower') }),
    },
  ],
  qa: { prefix: '/trade', routes: tradingQaRoutes },
});

export { createTradingModule, type TradingModule } from './module.ts';
export type { TradingJobs } from './jobs.ts';
export { grantInitialDemoBalance } from './demo-service.ts';
export { SETTLE_CURRENCY, type CompetitionAccounts, type EntryReader } from './accounts.ts';
export { openPnl } from './position-view.ts';
export { symbolCode } from './catalogue.ts';
export type { Dec, MaintenanceTier } from './margin-math.ts';
export type { CreatePositionInput, PositionService } from './position-service.ts';
export type { SecondService } from './second-service.ts';
export type { ScenarioSecondOrder } from './second-scenario.ts';
// The fund transfer between spot and contract inside a transaction: the app's call and a scenario file's transfers.
export { transferIn, type TransferInput } from './transfer.ts';
export { TriggerIndex, type Triggers } from './trigger-index.ts';
