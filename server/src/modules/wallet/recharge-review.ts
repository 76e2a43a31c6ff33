import type { Prisma, PrismaClient, Tx } from '@sandbox/prisma';
import { RECORD_STATUS } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { conflict, notFound } from '../../errors.ts';
import { BalanceLogType, credit } from '../../ledger/index.ts';
import { assertStoredAmount } from '../amount.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { toRechargeOrder } from './mappers.ts';

/** Runs inside the approval's transaction after the credit (referral rewards): what it writes commits or rolls back with it. */
export type RechargeApprovedHook = (tx: Prisma.TransactionClient, recharge: { id: string; userId: string; currency: string; amount: string }, at: Date) => Promise<void>;

/** The deposit service's dependencies (the review uses them all). */
export interface RechargeDeps {
  db: PrismaClient;
  clock: Clock;
  onApproved?: RechargeApprovedHook | undefined;
  notify: Notify;
}

/** Moves a deposit on from under review, or 409 when it is no longer there (already reviewed, or a race lost). */
async function transition(tx: Tx, id: string, data: Prisma.RechargeUpdateManyMutationInput) {
  const flipped = await tx.recharge.updateMany({ where: { id, status: RECORD_STATUS.UNDER_REVIEW }, data });
  const r = await tx.recharge.findUnique({ where: { id } });
  if (!r) throw notFound('review.notFound');
  if (flipped.count !== 1) throw conflict('review.wrongState', { status: r.status });
  return r;
}

/** Review queue (QA): every deposit under review, oldest first. */
export async function pendingRecharges(db: PrismaClient, limit = 100) {
  const rows = await db.recharge.findMany({ where: { status: RECORD_STATUS.UNDER_REVIEW }, orderBy: { createdAt: 'asc' }, take: limit });
  return rows.map((r) => ({ ...toRechargeOrder(r), userId: r.userId }));
}

/** 0 -> 1: credit the amount, once. The guarded update makes a second approval (or a race) a 409, not a second credit. */
export async function approveRecharge(deps: RechargeDeps, id: string) {
  const now = deps.clock.now();
  const row = await deps.db.$transaction((tx) => approveRechargeIn(tx, deps, id, now));
  return toRechargeOrder(row);
}

/** The approval at `now` inside the caller's transaction: the flip, the credit, the hook and the user's notice. */
export async function approveRechargeIn(tx: Tx, deps: Pick<RechargeDeps, 'onApproved' | 'notify'>, id: string, now: Date) {
  const r = await transition(tx, id, { status: RECORD_STATUS.DELIVERED, reviewedAt: now, updatedAt: now });
  // A row stored before the amount rule existed: refused here (the flip rolls back), still rejectable.
  assertStoredAmount(r.amount, r.currency);
  await credit(tx, {
    userId: r.userId,
    account: 'spot',
    currency: r.currency,
    amount: r.amount,
    type: BalanceLogType.DEPOSIT,
    refType: 'Recharge',
    refId: r.id,
    remark: r.orderNo,
    at: now,
  });
  await deps.onApproved?.(tx, r, now);
  await deps.notify(tx, { userId: r.userId, kind: NOTICE_KIND.DEPOSIT_CREDITED, refId: r.id, params: { amount: r.amount, currency: r.currency } });
  return r;
}

/** 0 -> -1: nothing was credited, so nothing moves. */
export async function rejectRecharge(deps: RechargeDeps, id: string, reason: string) {
  const now = deps.clock.now();
  const row = await deps.db.$transaction((tx) => rejectRechargeIn(tx, id, reason, now));
  return toRechargeOrder(row);
}

/** The rejection at `now` inside the caller's transaction. */
export const rejectRechargeIn = (tx: Tx, id: string, reason: string, now: Date) =>
  transition(tx, id, { status: RECORD_STATUS.REJECTED, rejectReason: reason, reviewedAt: now, updatedAt: now });
