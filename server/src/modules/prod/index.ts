import { defineModule } from '../define-module.ts';
import { createProdAccrualJob } from './accrual-job.ts';
import { createProdModule } from './module.ts';
import { prodQaRoutes } from './qa-routes.ts';
import { prodHandlers } from './routes.ts';

// The earn-products module and its face: what the wiring, the scenarios and other modules may use.
/** The earn products: arbitrage, mining and bonds, their orders and the daily income. */
export const prodModule = defineModule({
  name: 'prod',
  create: createProdModule,
  handlers: prodHandlers,
  // Daily income on the sandbox clock, caught up from each order's watermark when ready.
  jobs: (prod, runtime) => [{ name: 'product accrual job', runs: 'clock', job: createProdAccrualJob({ accrual: prod.accrual, onError: runtime.onError('product accrual job') }) }],
  qa: { prefix: '/prod', routes: prodQaRoutes },
});

export { createProdModule, type ProdModule } from './module.ts';
export { accrueDueIn, createAccrualService, type AccrualResult, type AccrualService } from './accrual-service.ts';
