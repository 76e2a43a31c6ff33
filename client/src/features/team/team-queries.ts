import { useInfiniteQuery } from '@tanstack/react-query';
import { getMyTeam, type MyTeam } from '../../api/marketing.ts';
import { nextPageNoIn } from '../../lib/paging.ts';

/** The invite page's server state: the invite code and link, the team figures and the members, a page at a time. */

export const TEAM_PAGE_SIZE = 20;

export const useMyTeam = () =>
  useInfiniteQuery({
    queryKey: ['team', 'mine'] as const,
    queryFn: ({ pageParam }) => getMyTeam(pageParam, TEAM_PAGE_SIZE),
    initialPageParam: 1,
    // Invitees join and deposit out of sight of this device: read afresh whenever the page opens.
    staleTime: 0,
    getNextPageParam: nextPageNoIn((team: MyTeam) => team.members),
  });
