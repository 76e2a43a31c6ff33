import type { z } from 'zod';
import type { Competition, CompetitionEntry } from '@sandbox/prisma';
import { COMPETITION_STATUS, toRegionTime, type competition } from '@sandbox/shared';
import { parseRewards, yieldPercent } from './ranking.ts';

type CompetitionWire = z.input<typeof competition.competition>;
type EntryWire = z.input<typeof competition.competitionEntry>;

/** A competition's status at `now`, from its dates: the stored status follows it through the jobs. */
export function statusAt(c: Pick<Competition, 'startAt' | 'endAt'>, now: Date): CompetitionWire['status'] {
  if (now < c.startAt) return COMPETITION_STATUS.TO_BE_STARTED;
  if (now < c.endAt) return COMPETITION_STATUS.IN_PROGRESS;
  return COMPETITION_STATUS.ENDED;
}

export function toCompetitionWire(c: Competition, now: Date, joined: boolean): CompetitionWire {
  return {
    id: c.id,
    name: c.name,
    description: c.description ?? '',
    currency: c.currency,
    entryAmount: c.entryFee,
    prizePool: c.fund,
    participantCount: c.participantCount,
    startTime: toRegionTime(c.startAt),
    endTime: toRegionTime(c.endAt),
    status: statusAt(c, now),
    rewards: parseRewards(c.rewards).map((r) => ({ rankFrom: r.rankFrom, rankTo: r.rankTo, reward: r.amount })),
    joined,
  };
}

/**
 * An entry as its owner sees it. Stored status 1 covers "taking part" from joining to the
 * end (the asset centre counts those entry amounts as competition-frozen); before the start
 * it reads 0, to be started. An exited entry holds no rank.
 */
export function toEntryWire(e: CompetitionEntry, c: Competition, now: Date): EntryWire {
  const status =
    e.status === COMPETITION_STATUS.IN_PROGRESS && now < c.startAt ? COMPETITION_STATUS.TO_BE_STARTED : (e.status as EntryWire['status']);
  return {
    id: e.id,
    competitionId: c.id,
    competitionName: c.name,
    currency: c.currency,
    frozenAmount: c.entryFee,
    rank: e.status === COMPETITION_STATUS.EXITED ? null : e.rank,
    yield: yieldPercent(e.yieldRate),
    reward: e.reward,
    status,
    joinTime: toRegionTime(e.joinedAt),
    exitTime: e.exitedAt ? toRegionTime(e.exitedAt) : null,
  };
}
