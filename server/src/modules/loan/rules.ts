import { Dec as D } from '@sandbox/shared/decimal';
import type { Loan } from '@sandbox/prisma';
import { LOAN_STATUS } from '@sandbox/shared';
import {
  LOAN_DAY_MS,
  LOAN_LIQUIDATION_LTV,
  LOAN_MARGIN_CALL_LTV,
  loanCollateral,
  loanInterest,
  loanLtvPercent,
  loanPenalty,
} from '@sandbox/shared/loan-terms';
import { storedStatusOf } from '../status-codes.ts';

/*
 * The loan rules (docs/domains/credit-and-ieo.md "Loans"), pure: stored
 * codes, interest to date and the overdue penalty over a loan row; the figures a borrower
 * sees before signing (interest, collateral, LTV) are shared/src/loan-terms.ts.
 */

export const DAY_MS = LOAN_DAY_MS;

/**
 * Loan.status as stored: the wire's codes (shared LOAN_STATUS), so every reader of the table
 * (the asset centre counts running loans) speaks one set: 0 pending review, 2 running,
 * 3 repaid, -1 rejected, 4 overdue.
 */
export const LOAN_DB = {
  PENDING: LOAN_STATUS.PENDING_REVIEW,
  RUNNING: LOAN_STATUS.PASSED,
  REPAID: LOAN_STATUS.REPAID,
  REJECTED: LOAN_STATUS.REJECTED,
  OVERDUE: LOAN_STATUS.OVERDUE,
} as const;

const TO_WIRE: Record<number, (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS]> = {
  [LOAN_DB.PENDING]: LOAN_STATUS.PENDING_REVIEW,
  [LOAN_DB.RUNNING]: LOAN_STATUS.PASSED,
  [LOAN_DB.REPAID]: LOAN_STATUS.REPAID,
  [LOAN_DB.REJECTED]: LOAN_STATUS.REJECTED,
  [LOAN_DB.OVERDUE]: LOAN_STATUS.OVERDUE,
};
export const loanStatusToWire = (db: number) => TO_WIRE[db] ?? LOAN_STATUS.PENDING_REVIEW;
export const loanStatusToDb = (wire: number) => storedStatusOf(TO_WIRE, wire);

/** Pending, running and overdue loans are open: they count against the credit limit. */
export const OPEN_LOAN: number[] = [LOAN_DB.PENDING, LOAN_DB.RUNNING, LOAN_DB.OVERDUE];

export const MARGIN_CALL_LTV = new D(LOAN_MARGIN_CALL_LTV);
export const LIQUIDATION_LTV = new D(LOAN_LIQUIDATION_LTV);
/** Open credit loans a user may hold at once unless SystemSetting `loan.credit.maxOpen` says otherwise. */
export const DEFAULT_MAX_OPEN_CREDIT = 1;

export const interestFor = loanInterest;

/** Whole days begun between two instants (0 when `to` is not after `from`). */
export function daysStarted(from: Date, to: Date): number {
  const ms = to.getTime() - from.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

type Terms = Pick<Loan, 'amount' | 'dailyRate' | 'days' | 'totalInterest' | 'startAt' | 'endAt' | 'overdueAt' | 'status'>;

/** Interest owed at `now`: each started day since disbursement (at least one), at most the whole term. */
export function interestToDate(loan: Terms, now: Date, decimals: number): string {
  if (!loan.startAt) return '0';
  const days = Math.min(loan.days, Math.max(1, daysStarted(loan.startAt, now)));
  return days === loan.days ? loan.totalInterest : interestFor(loan.amount, loan.dailyRate, days, decimals);
}

/** The overdue penalty at `now` of a loan marked overdue (counted from its end date). */
export function penaltyAt(loan: Terms, now: Date, decimals: number): string {
  if (loan.status !== LOAN_DB.OVERDUE || !loan.overdueAt) return '0';
  return loanPenalty(loan.amount, loan.dailyRate, loan.overdueAt, now, decimals);
}

/** What settles the loan at `now`: principal, interest to date, the overdue penalty. */
export function dueAt(loan: Terms, now: Date, decimals: number): { interest: string; penalty: string; total: string } {
  const interest = interestToDate(loan, now, decimals);
  const penalty = penaltyAt(loan, now, decimals);
  return { interest, penalty, total: new D(loan.amount).plus(interest).plus(penalty).toFixed() };
}

export const collateralFor = loanCollateral;
export const ltvPercent = loanLtvPercent;
