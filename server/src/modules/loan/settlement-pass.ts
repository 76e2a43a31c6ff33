import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import type { Loan } from '@sandbox/prisma';
import { LOAN_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import { LOAN_PENALTY_MULTIPLIER } from '@sandbox/shared/loan-terms';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { AppError } from '../../errors.ts';
import { NOTICE_KIND } from '../content/index.ts';
import { collateralPrice, decimalsOf } from './pricing.ts';
import { dueAt, LIQUIDATION_LTV, LOAN_DB, ltvPercent, MARGIN_CALL_LTV } from './rules.ts';
import { type CollateralCause, repayFromCollateral, repayFromSpot } from './settle.ts';
import { tell, type SettlementDeps } from './settlement-support.ts';

/*
 * What the sandbox clock decides about a running or overdue loan: end of term, overdue
 * collection, margin calls and forced repayment (the rules are on createSettlementService).
 */

export interface LoanPassResult {
  repaid: number;
  overdue: number;
  collateral: number;
  marginCalls: number;
}

const isInsufficient = (e: unknown) => e instanceof AppError && e.key === 'balance.insufficient';

/** Per pass: each currency's decimals and each collateral price are read once, not once per loan. */
function passCache(ctx: SettlementDeps, now: Date) {
  const decimals = new Map<string, Promise<number>>();
  const prices = new Map<string, Promise<Decimal | undefined>>();
  const decimalsOfCode = (code: string) => {
    if (!decimals.has(code)) decimals.set(code, decimalsOf(ctx.db, code));
    return decimals.get(code)!;
  };
  return {
    async decimalsFor(l: Loan) {
      return { loan: await decimalsOfCode(l.currency), pledge: l.pledgeCurrency ? await decimalsOfCode(l.pledgeCurrency) : 0 };
    },
    priceOf(l: Loan): Promise<Decimal | undefined> {
      if (!l.pledgeCurrency) return Promise.resolve(undefined);
      const key = `${l.pledgeCurrency}/${l.currency}`;
      if (!prices.has(key)) prices.set(key, collateralPrice(ctx.db, ctx.feed, now, l.pledgeCurrency, l.currency));
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
function collateralRepay(ctx: SettlementDeps, l: Loan, debt: string, price: Decimal, decimals: { loan: number; pledge: number }, now: Date, why: CollateralCause): Promise<boolean> {
  return ctx.db.$transaction(async (tx) => {
    if (!(await repayFromCollateral(tx, l, debt, price, decimals, now, why))) return false;
    const done = await tx.loan.findUniqueOrThrow({ where: { id: l.id }, select: { pledgeTaken: true, repaidAmount: true } });
    await tell(ctx, tx, l, NOTICE_KIND.LOAN_COLLATERAL_REPAID, {
      taken: done.pledgeTaken ?? '0', pledgeCurrency: l.pledgeCurrency ?? '', price: truncate(price, 8), repaid: done.repaidAmount ?? debt,
    });
    return true;
  });
}

async function fromCollateral(ctx: SettlementDeps, l: Loan, debt: string, now: Date, why: CollateralCause, cache: PassCache): Promise<boolean> {
  const price = await cache.priceOf(l);
  if (!price) return false;
  return collateralRepay(ctx, l, debt, price, await cache.decimalsFor(l), now, why);
}

/** Repays `due` from spot and tells the borrower (refused whole, false, when spot is short). */
const autoRepay = (ctx: SettlementDeps, l: Loan, due: string, now: Date, remark: string) =>
  attempt(() =>
    ctx.db.$transaction(async (tx) => {
      if (!(await repayFromSpot(tx, l, due, now, remark))) return false;
      await tell(ctx, tx, l, NOTICE_KIND.LOAN_AUTO_REPAID, { repaid: due });
      return true;
    }),
  );

async function atEnd(ctx: SettlementDeps, l: Loan, now: Date, result: LoanPassResult, cache: PassCache) {
  const { total } = dueAt(l, now, (await cache.decimalsFor(l)).loan);
  if (await autoRepay(ctx, l, total, now, remarkOf(REMARK_KEY.LOAN_REPAID_AT_END))) {
    result.repaid += 1;
    return;
  }
  if (l.type === LOAN_TYPE.PLEDGE && (await fromCollateral(ctx, l, total, now, { kind: 'termEnd' }, cache))) {
    result.collateral += 1;
    return;
  }
  const marked = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.loan.updateMany({
      where: { id: l.id, status: LOAN_DB.RUNNING },
      data: { status: LOAN_DB.OVERDUE, overdueAt: l.endAt, remark: remarkOf(REMARK_KEY.LOAN_OVERDUE) },
    });
    if (count === 1) {
      const penaltyRate = new D(l.dailyRate).times(LOAN_PENALTY_MULTIPLIER).toFixed();
      await tell(ctx, tx, l, NOTICE_KIND.LOAN_OVERDUE, { due: total, endAt: l.endAt ? toRegionTime(l.endAt) : '', penaltyRate });
    }
    return count;
  });
  result.overdue += marked;
}

async function collectOverdue(ctx: SettlementDeps, l: Loan, now: Date, result: LoanPassResult, cache: PassCache) {
  const { total } = dueAt(l, now, (await cache.decimalsFor(l)).loan);
  if (await autoRepay(ctx, l, total, now, remarkOf(REMARK_KEY.LOAN_OVERDUE_REPAID))) {
    result.repaid += 1;
    return;
  }
  if (l.type === LOAN_TYPE.PLEDGE && (await fromCollateral(ctx, l, total, now, { kind: 'overdue' }, cache))) result.collateral += 1;
}

/** End-of-term and overdue settlement of every due loan (optionally one user's). */
export async function settleDue(ctx: SettlementDeps, filter: { userId?: string } = {}): Promise<LoanPassResult> {
  const { db, clock } = ctx;
  const now = clock.now();
  const result: LoanPassResult = { repaid: 0, overdue: 0, collateral: 0, marginCalls: 0 };
  const cache = passCache(ctx, now);
  const ended = await db.loan.findMany({ where: { ...filter, status: LOAN_DB.RUNNING, endAt: { lte: now } }, orderBy: { endAt: 'asc' } });
  for (const l of ended) await atEnd(ctx, l, now, result, cache);
  const overdue = await db.loan.findMany({ where: { ...filter, status: LOAN_DB.OVERDUE }, orderBy: { endAt: 'asc' } });
  for (const l of overdue) await collectOverdue(ctx, l, now, result, cache);
  return result;
}

/** Margin calls and forced repayments of running pledge loans at the live price. */
export async function watchCollateral(ctx: SettlementDeps, result: LoanPassResult): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  const loans = await db.loan.findMany({ where: { status: LOAN_DB.RUNNING, type: LOAN_TYPE.PLEDGE } });
  const cache = passCache(ctx, now);
  for (const l of loans) {
    if (!l.pledgeCurrency || !l.pledgeAmount) continue;
    const price = await cache.priceOf(l);
    if (!price) continue;
    const decimals = await cache.decimalsFor(l);
    const { total } = dueAt(l, now, decimals.loan);
    const ltv = ltvPercent(total, l.pledgeAmount, price);
    if (ltv.gte(LIQUIDATION_LTV)) {
      const why: CollateralCause = { kind: 'forced', ltv: ltv.toDecimalPlaces(2, 1).toFixed() };
      if (await collateralRepay(ctx, l, total, price, decimals, now, why)) result.collateral += 1;
    } else if (ltv.gte(MARGIN_CALL_LTV)) {
      if (l.marginCallAt) continue;
      const shown = ltv.toDecimalPlaces(2, 1).toFixed();
      result.marginCalls += await db.$transaction(async (tx) => {
        const { count } = await tx.loan.updateMany({
          where: { id: l.id, status: LOAN_DB.RUNNING, marginCallAt: null },
          data: { marginCallAt: now, remark: remarkOf(REMARK_KEY.LOAN_MARGIN_CALL, { ltv: shown, liquidation: LIQUIDATION_LTV.toFixed() }) },
        });
        if (count === 1) await tell(ctx, tx, l, NOTICE_KIND.LOAN_MARGIN_CALL, { ltv: shown, liquidationLtv: LIQUIDATION_LTV.toFixed(), pledgeCurrency: l.pledgeCurrency ?? '' });
        return count;
      });
    } else if (l.marginCallAt) {
      await db.loan.updateMany({ where: { id: l.id, status: LOAN_DB.RUNNING }, data: { marginCallAt: null, remark: null } });
    }
  }
}
