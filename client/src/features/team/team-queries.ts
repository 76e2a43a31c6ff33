import { nextPageNoIn, usePagedQuery } from '../../lib/paging.ts';
import { getMyTeam, type MyTeam } from '../../api/marketing.ts';

/** The invite page's server state: the invite code and link, the team figures and the members, a page at a time. */

export const TEAM_PAGE_SIZE = 20;

export const useMyTeam = () =>
  usePagedQuery(['team', 'mine'] as const, (pageNo) => getMyTeam(pageNo, TEAM_PAGE_SIZE), {
    // Invitees join and deposit out of sight of this device: read afresh whenever the page opens.
    staleTime: 0,
    getNextPageParam: nextPageNoIn((team: MyTeam) => team.members),
  });
