/*
 * The credit score, one rule for every place that shows it (docs/domains/credit-and-ieo.md,
 * "Credit score"): the loan account (loan.myLoanInfo), the user view (user.userInfo) and
 * the credit score page that explains it. Computed from its inputs on each read, never stored,
 * so no transaction that changes an input (a verification reviewed, a loan repaid or overdue)
 * has to remember to update it.
 */

export const CREDIT_SCORE_BASE = 500;
export const CREDIT_SCORE_PER_KYC_LEVEL = 100;
export const CREDIT_SCORE_PER_REPAID_LOAN = 20;
export const CREDIT_SCORE_REPAID_CAP = 200;
export const CREDIT_SCORE_PER_OVERDUE_LOAN = 150;
export const CREDIT_SCORE_MAX = 1000;

export interface CreditScoreInputs {
  /** 0 none, 1 basic, 2 advanced (User.kycLevel). */
  kycLevel: number;
  /** Loans fully repaid. */
  repaidLoans: number;
  /** Loans past their end date and not repaid. */
  overdueLoans: number;
}

/** 500 + 100 x identity level + 20 x repaid loans (at most +200) - 150 x overdue loans, within 0..1000. 1, 3, 1 -> 510. */
export function creditScore({ kycLevel, repaidLoans, overdueLoans }: CreditScoreInputs): number {
  const raw =
    CREDIT_SCORE_BASE +
    CREDIT_SCORE_PER_KYC_LEVEL * kycLevel +
    Math.min(CREDIT_SCORE_REPAID_CAP, CREDIT_SCORE_PER_REPAID_LOAN * repaidLoans) -
    CREDIT_SCORE_PER_OVERDUE_LOAN * overdueLoans;
  return Math.min(CREDIT_SCORE_MAX, Math.max(0, raw));
}
