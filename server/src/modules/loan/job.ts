import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { aThirdOfTheLoop, passOver, type PassPauses } from '../../jobs/between-batches.ts';
import { createClockJob } from '../../jobs/clock-job.ts';
import { readAutoApprove } from '../wallet/index.ts';
import type { LoanPassResult, SettlementService } from './settlement-service.ts';

/**
 * The demo auto-approval switch of deposits (QA `/__qa/finance/auto-approve`) covers loans
 * too: with it on, every loan pending review for at least its delay (sandbox clock) is
 * approved. A loan a reviewer decided first is skipped (409/404). Each approval is a transaction
 * of its own, and the pass pauses between two (jobs/between-batches.ts); a scenario load or
 * restore during a pause ends it. `pauses` is the tests' handle.
 */
export async function autoApproveLoans(deps: { db: PrismaClient; clock: Clock; settlement: SettlementService; pauses?: PassPauses }): Promise<number> {
  const setting = await readAutoApprove(deps.db);
  if (!setting.enabled) return 0;
  const due = deps.clock.now().getTime() - setting.delaySeconds * 1000;
  const goOn = passOver(deps.db, deps.pauses ?? aThirdOfTheLoop);
  let approved = 0;
  for (const l of await deps.settlement.pending()) {
    if (l.createdAt.getTime() > due) continue;
    try {
      await deps.settlement.approve(l.id);
      approved += 1;
    } catch (error) {
      if (!(error instanceof AppError && (error.code === 409 || error.code === 404))) throw error;
    }
    if (!(await goOn())) break;
  }
  return approved;
}

/**
 * Loans on the sandbox clock (settlement-service.ts): when the app is ready
 * (catching up on downtime) and every `intervalMs` of real time (default 5 s), the
 * auto-approval, end-of-term and overdue settlement, margin calls and forced repayments.
 * The rules read the clock and each settlement is guarded by the loan's status, so a QA
 * clock jump is settled on the next pass, exactly once.
 */
export function createLoanJob(deps: { db: PrismaClient; clock: Clock; settlement: SettlementService; intervalMs?: number; onError: (error: unknown) => void }) {
  return createClockJob<LoanPassResult & { approved: number }>({
    pass: async () => {
      const approved = await autoApproveLoans(deps);
      return { approved, ...(await deps.settlement.runPass()) };
    },
    intervalMs: deps.intervalMs ?? 5000,
    onError: deps.onError,
  });
}
