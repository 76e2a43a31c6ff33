import type { Prisma, Tx, Withdrawal as WithdrawalRow } from '@sandbox/prisma';
import { RECORD_STATUS } from '@sandbox/shared';
import { conflict, notFound } from '../../errors.ts';
import { BalanceLogType, debitFrozen, unfreeze } from '../../ledger/index.ts';
import { NOTICE_KIND, type Notify, type PersonalNoticeKind } from '../content/index.ts';
import { toWithdrawalOrder, type RecordStatus } from './mappers.ts';
import { ref, type WithdrawalDeps } from './withdrawal-support.ts';

type ReviewDeps = Pick<WithdrawalDeps, 'db' | 'clock' | 'notify'>;

/** The user's notification of a final state, in the transition's transaction. */
const tell = (notify: Notify, tx: Tx, w: { id: string; userId: string; amount: string; currency: string }, kind: PersonalNoticeKind, reason = '') =>
  notify(tx, { userId: w.userId, kind, refId: w.id, params: { amount: w.amount, currency: w.currency, reason } });

/** Moves a withdrawal from one status to the next, or 409 when it is not in `from` (already reviewed, or a race lost). */
async function transition(tx: Tx, id: string, from: RecordStatus, data: Prisma.WithdrawalUpdateManyMutationInput) {
  const flipped = await tx.withdrawal.updateMany({ where: { id, status: from }, data });
  const w = await tx.withdrawal.findUnique({ where: { id } });
  if (!w) throw notFound('review.notFound');
  if (flipped.count !== 1) throw conflict('review.wrongState', { status: w.status });
  return w;
}

/** A withdrawal refused (at review, or its payout failed): the frozen amount returns to available and the user is told why. */
async function refuseIn(tx: Tx, notify: Notify, id: string, from: RecordStatus, data: Prisma.WithdrawalUpdateManyMutationInput, reason: string, now: Date) {
  const row = await transition(tx, id, from, data);
  await unfreeze(tx, { ...ref(row, now), type: BalanceLogType.WITHDRAW_UNFREEZE });
  await tell(notify, tx, row, NOTICE_KIND.WITHDRAWAL_REJECTED, reason);
  return row;
}

/** Review queue (QA): under review and approved-but-unpaid, oldest first. */
export async function pendingWithdrawals(deps: ReviewDeps, limit = 100) {
  const rows = await deps.db.withdrawal.findMany({
    where: { status: { in: [RECORD_STATUS.UNDER_REVIEW, RECORD_STATUS.DELIVERED] } },
    orderBy: { createdAt: 'asc' },
    take: limit,
  });
  return rows.map((w) => ({ ...toWithdrawalOrder(w), userId: w.userId }));
}

/** A transition at the clock's now in a transaction of its own, answered as the wire's order. */
async function review(deps: ReviewDeps, step: (tx: Tx, now: Date) => Promise<WithdrawalRow>) {
  const now = deps.clock.now();
  return toWithdrawalOrder(await deps.db.$transaction((tx) => step(tx, now)));
}

/** 0 -> 1: approved, payout under way; the money stays frozen. */
export const approveWithdrawalIn = (tx: Tx, id: string, now: Date) =>
  transition(tx, id, RECORD_STATUS.UNDER_REVIEW, { status: RECORD_STATUS.DELIVERED, reviewedAt: now, updatedAt: now });

/** 0 -> -1: the frozen amount returns to available. */
export const rejectWithdrawalIn = (tx: Tx, notify: Notify, id: string, reason: string, now: Date) =>
  refuseIn(tx, notify, id, RECORD_STATUS.UNDER_REVIEW, { status: RECORD_STATUS.REJECTED, rejectReason: reason, reviewedAt: now, updatedAt: now }, reason, now);

/** 1 -> 2: paid out; the frozen amount leaves for good. */
export async function payWithdrawalIn(tx: Tx, notify: Notify, id: string, now: Date) {
  const row = await transition(tx, id, RECORD_STATUS.DELIVERED, { status: RECORD_STATUS.WITHDRAWN, paidAt: now, updatedAt: now });
  await debitFrozen(tx, { ...ref(row, now), type: BalanceLogType.WITHDRAW_PAID });
  await tell(notify, tx, row, NOTICE_KIND.WITHDRAWAL_PAID);
  return row;
}

/** 1 -> -2: the payout failed; the frozen amount returns to available. */
export const failWithdrawalIn = (tx: Tx, notify: Notify, id: string, reason: string, now: Date) =>
  refuseIn(tx, notify, id, RECORD_STATUS.DELIVERED, { status: RECORD_STATUS.FAILED, rejectReason: reason, updatedAt: now }, reason, now);

export const approveWithdrawal = (deps: ReviewDeps, id: string) => review(deps, (tx, now) => approveWithdrawalIn(tx, id, now));
export const rejectWithdrawal = (deps: ReviewDeps, id: string, reason: string) => review(deps, (tx, now) => rejectWithdrawalIn(tx, deps.notify, id, reason, now));
export const payWithdrawal = (deps: ReviewDeps, id: string) => review(deps, (tx, now) => payWithdrawalIn(tx, deps.notify, id, now));
export const failWithdrawal = (deps: ReviewDeps, id: string, reason: string) => review(deps, (tx, now) => failWithdrawalIn(tx, deps.notify, id, reason, now));
