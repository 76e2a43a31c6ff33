import { defineModule } from '../define-module.ts';
import { createLoanJob } from './job.ts';
import { createLoanModule } from './module.ts';
import { loanQaRoutes } from './qa-routes.ts';
import { loanHandlers } from './routes.ts';

// The loans module and its face: what the wiring and other modules may use.
/** Credit and pledge loans: applications, review, settlement and the credit score. */
export const loanModule = defineModule({
  name: 'loan',
  create: createLoanModule,
  handlers: loanHandlers,
  // Auto-approval, end of term, overdue, margin calls and forced repayments on the sandbox clock.
  jobs: (loan, runtime, deps) => [
    { name: 'loan job', runs: 'clock', job: createLoanJob({ db: deps.db, clock: deps.clock, settlement: loan.settlement, onError: runtime.onError('loan job') }) },
  ],
  qa: { prefix: '/loan', routes: loanQaRoutes },
});

export { createLoanModule, type LoanModule } from './module.ts';
export type { LoanPassResult, SettlementService } from './settlement-service.ts';
export { applyScenarioLoan, approveScenarioLoan, overdueDue, repayScenarioLoan, type ScenarioApplication } from './loan-scenario.ts';
