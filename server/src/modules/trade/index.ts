// The trade module's face: what the wiring, the jobs, the QA API and other modules may use.
export { createTradeModule, type TradeModule } from './module.ts';
export { tradeHandlers } from './routes.ts';
export { grantInitialDemoBalance } from './demo-service.ts';
export { SETTLE_CURRENCY, type CompetitionAccounts, type EntryReader } from './accounts.ts';
export { openPnl } from './position-view.ts';
export { symbolCode } from './catalogue.ts';
export type { Dec } from './margin-math.ts';
export type { PositionService } from './position-service.ts';
export type { SecondService } from './second-service.ts';
export { TriggerIndex, type Triggers } from './trigger-index.ts';
