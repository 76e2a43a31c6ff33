// The earn-products module's face (issue 13): what the wiring, the jobs and the QA API may use.
export { createProdModule, type ProdModule } from './module.ts';
export { prodHandlers } from './routes.ts';
export { accrueDueIn, createAccrualService, type AccrualResult, type AccrualService } from './accrual-service.ts';
