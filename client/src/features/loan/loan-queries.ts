import { nextPageNo, usePagedQuery } from '../../lib/paging.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../api/finance.ts';
import {
  creditApply,
  getLoanSetsAtServerTime,
  getMyLoanInfo,
  listLoanOrders,
  pledgeApply,
  repayLoan,
  LOAN_TYPE,
  type LoanApplyRequest,
  type LoanStatus,
  type LoanType,
} from '../../api/loan.ts';

/** The loan screens' server state: the loan account, the offers, the caller's loans, apply and repay. */

export const LOAN_PAGE_SIZE = 20;

export const loanKeys = {
  all: ['loan'] as const,
  info: ['loan', 'info'] as const,
  sets: ['loan', 'sets'] as const,
  orders: (status: LoanStatus | undefined) => ['loan', 'orders', status ?? 'all'] as const,
};

/**
 * The account and the loans are read afresh each time a loan screen opens: a review decision, the
 * end-of-term job or a QA clock jump change them on the server while the app's default staleness
 * (10 s) would still show the old state.
 */
const FRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

export const useLoanInfo = () => useQuery({ queryKey: loanKeys.info, queryFn: getMyLoanInfo, ...FRESH_ON_OPEN });

/** The offers with the server clock's offset (the repayment date before applying). */
export const useLoanSets = () => useQuery({ queryKey: loanKeys.sets, queryFn: () => getLoanSetsAtServerTime(), staleTime: 30_000 });

/** The caller's loans, newest first, a page at a time; the server settles due terms before answering. */
export const useLoanOrders = (status: LoanStatus | undefined) =>
  usePagedQuery(loanKeys.orders(status), (pageNo) => listLoanOrders({ pageNo, pageSize: LOAN_PAGE_SIZE, ...(status === undefined ? {} : { status }) }), {
    getNextPageParam: nextPageNo,
    ...FRESH_ON_OPEN,
  });

/** After an application or a repayment: the limit, the loans, spot and the frozen collateral moved (the credit score too). */
function useLoanChange<T>(change: (input: T) => ReturnType<typeof repayLoan>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loanKeys.all }),
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: ['credit'] }),
      ]),
  });
}

export const useLoanApply = () =>
  useLoanChange(({ type, body }: { type: LoanType; body: LoanApplyRequest }) => (type === LOAN_TYPE.PLEDGE ? pledgeApply(body) : creditApply(body)));
export const useLoanRepay = () => useLoanChange(repayLoan);
