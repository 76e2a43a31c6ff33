import { COMPETITION_STATUS, DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import { localizeNested, localizeRow, localizeRows } from '../catalogue-text.ts';
import { maskAccount } from '../team/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { competitionOr404, type CompetitionContext } from './context.ts';
import { statusAt, toCompetitionWire, toEntryWire } from './mappers.ts';
import { parseRewards, rewardOf, yieldPercent } from './ranking.ts';

/** How many ranks a competition's detail shows. */
const RANKING_SIZE = 100;

/** The competitions of a status on the sandbox clock, each saying whether the caller takes part (bisai). */
export async function list(ctx: CompetitionContext, q: PageQuery & { status?: number | undefined }, userId: string | undefined, lang: Language = DEFAULT_LANGUAGE) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const byStatus =
    q.status === COMPETITION_STATUS.TO_BE_STARTED ? { startAt: { gt: now } }
    : q.status === COMPETITION_STATUS.IN_PROGRESS ? { startAt: { lte: now }, endAt: { gt: now } }
    : q.status === COMPETITION_STATUS.ENDED ? { endAt: { lte: now } }
    // An exited competition is a state of an entry, never of a competition.
    : q.status === COMPETITION_STATUS.EXITED ? { id: { in: [] } }
    : {};
  const [rows, total] = await Promise.all([
    db.competition.findMany({ where: byStatus, orderBy: [{ startAt: 'desc' }, { id: 'asc' }], ...pageWindow(q) }),
    db.competition.count({ where: byStatus }),
  ]);
  const mine = userId
    ? await db.competitionEntry.findMany({
        where: { userId, competitionId: { in: rows.map((c) => c.id) }, status: { not: COMPETITION_STATUS.EXITED } },
        select: { competitionId: true },
      })
    : [];
  const joined = new Set(mine.map((e) => e.competitionId));
  return toPage((await localizeRows(db, 'competition', lang, rows)).map((c) => toCompetitionWire(c, now, joined.has(c.id))), total, q);
}

const RANKING_SELECT = { id: true, competitionId: true, status: true, rank: true, yieldRate: true, reward: true, user: { select: { account: true } } } as const;

/** The top RANKING_SIZE of a competition: the live order while it runs, the stored ranks otherwise. */
async function topRanks(ctx: CompetitionContext, id: string, ended: boolean) {
  const current = ctx.boards.live(id);
  if (current && !ended) {
    // The live order; an entrant who left since the last refresh is skipped.
    const ids = current.order.slice(0, RANKING_SIZE * 2).map((seat) => seat.id);
    const rows = await ctx.db.competitionEntry.findMany({ where: { id: { in: ids }, status: COMPETITION_STATUS.IN_PROGRESS }, select: RANKING_SELECT });
    return rows.map((e) => ({ ...e, rank: ctx.boards.rankOf(e) })).sort((a, b) => a.rank! - b.rank!).slice(0, RANKING_SIZE);
  }
  return ctx.db.competitionEntry.findMany({
    where: { competitionId: id, status: { not: COMPETITION_STATUS.EXITED }, rank: { not: null } },
    orderBy: { rank: 'asc' },
    take: RANKING_SIZE,
    select: RANKING_SELECT,
  });
}

/** One competition, its ranking and the caller's entry (bisaiDetail). */
export async function detail(ctx: CompetitionContext, id: string, userId: string | undefined, lang: Language = DEFAULT_LANGUAGE) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const c = await localizeRow(db, 'competition', lang, await competitionOr404(db, id));
  const ended = statusAt(c, now) === COMPETITION_STATUS.ENDED;
  const [top, mine] = await Promise.all([
    topRanks(ctx, id, ended),
    userId ? db.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId: id, userId } } }) : null,
  ]);
  const rewards = parseRewards(c.rewards);
  return {
    competition: toCompetitionWire(c, now, !!mine && mine.status !== COMPETITION_STATUS.EXITED),
    ranking: top.map((e) => ({
      rank: e.rank!,
      account: maskAccount(e.user.account),
      yield: yieldPercent(e.yieldRate),
      // Before the end: what the rank would win now; after: what was paid.
      reward: ended ? e.reward : rewardOf(e.rank!, rewards),
    })),
    myEntry: mine ? toEntryWire({ ...mine, rank: ctx.boards.rankOf(mine) }, c, now) : null,
  };
}

/** The caller's entries, newest first (bisaiMycansai). */
export async function listMy(ctx: CompetitionContext, userId: string, q: PageQuery, lang: Language = DEFAULT_LANGUAGE) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [rows, total] = await Promise.all([
    db.competitionEntry.findMany({ where: { userId }, include: { competition: true }, orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
    db.competitionEntry.count({ where: { userId } }),
  ]);
  return toPage((await localizeNested(db, 'competition', lang, rows, 'competition')).map((e) => toEntryWire({ ...e, rank: ctx.boards.rankOf(e) }, e.competition, now)), total, q);
}
