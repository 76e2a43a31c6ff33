import type { Loan, LoanSetting, PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { LOAN_STATUS, LOAN_TYPE } from '@sandbox/shared';
import type { ScenarioFileInput, ScenarioLoan } from '@sandbox/shared/scenario-file';
import { getBalance } from '@sandbox/server/ledger';
import { applyScenarioLoan, approveScenarioLoan, overdueDue, repayScenarioLoan } from '@sandbox/server/modules/loan';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, DAY_MS, orderNosOf, repeatedOrderNos, type SpotEffect, takenOrderNos, type UserNames, unknownUser } from './support.ts';

/*
 * The file's loans (docs/scenarios.md "Loans"): each made by the loan module's own application,
 * approval and repayment at the instants its state gives, against the clock: pending applied at
 * it; running approved at it; overdue approved its term and overdueDays before it (the loan job
 * marks it overdue on its pass after the load); repaid approved its term before it and repaid by
 * the borrower at it. Exported as the loans that are in one of those states, with their order numbers.
 */

type ExportedLoan = NonNullable<ScenarioFileInput['loans']>[number];
const STATE = { [LOAN_STATUS.PENDING_REVIEW]: 'pending', [LOAN_STATUS.PASSED]: 'running', [LOAN_STATUS.OVERDUE]: 'overdue', [LOAN_STATUS.REPAID]: 'repaid' } as const;

/** What the file alone tells: the user is one of its own, a pledge loan's collateral, overdue days only for an overdue loan, which a pledge loan never is, each order number once. */
export function loanProblems(loans: readonly ScenarioLoan[], named: UserNames): string[] {
  const each = loans.flatMap((loan, i) => {
    const place = `loans[${i}]`;
    return [
      ...unknownUser(`${place}.user`, loan.user, named),
      ...(loan.type === 'pledge' && !loan.collateral ? [`${place}: a pledge loan needs collateral`] : []),
      ...(loan.type === 'credit' && loan.collateral ? [`${place}.collateral: a credit loan takes no collateral`] : []),
      ...(loan.overdueDays !== undefined && loan.state !== 'overdue' ? [`${place}.overdueDays: only an overdue loan is overdue by days (this one is ${loan.state})`] : []),
      ...(loan.type === 'pledge' && loan.state === 'overdue' ? [`${place}.state: a pledge loan unpaid at its end is repaid from its collateral, so it is never overdue`] : []),
    ];
  });
  return [...each, ...repeatedOrderNos('loans', loans)];
}

/** The enabled offer a loan names by its type, term and (pledge) collateral currency, or the problem with its place. */
function offerOf(loan: ScenarioLoan, place: string, offers: readonly LoanSetting[]): LoanSetting | string {
  const pledge = loan.collateral?.currency;
  const kind = offers.filter((s) => s.type === (loan.type === 'credit' ? LOAN_TYPE.CREDIT : LOAN_TYPE.PLEDGE));
  const fitting = pledge === undefined ? kind : kind.filter((s) => s.pledgeCurrency === pledge);
  if (fitting.length === 0) {
    if (pledge === undefined) return `${place}.type: the sandbox offers no ${loan.type} loan`;
    return `${place}.collateral.currency: no pledge loan against ${pledge} (offers against: ${[...new Set(kind.map((s) => s.pledgeCurrency))].join(', ') || 'none'})`;
  }
  const set = loan.term === undefined ? fitting[0]! : fitting.find((s) => s.days === loan.term);
  const what = pledge === undefined ? `${loan.type} loan` : `pledge loan against ${pledge}`;
  return set ?? `${place}.term: no ${what} of ${loan.term} days (offers: ${fitting.map((s) => s.days).join(', ')} days)`;
}

/** When a loan of `days` in `state` was applied for (and, unless pending, approved). */
function startOf(loan: ScenarioLoan, days: number, now: Date): Date {
  const before = loan.state === 'overdue' ? days + (loan.overdueDays ?? 1) : loan.state === 'repaid' ? days : 0;
  return new Date(now.getTime() - before * DAY_MS);
}

/**
 * The loans against the sandbox's offers (every problem with its place), their steps in time
 * (`repayments` run before the other steps of the same instant, so a repaid credit loan makes
 * room for the next one), and `check`, run once every step has: an overdue loan's borrower holds
 * less spot than it owes, or the loan job would collect it at once.
 */
export async function planLoans(tx: Tx, loans: readonly ScenarioLoan[], userIdOf: (account: string) => string, now: Date) {
  const offers = await tx.loanSetting.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  const taken = new Set((await tx.loan.findMany({ where: { orderNo: { in: orderNosOf(loans) } }, select: { orderNo: true } })).map((l) => l.orderNo));
  const problems: string[] = takenOrderNos('loans', loans, taken);
  const events: TimelineEvent[] = [];
  const repayments: TimelineEvent[] = [];
  const overdue: { place: string; account: string; loan: () => Loan }[] = [];
  loans.forEach((entry, i) => {
    const place = `loans[${i}]`;
    const set = offerOf(entry, place, offers);
    if (typeof set === 'string') {
      problems.push(set);
      return;
    }
    const at = startOf(entry, set.days, now);
    const application = { userId: userIdOf(entry.user), set, amount: entry.amount, pledge: entry.collateral ?? null, no: entry.orderNo };
    let loan: Loan;
    events.push({
      at,
      run: () => atPlace(place, async () => {
        loan = await applyScenarioLoan(tx, application, at);
        if (entry.state !== 'pending') loan = await approveScenarioLoan(tx, loan, at);
      }),
    });
    if (entry.state === 'repaid') repayments.push({ at: now, run: () => atPlace(place, () => repayScenarioLoan(tx, loan, now)) });
    if (entry.state === 'overdue') overdue.push({ place, account: entry.user, loan: () => loan });
  });
  async function check(): Promise<string[]> {
    const short: string[] = [];
    for (const { place, account, loan } of overdue) {
      const l = loan();
      const due = await overdueDue(tx, l, now);
      const spot = (await getBalance(tx, { userId: l.userId, account: 'spot', currency: l.currency })).available;
      if (new Dec(spot).gte(due)) short.push(`${place}: ${account}'s spot holds ${spot} ${l.currency} at the clock, which pays the ${due} it owes: the loan job collects an overdue loan as soon as spot covers it`);
    }
    return short;
  }
  return { problems, events, repayments, check };
}

/**
 * The users' (`mine`) loans pending, running, overdue or repaid, in a fixed order, and what
 * loading each does to spot, which the export counts back: a running or overdue loan pays its
 * amount out and freezes its collateral; a repaid one costs its whole interest (it loads as
 * repaid by its borrower at its end), and what a forced repayment took of the collateral is
 * counted as still there, for the load to freeze.
 */
export async function exportLoans(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>, now: Date) {
  const rows = await db.loan.findMany({ where: { ...mine, status: { in: Object.keys(STATE).map(Number) } } });
  const loans: ExportedLoan[] = rows
    .map((l) => exportLoan(l, accountOf.get(l.userId)!, now))
    .sort((a, b) => compare(loanKey(a), loanKey(b)));
  const effects: SpotEffect[] = rows.flatMap((l) => {
    const state = STATE[l.status as keyof typeof STATE];
    const pledge = l.pledgeCurrency && l.pledgeAmount ? { userId: l.userId, currency: l.pledgeCurrency } : undefined;
    if (state === 'repaid') return [{ userId: l.userId, currency: l.currency, amount: new Dec(l.totalInterest).negated() }, ...(pledge && l.pledgeTaken ? [{ ...pledge, amount: new Dec(l.pledgeTaken).negated() }] : [])];
    const paidOut = state === 'pending' ? [] : [{ userId: l.userId, currency: l.currency, amount: new Dec(l.amount) }];
    return [...paidOut, ...(pledge ? [{ ...pledge, amount: new Dec(l.pledgeAmount!).negated() }] : [])];
  });
  return { loans, effects };
}

function exportLoan(l: Loan, account: string, now: Date): ExportedLoan {
  const state = STATE[l.status as keyof typeof STATE];
  return {
    user: account,
    type: l.type === LOAN_TYPE.PLEDGE ? 'pledge' : 'credit',
    amount: l.amount,
    term: l.days,
    ...(l.pledgeCurrency && l.pledgeAmount ? { collateral: { currency: l.pledgeCurrency, amount: l.pledgeAmount } } : {}),
    state,
    // Whole days since its end: loaded that many days past it (and the time since), the penalty counts the same started days.
    ...(state === 'overdue' && l.endAt ? { overdueDays: Math.floor((now.getTime() - l.endAt.getTime()) / DAY_MS) } : {}),
    orderNo: l.orderNo,
  };
}

const loanKey = (l: ExportedLoan) => [l.user, l.state, l.type, l.term, l.amount, l.collateral?.currency ?? '', l.collateral?.amount ?? '', l.orderNo].join('|');
