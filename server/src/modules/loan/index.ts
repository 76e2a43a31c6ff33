// The loans module's face (issue 14): what the wiring, the loan job and the QA API may use.
export { createLoanModule, type LoanModule } from './module.ts';
export { loanHandlers } from './routes.ts';
export type { LoanPassResult, SettlementService } from './settlement-service.ts';
