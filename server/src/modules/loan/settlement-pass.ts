import Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import { readerOf, type Loan } from '@sandbox/prisma';
import { LOAN_TYPE, toRegionTime, truncate } from '@sandbox/shared';
import { LOAN_PENALTY_MULTIPLIER } from '@sandbox/shared/loan-terms';
import { REMARK_KEY, remarkOf } from '@sandbox/shared/remark';
import { AppError } from '../../errors.ts';
import { goOnAlways, type GoOn } from '../../jobs/between-batches.ts';
import { NOTICE_KIND } from '../content/index.ts';
import { collateralPrice, decimalsOf } from './pricing.ts';
import { dueAt, LIQUIDATION_LTV, LOAN_DB, ltvPercent, MARGIN_CALL_LTV } from './rules.ts';
import { type CollateralCause, repayFromCollateral, repayFromSpot } from './settle.ts';
import { loansByIds, overdueByIds, overdueIds, runningPledgeIds, type LoanRow, type OverdueRow } from './queries.ts';
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

/**
 * The loans the job's pass reads and reckons between two pauses: about 3 ms of CPU a page (a
 * pass over 11,000 loans in 44 pages, 141 ms), so a call waits behind that much of a pass at
 * most, and one loan's settlement.
 */
export const LOAN_PAGE = 250;

/** The currencies of a loan, which its figures and its collateral's price depend on. */
type Currencies = Pick<Loan, 'currency' | 'pledgeCurrency'>;

/** Per pass: each currency's decimals and each collateral price are read once, not once per loan. */
function passCache(ctx: SettlementDeps, now: Date) {
  const decimals = new Map<string, Promise<number>>();
  const prices = new Map<string, Promise<Decimal | undefined>>();
  const decimalsOfCode = (code: string) => {
    if (!decimals.has(code)) decimals.set(code, decimalsOf(ctx.db, code));
    return decimals.get(code)!;
  };
  return {
    async decimalsFor(l: Currencies) {
      return { loan: await decimalsOfCode(l.currency), pledge: l.pledgeCurrency ? await decimalsOfCode(l.pledgeCurrency) : 0 };
    },
    priceOf(l: Currencies): Promise<Decimal | undefined> {
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

/** A loan's terms from its row (times as Dates), as dueAt reckons them. */
const termsOf = (row: LoanRow) => ({
  ...row,
  startAt: row.startAt === null ? null : new Date(row.startAt),
  endAt: row.endAt === null ? null : new Date(row.endAt),
  overdueAt: row.overdueAt === null ? null : new Date(row.overdueAt),
});

/** The loan as stored now, if it still has the status its row was read with (else another pass or call settled it). */
async function stillAsRead(ctx: SettlementDeps, row: LoanRow): Promise<Loan | undefined> {
  const l = await ctx.db.loan.findUnique({ where: { id: row.id } });
  return l?.status === row.status ? l : undefined;
}

/** Reads the loans of `ids` LOAN_PAGE at a time (`read`), `work` on each, `goOn` between two pages, until it says stop. */
async function eachPage<T extends LoanRow>(ids: readonly string[], read: (page: readonly string[]) => Promise<T[]>, goOn: GoOn, work: (row: T) => Promise<void>): Promise<void> {
  for (let from = 0; from < ids.length; from += LOAN_PAGE) {
    if (from > 0 && !(await goOn())) return;
    for (const row of await read(ids.slice(from, from + LOAN_PAGE))) await work(row);
  }
}

/**
 * Collects an overdue loan: from spot once its balance covers principal, interest and penalty;
 * a pledge loan's from its collateral at the live price otherwise. A loan neither can settle
 * (spot short, no price) is left without a transaction: the pass reads its borrower's balance
 * with it, where a refused repayment cost a rolled-back transaction a loan every 5 s.
 */
async function collectOverdue(ctx: SettlementDeps, row: OverdueRow, now: Date, result: LoanPassResult, cache: PassCache) {
  const { total } = dueAt(termsOf(row), now, (await cache.decimalsFor(row)).loan);
  const spotCovers = row.spot !== null && new D(row.spot).gte(total);
  const price = row.type === LOAN_TYPE.PLEDGE ? await cache.priceOf(row) : undefined;
  if (!spotCovers && !price) return;
  const l = await stillAsRead(ctx, row);
  if (!l) return;
  if (spotCovers && (await autoRepay(ctx, l, total, now, remarkOf(REMARK_KEY.LOAN_OVERDUE_REPAID)))) {
    result.repaid += 1;
    return;
  }
  if (price && (await collateralRepay(ctx, l, total, price, await cache.decimalsFor(l), now, { kind: 'overdue' }))) result.collateral += 1;
}

/** End-of-term and overdue settlement of every due loan (optionally one user's), `goOn` between two loans at the end and two pages of overdue ones. */
export async function settleDue(ctx: SettlementDeps, filter: { userId?: string } = {}, goOn: GoOn = goOnAlways): Promise<LoanPassResult> {
  const { db, clock } = ctx;
  const now = clock.now();
  const result: LoanPassResult = { repaid: 0, overdue: 0, collateral: 0, marginCalls: 0 };
  const cache = passCache(ctx, now);
  const ended = await db.loan.findMany({ where: { ...filter, status: LOAN_DB.RUNNING, endAt: { lte: now } }, orderBy: { endAt: 'asc' } });
  for (const l of ended) {
    await atEnd(ctx, l, now, result, cache);
    if (!(await goOn())) return result;
  }
  const reader = readerOf(db);
  await eachPage(await overdueIds(reader, filter.userId), (ids) => overdueByIds(reader, ids), goOn, (row) => collectOverdue(ctx, row, now, result, cache));
  return result;
}

/** One running pledge loan at the live price: forced repayment at LIQUIDATION_LTV, a margin call at MARGIN_CALL_LTV, cleared below it. */
async function watchOne(ctx: SettlementDeps, row: LoanRow, now: Date, result: LoanPassResult, cache: PassCache): Promise<void> {
  if (!row.pledgeAmount) return;
  const price = await cache.priceOf(row);
  if (!price) return;
  const decimals = await cache.decimalsFor(row);
  const { total } = dueAt(termsOf(row), now, decimals.loan);
  const ltv = ltvPercent(total, row.pledgeAmount, price);
  if (ltv.gte(LIQUIDATION_LTV)) {
    const l = await stillAsRead(ctx, row);
    const why: CollateralCause = { kind: 'forced', ltv: ltv.toDecimalPlaces(2, 1).toFixed() };
    if (l && (await collateralRepay(ctx, l, total, price, decimals, now, why))) result.collateral += 1;
  } else if (ltv.gte(MARGIN_CALL_LTV)) {
    if (row.marginCallAt) return;
    const shown = ltv.toDecimalPlaces(2, 1).toFixed();
    result.marginCalls += await ctx.db.$transaction(async (tx) => {
      const { count } = await tx.loan.updateMany({
        where: { id: row.id, status: LOAN_DB.RUNNING, marginCallAt: null },
        data: { marginCallAt: now, remark: remarkOf(REMARK_KEY.LOAN_MARGIN_CALL, { ltv: shown, liquidation: LIQUIDATION_LTV.toFixed() }) },
      });
      if (count === 1) await tell(ctx, tx, row, NOTICE_KIND.LOAN_MARGIN_CALL, { ltv: shown, liquidationLtv: LIQUIDATION_LTV.toFixed(), pledgeCurrency: row.pledgeCurrency ?? '' });
      return count;
    });
  } else if (row.marginCallAt) {
    await ctx.db.loan.updateMany({ where: { id: row.id, status: LOAN_DB.RUNNING }, data: { marginCallAt: null, remark: null } });
  }
}

/** Margin calls and forced repayments of running pledge loans at the live price, `goOn` between two pages. */
export async function watchCollateral(ctx: SettlementDeps, result: LoanPassResult, goOn: GoOn = goOnAlways): Promise<void> {
  const now = ctx.clock.now();
  const cache = passCache(ctx, now);
  const reader = readerOf(ctx.db);
  await eachPage(await runningPledgeIds(reader), (ids) => loansByIds(reader, ids, LOAN_DB.RUNNING), goOn, (row) => watchOne(ctx, row, now, result, cache));
}
