import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { Loan, PrismaClient, Tx } from '@sandbox/prisma';
import { LOAN_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { credit, unfreeze } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { LOAN_PENALTY_MULTIPLIER, loanEndAt } from '@sandbox/shared/loan-terms';
import { collateralPrice, decimalsOf } from './pricing.ts';
import { dueAt, LIQUIDATION_LTV, LOAN_DB, ltvPercent, MARGIN_CALL_LTV } from './rules.ts';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { type CollateralCause, repayFromCollateral, repayFromSpot } from './settle.ts';
import { NOTICE_KIND, type Notify, type NotifyEvent } from '../content/index.ts';

export type SettlementService = ReturnType<typeof createSettlementService>;

export interface LoanPassResult {
  repaid: number;
  overdue: number;
  collateral: number;
  marginCalls: number;
}

const isInsufficient = (e: unknown) => e instanceof AppError && e.key === 'balance.insufficient';

/**
 * Review (QA), and everything the sandbox clock decides about a loan. Each change is
 * one transaction guarded by the status it read, so a pass after downtime or a clock
 * jump settles each loan once, and a racing pass or call finds it settled:
 * - end of term: principal + whole interest from spot; else a pledge loan is repaid
 *   from its collateral, a credit loan becomes overdue (overdueAt = end date);
 * - overdue: collected from spot as soon as it covers principal + interest + penalty
 *   (penalty counted from the end date, so it is the same whenever the pass runs);
 * - pledge loans running: LTV at the live price; at 80 % a margin call is marked, at
 *   90 % the loan is repaid from the collateral.
 * The borrower is told of each of these (content notify) inside the change's transaction,
 * so a pass that finds the loan already settled writes no second notice.
 */
export function createSettlementService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; notify: Notify }) {
  const { db, clock, feed } = deps;
  const tell = (tx: Tx, l: Loan, kind: NotifyEvent['kind'], params: NotifyEvent['params']) =>
    deps.notify(tx, { userId: l.userId, kind, refId: l.id, params: { orderNo: l.orderNo, amount: l.amount, currency: l.currency, ...params } });

  /** Per pass: each currency's decimals and each collateral price are read once, not once per loan. */
  function passCache(now: Date) {
    const decimals = new Map<string, Promise<number>>();
    const prices = new Map<string, Promise<Decimal | undefined>>();
    const decimalsOfCode = (code: string) => {
      if (!decimals.has(code)) decimals.set(code, decimalsOf(db, code));
      return decimals.get(code)!;
    };
    return {
      async decimalsFor(l: Loan) {
        return { loan: await decimalsOfCode(l.currency), pledge: l.pledgeCurrency ? await decimalsOfCode(l.pledgeCurrency) : 0 };
      },
      priceOf(l: Loan): Promise<Decimal | undefined> {
        if (!l.pledgeCurrency) return Promise.resolve(undefined);
        const key = `${l.pledgeCurrency}/${l.currency}`;
        if (!prices.has(key)) prices.set(key, collateralPrice(db, feed, now, l.pledgeCurrency, l.currency));
        return prices.get(key)!;
      },
    };
  }
  type PassCache = ReturnType<typeof passCache>;

  /** Tries `work`; a refusal for lack of balance rolls it back and answers false. */
  async function attempt(work: () => Promise<boolean>): Promise<boolean> {
    try {
      return await work();
    } catch (error) {
      if (isInsufficient(error)) return false;
      throw error;
    }
  }

  /** Repays `debt` from the collateral at `price` and tells the borrower what was taken, in one transaction. */
  function collateralRepay(l: Loan, debt: string, price: Decimal, decimals: { loan: number; pledge: number }, now: Date, why: CollateralCause): Promise<boolean> {
    return db.$transaction(async (tx) => {
      if (!(await repayFromCollateral(tx, l, debt, price, decimals, now, why))) return false;
      const done = await tx.loan.findUniqueOrThrow({ where: { id: l.id }, select: { pledgeTaken: true, repaidAmount: true } });
      await tell(tx, l, NOTICE_KIND.LOAN_COLLATERAL_REPAID, {
        taken: done.pledgeTaken ?? '0', pledgeCurrency: l.pledgeCurrency ?? '', price: truncate(price, 8), repaid: done.repaidAmount ?? debt,
      });
      return true;
    });
  }

  async function fromCollateral(l: Loan, debt: string, now: Date, why: CollateralCause, cache: PassCache): Promise<boolean> {
    const price = await cache.priceOf(l);
    if (!price) return false;
    return collateralRepay(l, debt, price, await cache.decimalsFor(l), now, why);
  }

  /** Repays `due` from spot and tells the borrower (refused whole, false, when spot is short). */
  const autoRepay = (l: Loan, due: string, now: Date, remark: string) =>
    attempt(() =>
      db.$transaction(async (tx) => {
        if (!(await repayFromSpot(tx, l, due, now, remark))) return false;
        await tell(tx, l, NOTICE_KIND.LOAN_AUTO_REPAID, { repaid: due });
        return true;
      }),
    );

  async function atEnd(l: Loan, now: Date, result: LoanPassResult, cache: PassCache) {
    const { total } = dueAt(l, now, (await cache.decimalsFor(l)).loan);
    if (await autoRepay(l, total, now, remarkOf(REMARK_KEY.LOAN_REPAID_AT_END))) {
      result.repaid += 1;
      return;
    }
    if (l.type === LOAN_TYPE.PLEDGE && (await fromCollateral(l, total, now, { kind: 'termEnd' }, cache))) {
      result.collateral += 1;
      return;
    }
    const marked = await db.$transaction(async (tx) => {
      const { count } = await tx.loan.updateMany({
        where: { id: l.id, status: LOAN_DB.RUNNING },
        data: { status: LOAN_DB.OVERDUE, overdueAt: l.endAt, remark: remarkOf(REMARK_KEY.LOAN_OVERDUE) },
      });
      if (count === 1) {
        const penaltyRate = new D(l.dailyRate).times(LOAN_PENALTY_MULTIPLIER).toFixed();
        await tell(tx, l, NOTICE_KIND.LOAN_OVERDUE, { due: total, endAt: l.endAt ? toRegionTime(l.endAt) : '', penaltyRate });
      }
      return count;
    });
    result.overdue += marked;
  }

  async function collectOverdue(l: Loan, now: Date, result: LoanPassResult, cache: PassCache) {
    const { total } = dueAt(l, now, (await cache.decimalsFor(l)).loan);
    if (await autoRepay(l, total, now, remarkOf(REMARK_KEY.LOAN_OVERDUE_REPAID))) {
      result.repaid += 1;
      return;
    }
    if (l.type === LOAN_TYPE.PLEDGE && (await fromCollateral(l, total, now, { kind: 'overdue' }, cache))) result.collateral += 1;
  }

  /** End-of-term and overdue settlement of every due loan (optionally one user's). */
  async function settleDue(filter: { userId?: string } = {}): Promise<LoanPassResult> {
    const now = clock.now();
    const result: LoanPassResult = { repaid: 0, overdue: 0, collateral: 0, marginCalls: 0 };
    const cache = passCache(now);
    const ended = await db.loan.findMany({ where: { ...filter, status: LOAN_DB.RUNNING, endAt: { lte: now } }, orderBy: { endAt: 'asc' } });
    for (const l of ended) await atEnd(l, now, result, cache);
    const overdue = await db.loan.findMany({ where: { ...filter, status: LOAN_DB.OVERDUE }, orderBy: { endAt: 'asc' } });
    for (const l of overdue) await collectOverdue(l, now, result, cache);
    return result;
  }

  /** Margin calls and forced repayments of running pledge loans at the live price. */
  async function watchCollateral(result: LoanPassResult): Promise<void> {
    const now = clock.now();
    const loans = await db.loan.findMany({ where: { status: LOAN_DB.RUNNING, type: LOAN_TYPE.PLEDGE } });
    const cache = passCache(now);
    for (const l of loans) {
      if (!l.pledgeCurrency || !l.pledgeAmount) continue;
      const price = await cache.priceOf(l);
      if (!price) continue;
      const decimals = await cache.decimalsFor(l);
      const { total } = dueAt(l, now, decimals.loan);
      const ltv = ltvPercent(total, l.pledgeAmount, price);
      if (ltv.gte(LIQUIDATION_LTV)) {
        const why: CollateralCause = { kind: 'forced', ltv: ltv.toDecimalPlaces(2, 1).toFixed() };
        if (await collateralRepay(l, total, price, decimals, now, why)) result.collateral += 1;
      } else if (ltv.gte(MARGIN_CALL_LTV)) {
        if (l.marginCallAt) continue;
        const shown = ltv.toDecimalPlaces(2, 1).toFixed();
        result.marginCalls += await db.$transaction(async (tx) => {
          const { count } = await tx.loan.updateMany({
            where: { id: l.id, status: LOAN_DB.RUNNING, marginCallAt: null },
            data: { marginCallAt: now, remark: remarkOf(REMARK_KEY.LOAN_MARGIN_CALL, { ltv: shown, liquidation: LIQUIDATION_LTV.toFixed() }) },
          });
          if (count === 1) await tell(tx, l, NOTICE_KIND.LOAN_MARGIN_CALL, { ltv: shown, liquidationLtv: LIQUIDATION_LTV.toFixed(), pledgeCurrency: l.pledgeCurrency ?? '' });
          return count;
        });
      } else if (l.marginCallAt) {
        await db.loan.updateMany({ where: { id: l.id, status: LOAN_DB.RUNNING }, data: { marginCallAt: null, remark: null } });
      }
    }
  }

  return {
    settleDue,

    /** One pass of the loan job: due loans, then the collateral watch. */
    async runPass(): Promise<LoanPassResult> {
      const result = await settleDue();
      await watchCollateral(result);
      return result;
    },

    /** Loans waiting for review, oldest first (QA). */
    pending: (take = 200) => db.loan.findMany({ where: { status: LOAN_DB.PENDING }, orderBy: { createdAt: 'asc' }, take }),

    /** Approval: the loan runs from now for its days, and its amount is credited to spot. */
    async approve(id: string) {
      const l = await db.loan.findUnique({ where: { id } });
      if (!l) throw notFound('loan.notFound');
      const now = clock.now();
      return db.$transaction(async (tx) => {
        const endAt = loanEndAt(now, l.days);
        const claimed = await tx.loan.updateMany({ where: { id, status: LOAN_DB.PENDING }, data: { status: LOAN_DB.RUNNING, reviewedAt: now, startAt: now, endAt } });
        if (claimed.count !== 1) throw conflict('loan.notPending');
        await credit(tx, { userId: l.userId, account: 'spot', currency: l.currency, type: BalanceLogType.LOAN_DISBURSE, amount: l.amount, refType: 'Loan', refId: l.id, remark: l.orderNo, at: now });
        await deps.notify(tx, { userId: l.userId, kind: NOTICE_KIND.LOAN_APPROVED, refId: l.id, params: { amount: l.amount, currency: l.currency } });
        return tx.loan.findUniqueOrThrow({ where: { id } });
      });
    },

    /** Rejection with a reason the user reads; a pledge is released. */
    async reject(id: string, reason: string) {
      const l = await db.loan.findUnique({ where: { id } });
      if (!l) throw notFound('loan.notFound');
      const now = clock.now();
      return db.$transaction(async (tx) => {
        const claimed = await tx.loan.updateMany({ where: { id, status: LOAN_DB.PENDING }, data: { status: LOAN_DB.REJECTED, reviewedAt: now, rejectReason: reason } });
        if (claimed.count !== 1) throw conflict('loan.notPending');
        if (l.pledgeCurrency && l.pledgeAmount) {
          await unfreeze(tx, { userId: l.userId, account: 'spot', currency: l.pledgeCurrency, type: BalanceLogType.LOAN_PLEDGE_RELEASE, amount: l.pledgeAmount, refType: 'Loan', refId: l.id, remark: l.orderNo, at: now });
        }
        await tell(tx, l, NOTICE_KIND.LOAN_REJECTED, { reason });
        return tx.loan.findUniqueOrThrow({ where: { id } });
      });
    },
  };
}
