import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import type { Loan, Tx } from '@sandbox/prisma';
import { conflict, notFound } from '../../errors.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { decimalsOf } from './pricing.ts';
import { dueAt, LOAN_DB } from './rules.ts';
import { repayFromSpot } from './settle.ts';
import { wire, type LoanContext } from './loan-support.ts';

/** Early repayment from spot: principal, interest for each started day, the penalty if overdue; the pledge is released. */
export async function repayLoan(ctx: LoanContext, userId: string, loanId: string) {
  const { db, clock } = ctx;
  const loan = await db.loan.findFirst({ where: { id: loanId, userId } });
  if (!loan) throw notFound('loan.notFound');
  if (loan.status !== LOAN_DB.RUNNING && loan.status !== LOAN_DB.OVERDUE) throw conflict('loan.notRepayable');
  const now = clock.now();
  const due = dueAt(loan, now, await decimalsOf(db, loan.currency));
  const done = await db.$transaction((tx) => repayIn(tx, ctx.notify, loan, due.total, now));
  if (!done) throw conflict('loan.notRepayable');
  return wire(ctx, await db.loan.findUniqueOrThrow({ where: { id: loan.id } }), now);
}

/** The borrower's repayment of `due` in `tx`: from spot (refused whole when spot is short), the pledge released, the borrower told; false when the loan was settled first. */
export async function repayIn(tx: Tx, notify: Notify, loan: Loan, due: string, now: Date): Promise<boolean> {
  if (!(await repayFromSpot(tx, loan, due, now, remarkOf(REMARK_KEY.LOAN_REPAID_BY_BORROWER)))) return false;
  // Told in the repayment's transaction: a racing second repay that finds the loan repaid tells nothing.
  await notify(tx, { userId: loan.userId, kind: NOTICE_KIND.LOAN_REPAID, refId: loan.id, params: { orderNo: loan.orderNo, amount: loan.amount, currency: loan.currency, repaid: due } });
  return true;
}
