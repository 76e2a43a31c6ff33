import { COMPETITION_STATUS } from '@sandbox/shared/status';
import type { competition } from '@sandbox/shared/contract/index';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { QueryOf, ResultOf } from './contract.ts';

/**
 * Prize competitions (issue 15, server: modules/competition): the list, one competition with
 * its live ranking and the caller's entry, join, exit early, and the caller's entries. The
 * query hooks live in features/competition.
 */

export { COMPETITION_STATUS };
export type Competition = ResultOf<typeof competition.competitionDetail>['competition'];
export type CompetitionPage = ResultOf<typeof competition.competitionList>;
export type CompetitionListQuery = QueryOf<typeof competition.competitionList>;
export type CompetitionDetail = ResultOf<typeof competition.competitionDetail>;
export type CompetitionRank = CompetitionDetail['ranking'][number];
export type CompetitionEntry = ResultOf<typeof competition.competitionJoin>;
export type CompetitionEntryPage = ResultOf<typeof competition.competitionMyList>;
export type CompetitionStatus = CompetitionEntry['status'];

export const listCompetitions = (query: CompetitionListQuery): Promise<CompetitionPage> => call(endpoints['ext.competitionList'], { query });
export const getCompetition = (id: string): Promise<CompetitionDetail> => call(endpoints['ext.competitionDetail'], { query: { id } });
export const joinCompetition = (id: string): Promise<CompetitionEntry> => call(endpoints['ext.competitionJoin'], { body: { id } });
export const exitCompetition = (id: string): Promise<CompetitionEntry> => call(endpoints['ext.competitionExit'], { body: { id } });
export const listMyEntries = (pageNo: number, pageSize: number): Promise<CompetitionEntryPage> =>
  call(endpoints['ext.competitionMyList'], { query: { pageNo, pageSize } });
