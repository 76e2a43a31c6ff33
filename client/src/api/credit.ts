import { useQuery } from '@tanstack/react-query';
import { getMyLoanInfo } from './loan.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * The credit score the screens show: the one the loan module computes on each loan.myLoanInfo
 * call (500 + 100 x identity level + 20 x repaid loans, at most +200, - 150 x overdue loans,
 * within 0..1000), which is what the credit score page's text explains. User.creditScore in the
 * user info is a stored default (100) that nothing updates yet (docs/decisions.md, issue 16).
 */
export const getCreditScore = async (): Promise<number> => (await getMyLoanInfo()).creditScore;

/** Key ['credit', ...]: the loan screens invalidate it after an application or a repayment. */
export const useCreditScore = () => {
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  return useQuery({ queryKey: ['credit', 'score'], queryFn: getCreditScore, enabled: signedIn, staleTime: 60_000 });
};
