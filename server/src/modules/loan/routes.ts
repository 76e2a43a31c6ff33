import type { Handlers } from '../../routes/handlers.ts';
import type { LoanModule } from './module.ts';

/** Loans (/api/prod/appLoan*, ext.loanRepay): offers, the loan account, applications, the caller's loans, repayment. */
export function loanHandlers(m: LoanModule): Handlers {
  const { loans } = m;
  return {
    'loan.loanSetList': async ({ user, query, request }) => loans.offers(user.id, request.lang, query.type),
    'loan.myLoanInfo': async ({ user }) => loans.info(user.id),
    'loan.creditApply': async ({ user, body }) => loans.creditApply(user.id, body),
    'loan.pledgeApply': async ({ user, body }) => loans.pledgeApply(user.id, body),
    'loan.loanOrderList': async ({ user, query }) => loans.list(user.id, query),
    'ext.loanRepay': async ({ user, body }) => loans.repay(user.id, body.loanId),
  };
}
