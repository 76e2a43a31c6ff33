import { defineModule } from '../define-module.ts';
import { createProdAccrualJob } from './accrual-job.ts';
import { createEarnModule } from './module.ts';
import { earnQaRoutes } from './qa-routes.ts';
import { earnHandlers } from './routes.ts';

// The earn-products module and its face: what the wiring, the scenarios and other modules may use.
/** The earn products: arbitrage, mining and bonds, their orders and the daily income. */
export const earnModule = defineModule({
  name: 'earn',
  create: createEarnModule,
  handlers: earnHandlers,
  // Daily income on the sandbox clock, caught up from each order's watermark when ready.
  jobs: (earn, runtime) => [{ name: 'product accrual job', runs: 'clock', job: createProdAccrualJob({ accrual: earn.accrual, onError: runtime.onError('product accrual job') }) }],
  // The QA paths keep the wire's name (the console's and the CLI's).
  qa: { prefix: '/prod', routes: earnQaRoutes },
});

export { createEarnModule, type EarnModule } from './module.ts';
export { ACCRUAL_PASS, ACCRUAL_STEP, accrueDueIn, accrueEveryDue, createAccrualService, payPlanned, type AccrualResult, type AccrualService } from './accrual-service.ts';
export { purchaseIn, type ProductPurchase } from './product-buy.ts';
export { purchaseTogetherIn, type TogetherPurchase } from './purchase-together.ts';
export { paidDays } from './mappers.ts';
