import type { Loan, Tx } from '@sandbox/prisma';
import { conflict, notFound } from '../../errors.ts';
import { credit, unfreeze } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { loanEndAt } from '@sandbox/shared/loan-terms';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { LOAN_DB } from './rules.ts';
import { tell, type SettlementDeps } from './settlement-support.ts';

/** Loans waiting for review, oldest first (QA). */
export const pendingLoans = (ctx: SettlementDeps, take = 200) =>
  ctx.db.loan.findMany({ where: { status: LOAN_DB.PENDING }, orderBy: { createdAt: 'asc' }, take });

/** Approval: the loan runs from now for its days, and its amount is credited to spot. */
export async function approveLoan(ctx: SettlementDeps, id: string) {
  const { db, clock } = ctx;
  const l = await db.loan.findUnique({ where: { id } });
  if (!l) throw notFound('loan.notFound');
  const now = clock.now();
  return db.$transaction(async (tx) => {
    await approveIn(tx, ctx.notify, l, now);
    return tx.loan.findUniqueOrThrow({ where: { id } });
  });
}

/** The approval's rows in `tx`: the loan running from `now` (guarded by its pending state), its amount credited to spot, the borrower told. */
export async function approveIn(tx: Tx, notify: Notify, l: Loan, now: Date): Promise<void> {
  const endAt = loanEndAt(now, l.days);
  const claimed = await tx.loan.updateMany({ where: { id: l.id, status: LOAN_DB.PENDING }, data: { status: LOAN_DB.RUNNING, reviewedAt: now, startAt: now, endAt } });
  if (claimed.count !== 1) throw conflict('loan.notPending');
  await credit(tx, { userId: l.userId, account: 'spot', currency: l.currency, type: BalanceLogType.LOAN_DISBURSE, amount: l.amount, refType: 'Loan', refId: l.id, remark: l.orderNo, at: now });
  await notify(tx, { userId: l.userId, kind: NOTICE_KIND.LOAN_APPROVED, refId: l.id, params: { amount: l.amount, currency: l.currency } });
}

/** Rejection with a reason the user reads; a pledge is released. */
export async function rejectLoan(ctx: SettlementDeps, id: string, reason: string) {
  const { db, clock } = ctx;
  const l = await db.loan.findUnique({ where: { id } });
  if (!l) throw notFound('loan.notFound');
  const now = clock.now();
  return db.$transaction(async (tx) => {
    const claimed = await tx.loan.updateMany({ where: { id, status: LOAN_DB.PENDING }, data: { status: LOAN_DB.REJECTED, reviewedAt: now, rejectReason: reason } });
    if (claimed.count !== 1) throw conflict('loan.notPending');
    if (l.pledgeCurrency && l.pledgeAmount) {
      await unfreeze(tx, { userId: l.userId, account: 'spot', currency: l.pledgeCurrency, type: BalanceLogType.LOAN_PLEDGE_RELEASE, amount: l.pledgeAmount, refType: 'Loan', refId: l.id, remark: l.orderNo, at: now });
    }
    await tell(ctx, tx, l, NOTICE_KIND.LOAN_REJECTED, { reason });
    return tx.loan.findUniqueOrThrow({ where: { id } });
  });
}
