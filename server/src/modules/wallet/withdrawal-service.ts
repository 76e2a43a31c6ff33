import type { Prisma, PrismaClient, Tx } from '@sandbox/prisma';
import { RECORD_STATUS, withdrawalFee } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { BalanceLogType, debitFrozen, freeze, unfreeze } from '../../ledger/index.ts';
import { checkThrottledPassword, WITHDRAWAL_PASSWORD } from '../auth/index.ts';
import { assertKycLevel } from '../kyc/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { STORED_ACCOUNT_TYPE } from '../user/index.ts';
import { movableCurrency } from './currency-rules.ts';
import { loadLimitTable } from './limits.ts';
import { toWithdrawalOrder } from './mappers.ts';
import { canonical, dec } from './money.ts';
import { assertUserAmount } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { NOTICE_KIND, type Notify, type PersonalNoticeKind } from '../content/index.ts';
import { assertMayMoveMoney } from '../user/index.ts';

export interface WithdrawalApplyInput {
  currency: string;
  amount: string;
  accountId: string;
  withdrawalPassword: string;
  googleCode?: string | undefined;
}

type RecordStatus = (typeof RECORD_STATUS)[keyof typeof RECORD_STATUS];
/** Checks and uses up an authenticator code inside the caller's transaction (auth module). */
export type GoogleCodeCheck = (tx: Tx, userId: string, code: string) => Promise<void>;

/** User.status 2: the account may not move money (schema comment). */

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals. The amount is frozen at apply; review decides:
 * 0 under review -> 1 approved -> 2 paid out (frozen leaves) | -2 failed (unfrozen),
 * or 0 -> -1 rejected (unfrozen). Every transition is one transaction: the
 * guarded status update plus its ledger entry.
 */
export function createWithdrawalService(deps: { db: PrismaClient; clock: Clock; verifyGoogleCode: GoogleCodeCheck; notify: Notify }) {
  const { db, clock } = deps;

  /** The user's notification of a final state, in the transition's transaction. */
  const tell = (tx: Tx, w: { id: string; userId: string; amount: string; currency: string }, kind: PersonalNoticeKind, reason = '') =>
    deps.notify(tx, { userId: w.userId, kind, refId: w.id, params: { amount: w.amount, currency: w.currency, reason } });

  /** Moves a withdrawal from one status to the next, or 409 when it is not in `from` (already reviewed, or a race lost). */
  async function transition(
    tx: Tx,
    id: string,
    from: RecordStatus,
    data: Prisma.WithdrawalUpdateManyMutationInput,
  ) {
    const flipped = await tx.withdrawal.updateMany({ where: { id, status: from }, data });
    const w = await tx.withdrawal.findUnique({ where: { id } });
    if (!w) throw notFound('review.notFound');
    if (flipped.count !== 1) throw conflict('review.wrongState', { status: w.status });
    return w;
  }

  const ref = (w: { id: string; orderNo: string; userId: string; currency: string; amount: string }, at: Date) => ({
    userId: w.userId,
    account: 'spot' as const,
    currency: w.currency,
    amount: w.amount,
    refType: 'Withdrawal',
    refId: w.id,
    remark: w.orderNo,
    at,
  });

  return {
    async apply(userId: string, input: WithdrawalApplyInput) {
      const user = await db.user.findUnique({ where: { id: userId } });
      if (!user) throw notFound('request.notFound');
      assertMayMoveMoney(user);
      // Withdrawal needs basic identity verification (SPEC.md section 6; kyc/gate.ts), 403 kyc.required.
      // Checked first so the user learns of it before setting up the rest; kycLevel only ever rises.
      await assertKycLevel(db, userId, 1);
      // Each missing step is named, in the order the user has to take them.
      if (!user.withdrawPasswordHash) throw badRequest('withdrawal.passwordNotSet');
      const accounts = await db.withdrawalAccount.count({ where: { userId } });
      if (accounts === 0) throw badRequest('withdrawal.noAccount');
      const account = await db.withdrawalAccount.findFirst({ where: { id: input.accountId, userId } });
      if (!account) throw notFound('account.notFound');

      const currency = await movableCurrency(db, input.currency, 'withdraw');
      const table = await loadLimitTable(db);
      const chain = account.type === STORED_ACCOUNT_TYPE.CHAIN_ADDRESS;
      if (chain && account.currency !== input.currency) {
        throw badRequest('withdrawal.accountCurrencyMismatch', { currency: input.currency });
      }
      if (!chain && !table.bankWithdrawal(input.currency)) throw badRequest('withdrawal.bankUnsupported', { currency: input.currency });
      assertUserAmount(input.amount, { field: 'amount', currency: input.currency, decimals: currency.precision });
      const limits = table.limits(input.currency, chain ? (account.network ?? undefined) : undefined);
      const amount = dec(input.amount);
      if (amount.lessThan(limits.minWithdraw)) throw badRequest('withdrawal.belowMinimum', { min: limits.minWithdraw, currency: input.currency });
      const { fee, net } = withdrawalFee(input.amount, { fixed: limits.withdrawFee, ratePercent: limits.withdrawFeeRate }, currency.precision);
      if (amount.lessThanOrEqualTo(fee)) throw badRequest('withdrawal.feeExceedsAmount', { fee, currency: input.currency });
      if (user.googleBound && !input.googleCode) throw badRequest('withdrawal.googleCodeRequired');
      await checkThrottledPassword(deps, { kind: WITHDRAWAL_PASSWORD, userId, password: input.withdrawalPassword, hash: user.withdrawPasswordHash, wrongKey: 'withdrawal.passwordWrong' });

      const now = clock.now();
      const row = await db.$transaction(async (tx) => {
        // Again inside the transaction that freezes the money, so the gate and the freeze see one state.
        await assertKycLevel(tx, userId, 1);
        if (user.googleBound && input.googleCode) await deps.verifyGoogleCode(tx, userId, input.googleCode);
        const w = await tx.withdrawal.create({
          data: {
            orderNo: orderNo('W', now),
            userId,
            currency: input.currency,
            network: chain ? account.network : null,
            amount: canonical(input.amount),
            fee,
            actualAmount: net,
            method: account.type,
            accountId: account.id,
            // A snapshot: editing the account later must not change where this one goes.
            address: chain ? account.address : null,
            realName: chain ? null : account.realName,
            bankName: chain ? null : account.bankName,
            bankAccount: chain ? null : account.bankAccount,
            status: RECORD_STATUS.UNDER_REVIEW,
            createdAt: now,
            updatedAt: now,
          },
        });
        // Above the available balance, the ledger refuses (409 balance.insufficient) and the row above rolls back.
        await freeze(tx, { ...ref(w, now), type: BalanceLogType.WITHDRAW_FREEZE });
        return w;
      });
      return toWithdrawalOrder(row);
    },

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

    /** Review queue (QA): under review and approved-but-unpaid, oldest first. */
    async pending(limit = 100) {
      const rows = await db.withdrawal.findMany({
        where: { status: { in: [RECORD_STATUS.UNDER_REVIEW, RECORD_STATUS.DELIVERED] } },
        orderBy: { createdAt: 'asc' },
        take: limit,
      });
      return rows.map((w) => ({ ...toWithdrawalOrder(w), userId: w.userId }));
    },

    /** 0 -> 1: approved, payout under way; the money stays frozen. */
    async approve(id: string) {
      const now = clock.now();
      const w = await db.$transaction((tx) => transition(tx, id, RECORD_STATUS.UNDER_REVIEW, { status: RECORD_STATUS.DELIVERED, reviewedAt: now, updatedAt: now }));
      return toWithdrawalOrder(w);
    },

    /** 0 -> -1: the frozen amount returns to available. */
    async reject(id: string, reason: string) {
      const now = clock.now();
      const w = await db.$transaction(async (tx) => {
        const row = await transition(tx, id, RECORD_STATUS.UNDER_REVIEW, {
          status: RECORD_STATUS.REJECTED,
          rejectReason: reason,
          reviewedAt: now,
          updatedAt: now,
        });
        await unfreeze(tx, { ...ref(row, now), type: BalanceLogType.WITHDRAW_UNFREEZE });
        await tell(tx, row, NOTICE_KIND.WITHDRAWAL_REJECTED, reason);
        return row;
      });
      return toWithdrawalOrder(w);
    },

    /** 1 -> 2: paid out; the frozen amount leaves for good. */
    async pay(id: string) {
      const now = clock.now();
      const w = await db.$transaction(async (tx) => {
        const row = await transition(tx, id, RECORD_STATUS.DELIVERED, { status: RECORD_STATUS.WITHDRAWN, paidAt: now, updatedAt: now });
        await debitFrozen(tx, { ...ref(row, now), type: BalanceLogType.WITHDRAW_PAID });
        await tell(tx, row, NOTICE_KIND.WITHDRAWAL_PAID);
        return row;
      });
      return toWithdrawalOrder(w);
    },

    /** 1 -> -2: the payout failed; the frozen amount returns to available. */
    async fail(id: string, reason: string) {
      const now = clock.now();
      const w = await db.$transaction(async (tx) => {
        const row = await transition(tx, id, RECORD_STATUS.DELIVERED, {
          status: RECORD_STATUS.FAILED,
          rejectReason: reason,
          updatedAt: now,
        });
        await unfreeze(tx, { ...ref(row, now), type: BalanceLogType.WITHDRAW_UNFREEZE });
        await tell(tx, row, NOTICE_KIND.WITHDRAWAL_REJECTED, reason);
        return row;
      });
      return toWithdrawalOrder(w);
    },
  };
}
