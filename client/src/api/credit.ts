import { useQuery } from '@tanstack/react-query';
import { getMyLoanInfo } from './loan.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * The credit score the screens show: the one the loan module computes on each loan.myLoanInfo
 * call (500 + 100 x identity level + 20 x repaid loans, at most +200, - 150 x overdue loans,
 * within 0..1000), which is what the credit score page's text explains. The user info's
 * creditScore is the same rule (shared/src/credit-score.ts), computed on each read too, but from
 * the loans as the last settlement pass left them; loan.myLoanInfo settles the caller's due loans
 * first (docs/domains/credit-and-ieo.md "Credit score").
 */
export const getCreditScore = async (): Promise<number> => (await getMyLoanInfo()).creditScore;

/** Key ['credit', ...]: the loan screens invalidate it after an application or a repayment. */
export const useCreditScore = () => {
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  return useQuery({ queryKey: ['credit', 'score'], queryFn: getCreditScore, enabled: signedIn, staleTime: 60_000 });
};
