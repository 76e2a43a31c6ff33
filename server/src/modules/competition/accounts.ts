import type { CompetitionEntry } from '@sandbox/prisma';
import { COMPETITION_STATUS } from '@sandbox/shared';
import { conflict, notFound } from '../../errors.ts';
import { competitionAccount, competitionEntryOf, isCompetitionAccount } from '../../ledger/index.ts';
import type { CompetitionAccounts, EntryReader } from '../trading/index.ts';

type EntryWithDates = CompetitionEntry & { competition: { startAt: Date; endAt: Date } };
const withDates = { competition: { select: { startAt: true, endAt: true } } } as const;

/** Trading runs while the entry takes part (status 1) and the competition runs (start <= at < end). */
function assertRunning(e: EntryWithDates, at: Date): void {
  if (e.status === COMPETITION_STATUS.EXITED) throw conflict('competition.alreadyExited');
  if (e.status !== COMPETITION_STATUS.IN_PROGRESS || at >= e.competition.endAt) throw conflict('competition.ended');
  if (at < e.competition.startAt) throw conflict('competition.notStarted');
}

async function entryOf(db: EntryReader, userId: string, competitionId: string): Promise<EntryWithDates> {
  const e = await db.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId, userId } }, include: withDates });
  // Only the caller's own entry is ever looked up: another user's competition reads as not joined.
  if (!e) throw notFound('competition.notJoined');
  return e;
}

/**
 * The competition accounts the trade engine trades on (account `competition:<entry id>`,
 * funded with the competition's initial funds at joining): handed to the trade module
 * by the wiring. Stateless, read in the caller's transaction.
 */
export const competitionAccounts: CompetitionAccounts = {
  async trading(db, userId, competitionId, at) {
    const e = await entryOf(db, userId, competitionId);
    assertRunning(e, at);
    return competitionAccount(e.id);
  },
  async reading(db, userId, competitionId) {
    return competitionAccount((await entryOf(db, userId, competitionId)).id);
  },
  async assertTradeable(db, account, at) {
    if (!isCompetitionAccount(account)) return;
    const e = await db.competitionEntry.findUnique({ where: { id: competitionEntryOf(account) }, include: withDates });
    if (!e) throw conflict('trade.positionNotOpen');
    assertRunning(e, at);
  },
};
