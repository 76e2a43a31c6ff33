import { Dec as D } from '@sandbox/shared/decimal';
import { LOAN_TYPE, type Language } from '@sandbox/shared';
import { creditScore } from '@sandbox/shared/credit-score';
import { localizeRows } from '../catalogue-text.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { toLoanWire, toSetWire } from './mappers.ts';
import { decimalsOf } from './pricing.ts';
import { dueAt, LOAN_DB, loanStatusToDb, OPEN_LOAN } from './rules.ts';
import { creditLimitOf, creditOffers, liveOf, userOf, type LoanContext } from './loan-support.ts';

/** The enabled offers (optionally of one type), each with the caller's own maximum. */
export async function offers(ctx: LoanContext, userId: string, lang: Language, type?: number) {
  const { kycLevel } = await userOf(ctx, userId);
  const rows = await ctx.db.loanSetting.findMany({
    where: { enabled: true, ...(type === undefined ? {} : { type }) },
    orderBy: [{ sort: 'asc' }, { id: 'asc' }],
  });
  return (await localizeRows(ctx.db, 'loanSetting', lang, rows)).map((s) => toSetWire(s, kycLevel));
}

/** The loan account in USDT: limit by identity level, what open credit loans use, what running loans owe now. */
export async function loanInfo(ctx: LoanContext, userId: string) {
  const { db, clock, settlement } = ctx;
  await settlement.settleDue({ userId });
  const now = clock.now();
  const [{ kycLevel }, credits, loans] = await Promise.all([userOf(ctx, userId), creditOffers(ctx), db.loan.findMany({ where: { userId } })]);
  const limit = creditLimitOf(kycLevel, credits);
  const used = loans
    .filter((l) => l.type === LOAN_TYPE.CREDIT && OPEN_LOAN.includes(l.status) && l.currency === 'USDT')
    .reduce((s, l) => s.plus(l.amount), new D(0));
  const active = loans.filter((l) => (l.status === LOAN_DB.RUNNING || l.status === LOAN_DB.OVERDUE) && l.currency === 'USDT');
  const decimals = await decimalsOf(db, 'USDT');
  let principal = new D(0);
  let interest = new D(0);
  for (const l of active) {
    const due = dueAt(l, now, decimals);
    principal = principal.plus(l.amount);
    interest = interest.plus(due.interest).plus(due.penalty);
  }
  const repaid = loans.filter((l) => l.status === LOAN_DB.REPAID).length;
  const overdue = loans.filter((l) => l.status === LOAN_DB.OVERDUE).length;
  const score = creditScore({ kycLevel, repaidLoans: repaid, overdueLoans: overdue });
  return {
    currency: 'USDT' as const,
    creditLimit: limit.toFixed(),
    usedLimit: used.toFixed(),
    availableLimit: D.max(0, limit.minus(used)).toFixed(),
    outstandingPrincipal: principal.toFixed(),
    outstandingInterest: interest.toFixed(),
    creditScore: score,
    activeCount: active.length,
  };
}

export type LoanListQuery = PageQuery & { type?: number | undefined; status?: number | undefined };

/** The caller's loans, newest first, each with its live figures (due loans settled first). */
export async function listLoans(ctx: LoanContext, userId: string, q: LoanListQuery) {
  const { db, clock, settlement } = ctx;
  await settlement.settleDue({ userId });
  // A wire status the server never stores (under review) matches nothing (storedStatusOf).
  const status = q.status === undefined ? undefined : loanStatusToDb(q.status);
  const where = { userId, ...(q.type === undefined ? {} : { type: q.type }), ...(status === undefined ? {} : { status }) };
  const [rows, total] = await Promise.all([
    db.loan.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
    db.loan.count({ where }),
  ]);
  const now = clock.now();
  const live = await liveOf(ctx, rows, now);
  return toPage(rows.map((l) => toLoanWire(l, live.get(l.id)!)), total, q);
}
