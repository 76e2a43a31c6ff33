import type { Prisma, PrismaClient } from '@sandbox/prisma';
import { RECORD_STATUS } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { usableUpload } from '../sys/index.ts';
import { BalanceLogType, credit } from '../../ledger/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { displayAddress, movableCurrency } from './currency-rules.ts';
import { loadLimitTable } from './limits.ts';
import { toRechargeOrder } from './mappers.ts';
import { canonical, dec } from './money.ts';
import { assertStoredAmount, assertUserAmount } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';

export interface RechargeApplyInput {
  currency: string;
  network: string;
  amount: string;
  proofUploadId: string;
  txHash?: string | undefined;
}

/** Runs inside the approval's transaction after the credit (referral rewards): what it writes commits or rolls back with it. */
export type RechargeApprovedHook = (tx: Prisma.TransactionClient, recharge: { id: string; userId: string; currency: string; amount: string }, at: Date) => Promise<void>;

type RecordStatus = (typeof RECORD_STATUS)[keyof typeof RECORD_STATUS];

export type RechargeService = ReturnType<typeof createRechargeService>;

/**
 * Deposits. The sandbox watches no chain: a user declares a deposit with a
 * payment proof, and review (QA API or the demo auto-approval job) decides.
 * State machine: 0 under review -> 1 delivered (credited once) | -1 rejected.
 */
export function createRechargeService(deps: { db: PrismaClient; clock: Clock; onApproved?: RechargeApprovedHook | undefined; notify: Notify }) {
  const { db, clock } = deps;

  async function addresses(currency: string) {
    return db.depositAddress.findMany({ where: { currency, enabled: true }, orderBy: { network: 'asc' } });
  }

  return {
    async address(currency: string, network?: string) {
      await movableCurrency(db, currency, 'deposit');
      const all = await addresses(currency);
      const chosen = network ? all.find((a) => a.network === network.toUpperCase()) : all[0];
      if (!chosen) throw notFound('recharge.addressNotFound', { currency, network: network ?? '-' });
      const limits = (await loadLimitTable(db)).limits(currency, chosen.network);
      return {
        currency,
        network: chosen.network,
        address: displayAddress(chosen.address, chosen.isSandbox),
        minAmount: limits.minDeposit,
        networks: all.map((a) => a.network),
      };
    },

    async apply(userId: string, input: RechargeApplyInput) {
      const currency = await movableCurrency(db, input.currency, 'deposit');
      const network = input.network.trim().toUpperCase();
      const address = await db.depositAddress.findUnique({ where: { currency_network: { currency: input.currency, network } } });
      if (!address || !address.enabled) throw badRequest('finance.networkUnsupported', { currency: input.currency, network });
      assertUserAmount(input.amount, { field: 'amount', currency: input.currency, decimals: currency.precision });
      const { minDeposit } = (await loadLimitTable(db)).limits(input.currency, network);
      if (dec(input.amount).lessThan(minDeposit)) throw badRequest('recharge.belowMinimum', { min: minDeposit, currency: input.currency });
      const now = clock.now();

      const row = await db.$transaction(async (tx) => {
        // Only the caller's own upload, made as a deposit proof, can back their deposit; anything else is "not found".
        const proof = await tx.upload.findFirst({ where: { id: input.proofUploadId, ...usableUpload(userId, 'rechargeProof') }, select: { id: true } });
        if (!proof) throw notFound('recharge.proofNotFound');
        const used = await tx.recharge.count({ where: { proofUploadId: proof.id } });
        if (used > 0) throw conflict('recharge.proofUsed');
        return tx.recharge.create({
          data: {
            orderNo: orderNo('R', now),
            userId,
            currency: input.currency,
            network,
            amount: canonical(input.amount),
            address: displayAddress(address.address, address.isSandbox),
            txHash: input.txHash?.trim() || null,
            proofUploadId: proof.id,
            status: RECORD_STATUS.UNDER_REVIEW,
            createdAt: now,
            updatedAt: now,
          },
        });
      });
      return toRechargeOrder(row);
    },

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

    /** Review queue (QA): every deposit under review, oldest first. */
    async pending(limit = 100) {
      const rows = await db.recharge.findMany({ where: { status: RECORD_STATUS.UNDER_REVIEW }, orderBy: { createdAt: 'asc' }, take: limit });
      return rows.map((r) => ({ ...toRechargeOrder(r), userId: r.userId }));
    },

    /** 0 -> 1: credit the amount, once. The guarded update makes a second approval (or a race) a 409, not a second credit. */
    async approve(id: string) {
      const now = clock.now();
      const row = await db.$transaction(async (tx) => {
        const flipped = await tx.recharge.updateMany({
          where: { id, status: RECORD_STATUS.UNDER_REVIEW },
          data: { status: RECORD_STATUS.DELIVERED, reviewedAt: now, updatedAt: now },
        });
        const r = await tx.recharge.findUnique({ where: { id } });
        if (!r) throw notFound('review.notFound');
        if (flipped.count !== 1) throw conflict('review.wrongState', { status: r.status });
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
      });
      return toRechargeOrder(row);
    },

    /** 0 -> -1: nothing was credited, so nothing moves. */
    async reject(id: string, reason: string) {
      const now = clock.now();
      const row = await db.$transaction(async (tx) => {
        const flipped = await tx.recharge.updateMany({
          where: { id, status: RECORD_STATUS.UNDER_REVIEW },
          data: { status: RECORD_STATUS.REJECTED, rejectReason: reason, reviewedAt: now, updatedAt: now },
        });
        const r = await tx.recharge.findUnique({ where: { id } });
        if (!r) throw notFound('review.notFound');
        if (flipped.count !== 1) throw conflict('review.wrongState', { status: r.status });
        return r;
      });
      return toRechargeOrder(row);
    },
  };
}
