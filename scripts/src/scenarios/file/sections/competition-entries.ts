import type { Competition, PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { COMPETITION_STATUS } from '@sandbox/shared';
import type { ScenarioCompetitionEntry, ScenarioFileInput } from '@sandbox/shared/scenario-file';
import { joinIn } from '@sandbox/server/modules/competition';
import { compare, oncePerUserProblems, stepsByName, type SpotEffect, type UserNames } from './support.ts';

/*
 * The file's competition entries (docs/scenarios.md "Competition entries"): each joined at the
 * clock through the competition module's own join (joinIn); the rankings follow the users'
 * trading as the competition job ranks it. Exported as the users' entries taking part in a
 * competition not ended.
 */

type ExportedCompetitionEntry = NonNullable<ScenarioFileInput['competitionEntries']>[number];

/** What the file alone tells: each entry's user is a user of the file, in a competition once. */
export function competitionEntryProblems(entries: readonly ScenarioCompetitionEntry[], named: UserNames): string[] {
  return oncePerUserProblems('competitionEntries', entries, named, (e) => e.competition, (e) => `is already in ${e.competition}`);
}

/**
 * The entries against the sandbox's competitions, each by its name (every problem with its
 * place), and their joins as steps at the clock. The join's own rules (the competition not ended
 * at the clock) refuse at the step, named by its place.
 */
export async function planCompetitionEntries(tx: Tx, entries: readonly ScenarioCompetitionEntry[], userIdOf: (account: string) => string, now: Date) {
  if (entries.length === 0) return { problems: [], events: [] };
  // By name, the first to start where two share one.
  const competitions = new Map<string, Competition>();
  for (const c of await tx.competition.findMany({ orderBy: [{ startAt: 'asc' }, { id: 'asc' }] })) if (!competitions.has(c.name)) competitions.set(c.name, c);
  const named = { section: 'competitionEntries', field: 'competition', what: 'competition', nameOf: (e: ScenarioCompetitionEntry) => e.competition };
  return stepsByName(entries, named, competitions, now, (e, competition) => joinIn(tx, userIdOf(e.user), competition, now));
}

/**
 * The users' (`mine`) entries taking part in a competition that has not ended at `now`, by the
 * competition's name, in a fixed order; and what joining took from spot, which the export counts
 * back: the entry fee. An exited entry, or one of an ended competition, stays out.
 */
export async function exportCompetitionEntries(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>, now: Date) {
  const rows = await db.competitionEntry.findMany({
    where: { ...mine, status: COMPETITION_STATUS.IN_PROGRESS, competition: { endAt: { gt: now } } },
    include: { competition: { select: { name: true, currency: true, entryFee: true } } },
  });
  const entries: ExportedCompetitionEntry[] = rows
    .map((e) => ({ user: accountOf.get(e.userId)!, competition: e.competition.name }))
    .sort((a, b) => (a.user === b.user ? compare(a.competition, b.competition) : compare(a.user, b.user)));
  const effects: SpotEffect[] = rows.map((e) => ({ userId: e.userId, currency: e.competition.currency, amount: new Dec(e.competition.entryFee).negated() }));
  return { entries, effects };
}
