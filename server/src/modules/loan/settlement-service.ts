import { aThirdOfTheLoop, passOver } from '../../jobs/between-batches.ts';
import { approveLoan, pendingLoans, rejectLoan } from './loan-review.ts';
import { settleDue, watchCollateral, type LoanPassResult } from './settlement-pass.ts';
import type { SettlementDeps } from './settlement-support.ts';

export type { LoanPassResult } from './settlement-pass.ts';

export type SettlementService = ReturnType<typeof createSettlementService>;

/**
 * Review (QA), and everything the sandbox clock decides about a loan. Each change is
 * one transaction guarded by the status it read, so a pass after downtime or a clock
 * jump settles each loan once, and a racing pass or call finds it settled:
 * - end of term: principal + whole interest from spot; else a pledge loan is repaid
 *   from its collateral, a credit loan becomes overdue (overdueAt = end date);
 * - overdue: collected from spot as soon as it covers principal + interest + penalty
 *   (penalty counted from the end date, so it is the same whenever the pass runs);
 * - pledge loans running: LTV at the live price; at 80 % a margin call is marked, at
 *   90 % the loan is repaid from the collateral.
 * The borrower is told of each of these (content notify) inside the change's transaction,
 * so a pass that finds the loan already settled writes no second notice.
 *
 * The parts: settlement-pass.ts (the clock's pass), loan-review.ts (approve, reject),
 * settlement-support.ts (what they share).
 */
export function createSettlementService(ctx: SettlementDeps) {
  return {
    settleDue: (filter: { userId?: string } = {}) => settleDue(ctx, filter),

    /**
     * One pass of the loan job: due loans, then the collateral watch, pausing between pages
     * (settlement-pass.ts LOAN_PAGE) so the calls run meanwhile; a scenario load or snapshot
     * restore during a pause ends the pass (it runs the job itself afterwards).
     */
    async runPass(): Promise<LoanPassResult> {
      const goOn = passOver(ctx.db, ctx.pauses ?? aThirdOfTheLoop);
      const result = await settleDue(ctx, {}, goOn);
      if (await goOn()) await watchCollateral(ctx, result, goOn);
      return result;
    },

    pending: (take = 200) => pendingLoans(ctx, take),
    approve: (id: string) => approveLoan(ctx, id),
    reject: (id: string, reason: string) => rejectLoan(ctx, id, reason),
  };
}
