import { nextPageNoIn, usePagedQuery } from '../../lib/paging.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../api/finance.ts';
import { claimWelfare, getLevelList, listWelfare, type WelfarePage } from '../../api/marketing.ts';

/** The level page's and welfare centre's server state. */

export const WELFARE_PAGE_SIZE = 20;

export const vipKeys = {
  levels: ['vip', 'levels'] as const,
  welfare: (state: number | undefined) => ['vip', 'welfare', state ?? 'all'] as const,
};

/** The levels and where the caller stands; the server evaluates the level before answering. */
export const useLevelList = () => useQuery({ queryKey: vipKeys.levels, queryFn: getLevelList, staleTime: 0 });

/** The caller's rewards, newest first, a page at a time, filtered by state (all when undefined). */
export const useWelfare = (state: number | undefined) =>
  usePagedQuery(vipKeys.welfare(state), (pageNo) => listWelfare({ pageNo, pageSize: WELFARE_PAGE_SIZE, ...(state === undefined ? {} : { state }) }), {
    // Rewards arrive from jobs (Monday envelopes, referrals): read afresh whenever the page opens.
    staleTime: 0,
    getNextPageParam: nextPageNoIn((page: WelfarePage) => page.rewards),
  });

/** A claim credits spot (balances move) and may move the level. */
export const useClaimWelfare = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimWelfare,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['vip'] }),
        client.invalidateQueries({ queryKey: walletKeys.all }),
      ]),
  });
};
