import { nextPageNo, usePagedQuery } from '../../lib/paging.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../api/finance.ts';
import { exitCompetition, getCompetition, joinCompetition, listCompetitions, listMyEntries } from '../../api/competition.ts';

/** The competition screens' server state: read afresh whenever a screen opens (the jobs rank and end competitions out of sight). */

export const COMPETITION_PAGE_SIZE = 20;
/** The server ranks every 5 s: the detail follows at that pace while it is shown. */
export const RANKING_POLL_MS = 5_000;

export const competitionKeys = {
  all: ['competition'] as const,
  list: (status: number | undefined) => ['competition', 'list', status ?? 'all'] as const,
  detail: (id: string) => ['competition', 'detail', id] as const,
  mine: ['competition', 'mine'] as const,
};

export const useCompetitions = (status: number | undefined) =>
  usePagedQuery(
    competitionKeys.list(status),
    (pageNo) => listCompetitions({ pageNo, pageSize: COMPETITION_PAGE_SIZE, ...(status === undefined ? {} : { status }) }),
    { staleTime: 0, getNextPageParam: nextPageNo },
  );

/** One competition with its live ranking and the caller's entry, refreshed while shown. */
export const useCompetition = (id: string) =>
  useQuery({ queryKey: competitionKeys.detail(id), queryFn: () => getCompetition(id), enabled: id !== '', refetchInterval: RANKING_POLL_MS, staleTime: 0 });

export const useMyEntries = () =>
  usePagedQuery(competitionKeys.mine, (pageNo) => listMyEntries(pageNo, COMPETITION_PAGE_SIZE), { staleTime: 0, getNextPageParam: nextPageNo });

/** Join or exit: spot and the competition-frozen assets move, the entry and the participants change. */
function useEntryChange(change: (id: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: competitionKeys.all }), client.invalidateQueries({ queryKey: walletKeys.all })]),
  });
}

export const useJoinCompetition = () => useEntryChange(joinCompetition);
export const useExitCompetition = () => useEntryChange(exitCompetition);
