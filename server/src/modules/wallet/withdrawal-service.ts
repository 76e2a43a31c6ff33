import type { Prisma } from '@sandbox/prisma';
import { notFound } from '../../errors.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { toWithdrawalOrder, type RecordStatus } from './mappers.ts';
import { applyWithdrawal, type WithdrawalApplyInput } from './withdrawal-apply.ts';
import { approveWithdrawal, failWithdrawal, payWithdrawal, pendingWithdrawals, rejectWithdrawal } from './withdrawal-review.ts';
import type { WithdrawalDeps } from './withdrawal-support.ts';

export type { GoogleCodeCheck } from './withdrawal-support.ts';

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals. The amount is frozen at apply; review decides:
 * 0 under review -> 1 approved -> 2 paid out (frozen leaves) | -2 failed (unfrozen),
 * or 0 -> -1 rejected (unfrozen). Every transition is one transaction: the
 * guarded status update plus its ledger entry.
 *
 * The parts: withdrawal-apply.ts (the application), withdrawal-review.ts (the review queue and
 * the transitions), withdrawal-support.ts (what they share); the caller's reads are here.
 */
export function createWithdrawalService(deps: WithdrawalDeps) {
  const { db } = deps;

  return {
    apply: (userId: string, input: WithdrawalApplyInput) => applyWithdrawal(deps, userId, input),

    /** One of the user's orders; another user's answers like a missing one. */
    async getMine(userId: string, id: string) {
      const row = await db.withdrawal.findUnique({ where: { id } });
      if (!row || row.userId !== userId) throw notFound('review.notFound');
      return toWithdrawalOrder(row);
    },

    async listMy(userId: string, query: PageQuery & { status?: RecordStatus | undefined; currency?: string | undefined }) {
      const where: Prisma.WithdrawalWhereInput = {
        userId,
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(query.currency ? { currency: query.currency } : {}),
      };
      const [rows, total] = await Promise.all([
        db.withdrawal.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
        db.withdrawal.count({ where }),
      ]);
      return toPage(rows.map(toWithdrawalOrder), total, query);
    },

    pending: (limit = 100) => pendingWithdrawals(deps, limit),
    approve: (id: string) => approveWithdrawal(deps, id),
    reject: (id: string, reason: string) => rejectWithdrawal(deps, id, reason),
    pay: (id: string) => payWithdrawal(deps, id),
    fail: (id: string, reason: string) => failWithdrawal(deps, id, reason),
  };
}
