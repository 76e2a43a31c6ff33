import type { Prisma } from '@sandbox/prisma';
import { notFound } from '../../errors.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { toRechargeOrder, type RecordStatus } from './mappers.ts';
import { applyRecharge, depositAddress, type RechargeApplyInput } from './recharge-apply.ts';
import { approveRecharge, pendingRecharges, rejectRecharge, type RechargeDeps } from './recharge-review.ts';

export type { RechargeApprovedHook } from './recharge-review.ts';

export type RechargeService = ReturnType<typeof createRechargeService>;

/**
 * Deposits. The sandbox watches no chain: a user declares a deposit with a
 * payment proof, and review (QA API or the demo auto-approval job) decides.
 * State machine: 0 under review -> 1 delivered (credited once) | -1 rejected.
 *
 * The parts: recharge-apply.ts (the address, the declaration), recharge-review.ts (the review
 * queue and the transitions); the caller's reads are here.
 */
export function createRechargeService(deps: RechargeDeps) {
  const { db } = deps;

  return {
    address: (currency: string, network?: string) => depositAddress(db, currency, network),
    apply: (userId: string, input: RechargeApplyInput) => applyRecharge(deps, userId, input),

    /** One of the user's orders; another user's answers like a missing one. */
    async getMine(userId: string, id: string) {
      const row = await db.recharge.findUnique({ where: { id } });
      if (!row || row.userId !== userId) throw notFound('review.notFound');
      return toRechargeOrder(row);
    },

    async listMy(userId: string, query: PageQuery & { status?: RecordStatus | undefined; currency?: string | undefined }) {
      const where: Prisma.RechargeWhereInput = {
        userId,
        ...(query.status !== undefined ? { status: query.status } : {}),
        ...(query.currency ? { currency: query.currency } : {}),
      };
      const [rows, total] = await Promise.all([
        db.recharge.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
        db.recharge.count({ where }),
      ]);
      return toPage(rows.map(toRechargeOrder), total, query);
    },

    pending: (limit = 100) => pendingRecharges(db, limit),
    approve: (id: string) => approveRecharge(deps, id),
    reject: (id: string, reason: string) => rejectRecharge(deps, id, reason),
  };
}
