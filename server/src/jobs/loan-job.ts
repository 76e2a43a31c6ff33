import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import type { LoanPassResult, SettlementService } from '../modules/loan/index.ts';
import { readAutoApprove } from './finance-auto-approve.ts';
import { oneAtATime } from './one-at-a-time.ts';

export type LoanJob = ReturnType<typeof createLoanJob>;

/**
 * The demo auto-approval switch of deposits (QA `/__qa/finance/auto-approve`) covers loans
 * too: with it on, every loan pending review for at least its delay (sandbox clock) is
 * approved. A loan a reviewer decided first is skipped (409/404).
 */
export async function autoApproveLoans(deps: { db: PrismaClient; clock: Clock; settlement: SettlementService }): Promise<number> {
  const setting = await readAutoApprove(deps.db);
  if (!setting.enabled) return 0;
  const due = deps.clock.now().getTime() - setting.delaySeconds * 1000;
  let approved = 0;
  for (const l of await deps.settlement.pending()) {
    if (l.createdAt.getTime() > due) continue;
    try {
      await deps.settlement.approve(l.id);
      approved += 1;
    } catch (error) {
      if (!(error instanceof AppError && (error.code === 409 || error.code === 404))) throw error;
    }
  }
  return approved;
}

/**
 * Loans on the sandbox clock (modules/loan settlement-service.ts): when the app is ready
 * (catching up on downtime) and every `intervalMs` of real time, passes never
 * overlapping, the auto-approval, end-of-term and overdue settlement, margin calls and
 * forced repayments. The rules read the clock and each settlement is guarded by the
 * loan's status, so a QA clock jump is settled on the next pass, exactly once.
 */
export function createLoanJob(deps: { db: PrismaClient; clock: Clock; settlement: SettlementService; intervalMs?: number; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | undefined;
  const passes = oneAtATime();
  const run = (): Promise<LoanPassResult & { approved: number }> =>
    passes.run(async () => {
      const approved = await autoApproveLoans(deps);
      return { approved, ...(await deps.settlement.runPass()) };
    });

  return {
    run,
    async start() {
      const caughtUp = await run();
      timer = setInterval(() => {
        run().catch(deps.onError);
      }, deps.intervalMs ?? 5000);
      timer.unref();
      return caughtUp;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await passes.idle();
    },
  };
}

/** Starts the loan job when the app is ready and stops it on close. */
export async function loanJobPlugin(app: FastifyInstance, opts: { job: LoanJob }) {
  app.addHook('onReady', async () => {
    const caughtUp = await opts.job.start();
    app.log.info(caughtUp, 'loan job started');
  });
  app.addHook('onClose', async () => opts.job.stop());
}
