import { defineModule } from '../define-module.ts';
import { createMarketingModule } from './module.ts';
import { marketingHandlers } from './routes.ts';

// The team and referral module and its face: what the wiring and other modules may use.
/** Teams and referral rewards. */
export const marketingModule = defineModule({ name: 'marketing', create: createMarketingModule, handlers: marketingHandlers });

export { createMarketingModule, type MarketingModule } from './module.ts';
export { maskAccount } from './mask.ts';
