import { z } from 'zod';
import { COMPETITION_STATUS } from '../status.ts';
import { codeOf, currencyCode, dateTime, decimalString, idString, pageOf, pageQuery, queryCodeOf, signedDecimalString } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* Trading competitions (bisai*): extension calls, SPEC.md section 7 has none. */

export const competition = z.object({
  id: idString,
  name: z.string(),
  description: z.string(),
  currency: currencyCode,
  entryAmount: decimalString.describe('Frozen from the spot balance while taking part'),
  prizePool: decimalString.describe('Competition fund'),
  participantCount: z.number().int().nonnegative(),
  startTime: dateTime,
  endTime: dateTime,
  status: codeOf(
    {
      IN_PROGRESS: COMPETITION_STATUS.IN_PROGRESS,
      TO_BE_STARTED: COMPETITION_STATUS.TO_BE_STARTED,
      ENDED: COMPETITION_STATUS.ENDED,
    },
    'Competition status',
  ),
  rewards: z.array(z.object({ rankFrom: z.number().int().positive(), rankTo: z.number().int().positive(), reward: decimalString })),
  joined: z.boolean().describe('The caller takes part (false when anonymous)'),
});

export const competitionRank = z.object({
  rank: z.number().int().positive(),
  account: z.string().describe('Masked'),
  yield: signedDecimalString.describe('Percent'),
  reward: decimalString.nullable(),
});

export const competitionEntry = z.object({
  id: idString,
  competitionId: idString,
  competitionName: z.string(),
  currency: currencyCode.describe('The competition currency: of the frozen amount and the reward'),
  frozenAmount: decimalString,
  rank: z.number().int().positive().nullable(),
  yield: signedDecimalString.describe('Percent'),
  reward: decimalString.nullable(),
  status: codeOf(COMPETITION_STATUS, 'Entry status'),
  joinTime: dateTime,
  exitTime: dateTime.nullable(),
});

export const competitionList = defineEndpoint({
  id: 'ext.competitionList',
  method: 'GET',
  path: '/api/ext/competition/list',
  auth: 'public',
  extension: true,
  summary: 'Prize competitions',
  query: pageQuery.extend({ status: queryCodeOf(COMPETITION_STATUS, 'Competition status').optional() }),
  result: pageOf(competition),
});

export const competitionDetail = defineEndpoint({
  id: 'ext.competitionDetail',
  method: 'GET',
  path: '/api/ext/competition/detail',
  auth: 'public',
  extension: true,
  summary: 'One competition with its ranking (top 100) and the caller entry',
  query: z.object({ id: idString }),
  result: z.object({ competition, ranking: z.array(competitionRank), myEntry: competitionEntry.nullable() }),
});

export const competitionJoin = defineEndpoint({
  id: 'ext.competitionJoin',
  method: 'POST',
  path: '/api/ext/competition/join',
  auth: 'login',
  extension: true,
  summary: 'Join a competition that has not ended (once; not again after leaving it); the entry amount leaves spot and shows as competition-frozen assets',
  body: z.object({ id: idString.describe('The competition') }),
  result: competitionEntry,
});

export const competitionExit = defineEndpoint({
  id: 'ext.competitionExit',
  method: 'POST',
  path: '/api/ext/competition/exit',
  auth: 'login',
  extension: true,
  summary: 'Leave a competition early (status -3 exited, no reward); the entry amount is released',
  body: z.object({ id: idString.describe('The competition (not the entry)') }),
  result: competitionEntry,
});

export const competitionMyList = defineEndpoint({
  id: 'ext.competitionMyList',
  method: 'GET',
  path: '/api/ext/competition/listMy',
  auth: 'login',
  extension: true,
  summary: "The user's competition entries",
  query: pageQuery,
  result: pageOf(competitionEntry),
});
