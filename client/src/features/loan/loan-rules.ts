import { toDecimal, truncate } from '@sandbox/shared/format';
import { loanEndAt, loanInterest } from '@sandbox/shared/loan-terms';
import { toRegionTime } from '@sandbox/shared/time';
import { LOAN_STATUS, LOAN_TYPE, type LoanInfo, type LoanSet } from '../../api/loan.ts';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';
import { nameOfCode } from '../../lib/code-names.ts';

/*
 * What the loan screens show before applying, by the rules the server applies, from the same
 * code (shared/loan-terms.ts; docs/domains/credit-and-ieo.md "Loans"): total interest =
 * amount x daily rate / 100 x days, truncated toward zero to the loan currency's decimals; the
 * term starts at approval and ends days x 24 h later.
 */

const dec = (value: string | number) => toDecimal(value) ?? (toDecimal(0) as NonNullable<ReturnType<typeof toDecimal>>);

/** amount x dailyRate (percent per day) / 100 x days, truncated to `decimals` (1234.56, 0.1 %, 7 days: 8.64192 -> 8.64). */
export const totalInterest = (amount: string, dailyRatePercent: string, days: number, decimals: number): string =>
  loanInterest(amount, dailyRatePercent, days, decimals);

/** What the whole term costs: principal plus total interest. */
export const totalRepayment = (amount: string, interest: string): string => dec(amount).plus(interest).toFixed();

/** The repayment date of a loan approved at `approvedAt` (the server's clock): days x 24 h later, in region time. */
export const repaymentDate = (approvedAt: Date, days: number): string => toRegionTime(loanEndAt(approvedAt, days));

/** Collateral value a pledge loan needs, in the loan currency: amount x pledgeRate (percent) / 100, truncated to `decimals`. */
export const pledgeValue = (amount: string, pledgeRatePercent: string, decimals: number): string =>
  truncate(dec(amount).times(pledgeRatePercent).div(100), decimals);

/** The most one loan on this offer may be for the caller: the offer's maximum at the caller's level, and for credit what the limit leaves. */
export function maxForSet(set: Pick<LoanSet, 'type' | 'maxAmount'>, info: Pick<LoanInfo, 'availableLimit'> | undefined): string {
  if (set.type !== LOAN_TYPE.CREDIT || !info) return set.maxAmount;
  return dec(info.availableLimit).lt(set.maxAmount) ? info.availableLimit : set.maxAmount;
}

/** Why the typed amount cannot be applied for, in the order the server checks. */
export type LoanAmountProblem =
  | { problem: TypedAmountProblem; value?: string }
  | { problem: 'outOfRange'; min: string; max: string }
  | { problem: 'advancedForMore'; max: string; maxKyc: string }
  | { problem: 'aboveLimit'; value: string };

export function checkLoanAmount(
  amount: string,
  set: Pick<LoanSet, 'type' | 'minAmount' | 'maxAmount' | 'maxAmountKyc'>,
  info: Pick<LoanInfo, 'availableLimit'> | undefined,
  decimals: number,
): LoanAmountProblem | null {
  const typed = checkTypedAmount(amount, decimals);
  if (typed) return typed;
  const value = dec(amount.trim());
  if (value.lt(set.minAmount)) return { problem: 'outOfRange', min: set.minAmount, max: set.maxAmount };
  if (value.gt(set.maxAmount)) {
    // Within the advanced level's maximum: the server says advanced verification raises it (loan.advancedForMore).
    return value.lte(set.maxAmountKyc) && dec(set.maxAmountKyc).gt(set.maxAmount)
      ? { problem: 'advancedForMore', max: set.maxAmount, maxKyc: set.maxAmountKyc }
      : { problem: 'outOfRange', min: set.minAmount, max: set.maxAmount };
  }
  if (set.type === LOAN_TYPE.CREDIT && info && value.gt(info.availableLimit)) return { problem: 'aboveLimit', value: info.availableLimit };
  return null;
}

export type LoanStatusKey = 'pending' | 'review' | 'running' | 'repaid' | 'rejected' | 'overdue';

const LOAN_STATUS_KEYS = {
  [LOAN_STATUS.UNDER_REVIEW]: 'review', [LOAN_STATUS.PASSED]: 'running', [LOAN_STATUS.REPAID]: 'repaid', [LOAN_STATUS.REJECTED]: 'rejected', [LOAN_STATUS.OVERDUE]: 'overdue',
} as const;
/** The translation key of a loan state (SPEC.md section 4's names, and overdue from issue 14). */
export const loanStatusKey = (status: number): LoanStatusKey => nameOfCode(LOAN_STATUS_KEYS, status, 'pending');

export const loanTypeKey = (type: number): 'credit' | 'pledge' => (type === LOAN_TYPE.PLEDGE ? 'pledge' : 'credit');

/** How much `available` falls short of `due`, or null when it covers it. */
export function shortfall(due: string, available: string): string | null {
  const gap = dec(due).minus(available);
  return gap.gt(0) ? gap.toFixed() : null;
}

/** A running or overdue loan can be repaid now (ext.loanRepay). */
export const isRepayable = (status: number): boolean => status === LOAN_STATUS.PASSED || status === LOAN_STATUS.OVERDUE;
