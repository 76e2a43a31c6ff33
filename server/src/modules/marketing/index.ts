// The team and referral module's face (issue 15): what the wiring, the QA API and other modules may use.
export { createMarketingModule, type MarketingModule } from './module.ts';
export { marketingHandlers } from './routes.ts';
export { maskAccount } from './mask.ts';
