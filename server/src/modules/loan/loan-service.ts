import { LOAN_TYPE, type Language } from '@sandbox/shared';
import { applyLoan, type ApplyInput } from './loan-apply.ts';
import { listLoans, loanInfo, offers, type LoanListQuery } from './loan-reads.ts';
import { repayLoan } from './loan-repay.ts';
import type { LoanContext } from './loan-support.ts';

export type LoanService = ReturnType<typeof createLoanService>;

/**
 * The caller's side of loans: offers, the loan account, applications, the list and early
 * repayment.
 *
 * The parts: loan-reads.ts (offers, the loan account, the list), loan-apply.ts (applications),
 * loan-repay.ts (early repayment), loan-support.ts (what they share).
 */
export function createLoanService(ctx: LoanContext) {
  return {
    offers: (userId: string, lang: Language, type?: number) => offers(ctx, userId, lang, type),
    info: (userId: string) => loanInfo(ctx, userId),
    creditApply: (userId: string, input: ApplyInput) => applyLoan(ctx, userId, LOAN_TYPE.CREDIT, input),
    pledgeApply: (userId: string, input: ApplyInput) => applyLoan(ctx, userId, LOAN_TYPE.PLEDGE, input),
    list: (userId: string, q: LoanListQuery) => listLoans(ctx, userId, q),
    repay: (userId: string, loanId: string) => repayLoan(ctx, userId, loanId),
  };
}
