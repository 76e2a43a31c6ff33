import Decimal from 'decimal.js';
import { readerOf, sqlOf, type PrismaClient, type Tx } from '@sandbox/prisma';
import { COMPETITION_STATUS, DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { localizeNested, localizeRow, localizeRows, writeCatalogueTexts, type CatalogueTranslations } from '../catalogue-text.ts';
import { postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import { maskAccount } from '../marketing/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { statusAt, toCompetitionWire, toEntryWire } from './mappers.ts';
import { parseRewards, rankEntrants, rewardOf, yieldPercent, type Entrant, type Ranked, type YieldMemo } from './ranking.ts';

/** User.status of a frozen account (schema comment): it cannot move money. */
const USER_FROZEN = 2;
const RANKING_SIZE = 100;

export type CompetitionService = ReturnType<typeof createCompetitionService>;

/** Called after a competition move commits (the entry amount leaves or returns: the level may change). */
export type AfterMoneyMove = (userId: string) => Promise<unknown>;

const ACTIVE_ENTRANTS =
  'SELECT "id", "initialEquity", "equity", "joinedAt", "rank", "yieldRate" FROM "CompetitionEntry" WHERE "competitionId" = ? AND "status" = ?';
const WRITE_YIELDS =
  'UPDATE "CompetitionEntry" SET "yieldRate" = json_extract(j."value", \'$[1]\') ' +
  'FROM json_each(?) AS j WHERE "CompetitionEntry"."id" = json_extract(j."value", \'$[0]\')';
const WRITE_RANKS =
  'UPDATE "CompetitionEntry" SET "rank" = json_extract(j."value", \'$[1]\'), "yieldRate" = json_extract(j."value", \'$[2]\') ' +
  'FROM json_each(?) AS j WHERE "CompetitionEntry"."id" = json_extract(j."value", \'$[0]\')';

interface EntrantRow {
  id: string;
  initialEquity: string;
  equity: string;
  joinedAt: string;
  rank: number | null;
  yieldRate: string;
}

const toEntrant = (r: EntrantRow): Entrant => ({ id: r.id, initialEquity: r.initialEquity, equity: r.equity, joinedAt: new Date(r.joinedAt) });

/**
 * Prize competitions (bisai, bisaiDetail, bisaiMycansai). Joining debits the entry amount
 * from spot (COMPETITION_ENTRY_FEE, shown as competition-frozen assets while the entry
 * takes part); exiting early (status -3) or the end returns it (COMPETITION_RELEASE), and
 * the end pays the rewards of the rank ranges (COMPETITION_REWARD), each in the transaction
 * that flips the status, so a second pass or a second request changes nothing.
 */
export function createCompetitionService(deps: { db: PrismaClient; clock: Clock; afterMoneyMove?: AfterMoneyMove }) {
  const { db, clock } = deps;
  const moved = async (userId: string) => {
    // A level re-evaluation that fails waits for the sweep: the move itself stands.
    await deps.afterMoneyMove?.(userId).catch(() => undefined);
  };

  // Yields of the last ranking pass per competition (ranking.ts YieldMemo), dropped at the end.
  const memos = new Map<string, YieldMemo>();
  /*
   * The live ranking of each competition in progress, as the last refresh left it: entry id ->
   * rank, and the ids in rank order. Kept here, not written: when a few yields move, most
   * ranks shift, and writing ~10,000 rows every 5 s was half the refresh (npm run bench). The
   * stored `rank` is written once, final, at the end; a restarted server ranks again on its
   * first pass (the job runs when the app is ready).
   */
  const live = new Map<string, { rankOf: Map<string, number>; order: string[] }>();
  const liveRank = (e: { id: string; competitionId: string; status: number; rank: number | null }) =>
    e.status === COMPETITION_STATUS.IN_PROGRESS ? (live.get(e.competitionId)?.rankOf.get(e.id) ?? e.rank) : e.rank;

  async function competitionOr404(id: string) {
    const c = await db.competition.findUnique({ where: { id } });
    if (!c) throw notFound('competition.notFound');
    return c;
  }

  /**
   * The final ranking (at the end): writes the ranks and yields that changed, inside the
   * caller's transaction, in one statement: the changes go in as one JSON array ([[id, rank, yield], ...]) that
   * SQLite's json_each unpacks (one statement instead of one per entrant: ~10,000 rows
   * move when a few yields do). PostgreSQL would take the same array through
   * jsonb_array_elements. Returns the ranking.
   */
  async function writeRanking(tx: Tx, rows: EntrantRow[]): Promise<Ranked[]> {
    const ranked = rankEntrants(rows.map(toEntrant));
    const before = new Map(rows.map((r) => [r.id, r]));
    // Stored yields are written by this same formatting, so text equality is decimal equality.
    const changed = ranked.filter((r) => {
      const was = before.get(r.id)!;
      return was.rank !== r.rank || was.yieldRate !== r.yieldRate;
    });
    if (changed.length > 0) await sqlOf(tx).run(WRITE_RANKS, [JSON.stringify(changed.map((r) => [r.id, r.rank, r.yieldRate]))]);
    return ranked;
  }

  /**
   * Ranks the entrants of one competition by yield (ranking.ts): read on the read-only
   * connection; the yields that moved are written in one statement; the ranks are kept live.
   */
  async function refreshRanking(id: string): Promise<number> {
    const rows = await readerOf(db).all<EntrantRow>(ACTIVE_ENTRANTS, [id, COMPETITION_STATUS.IN_PROGRESS]);
    let memo = memos.get(id);
    if (!memo) memos.set(id, (memo = new Map()));
    const ranked = rankEntrants(rows.map(toEntrant), memo);
    const stored = new Map(rows.map((r) => [r.id, r.yieldRate]));
    // Stored yields are written by this same formatting, so text equality is decimal equality.
    const moved = ranked.filter((r) => stored.get(r.id) !== r.yieldRate);
    if (moved.length > 0) {
      await db.$transaction((tx) => sqlOf(tx).run(WRITE_YIELDS, [JSON.stringify(moved.map((r) => [r.id, r.yieldRate]))]));
    }
    live.set(id, { rankOf: new Map(ranked.map((r) => [r.id, r.rank])), order: ranked.map((r) => r.id) });
    return rows.length;
  }

  return {
    async list(q: PageQuery & { status?: number | undefined }, userId: string | undefined, lang: Language = DEFAULT_LANGUAGE) {
      const now = clock.now();
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
    },

    async detail(id: string, userId: string | undefined, lang: Language = DEFAULT_LANGUAGE) {
      const now = clock.now();
      const c = await localizeRow(db, 'competition', lang, await competitionOr404(id));
      const current = live.get(id);
      const select = { id: true, competitionId: true, status: true, rank: true, yieldRate: true, reward: true, user: { select: { account: true } } } as const;
      const [top, mine] = await Promise.all([
        current && statusAt(c, now) !== COMPETITION_STATUS.ENDED
          ? // The live order; an entrant who left since the last refresh is skipped.
            db.competitionEntry
              .findMany({ where: { id: { in: current.order.slice(0, RANKING_SIZE * 2) }, status: COMPETITION_STATUS.IN_PROGRESS }, select })
              .then((rows) => rows.map((e) => ({ ...e, rank: liveRank(e) })).sort((a, b) => a.rank! - b.rank!).slice(0, RANKING_SIZE))
          : db.competitionEntry.findMany({
              where: { competitionId: id, status: { not: COMPETITION_STATUS.EXITED }, rank: { not: null } },
              orderBy: { rank: 'asc' },
              take: RANKING_SIZE,
              select,
            }),
        userId ? db.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId: id, userId } } }) : null,
      ]);
      const rewards = parseRewards(c.rewards);
      const ended = statusAt(c, now) === COMPETITION_STATUS.ENDED;
      return {
        competition: toCompetitionWire(c, now, !!mine && mine.status !== COMPETITION_STATUS.EXITED),
        ranking: top.map((e) => ({
          rank: e.rank!,
          account: maskAccount(e.user.account),
          yield: yieldPercent(e.yieldRate),
          // Before the end: what the rank would win now; after: what was paid.
          reward: ended ? e.reward : rewardOf(e.rank!, rewards),
        })),
        myEntry: mine ? toEntryWire({ ...mine, rank: liveRank(mine) }, c, now) : null,
      };
    },

    async join(userId: string, id: string) {
      const now = clock.now();
      const c = await competitionOr404(id);
      if (statusAt(c, now) === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
      const user = await db.user.findUnique({ where: { id: userId }, select: { status: true } });
      if (!user) throw notFound('request.notFound');
      if (user.status === USER_FROZEN) throw forbidden('finance.accountFrozen');
      const [entry, comp] = await db.$transaction(async (tx) => {
        // Transactions run one at a time on the writer: two joins at one instant see each other here.
        if (await tx.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId: id, userId } }, select: { id: true } })) {
          throw conflict('competition.alreadyJoined');
        }
        const fresh = await tx.competition.findUniqueOrThrow({ where: { id } });
        if (fresh.status === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
        const created = await tx.competitionEntry.create({
          data: { competitionId: id, userId, initialEquity: fresh.initialFunds, equity: fresh.initialFunds, status: COMPETITION_STATUS.IN_PROGRESS, joinedAt: now },
        });
        const updated = await tx.competition.update({ where: { id }, data: { participantCount: { increment: 1 } } });
        if (new Decimal(fresh.entryFee).gt(0)) {
          await postAll(tx, [{
            userId, account: 'spot', currency: fresh.currency, type: BalanceLogType.COMPETITION_ENTRY_FEE,
            availableDelta: new Decimal(fresh.entryFee).negated().toFixed(), refType: 'CompetitionEntry', refId: created.id, remark: fresh.name, at: now,
          }]);
        }
        return [created, updated] as const;
      });
      await moved(userId);
      return toEntryWire(entry, comp, now);
    },

    async exit(userId: string, id: string) {
      const now = clock.now();
      const c = await competitionOr404(id);
      const [entry, comp] = await db.$transaction(async (tx) => {
        const e = await tx.competitionEntry.findUnique({ where: { competitionId_userId: { competitionId: id, userId } } });
        if (!e) throw notFound('competition.notJoined');
        if (e.status === COMPETITION_STATUS.EXITED) throw conflict('competition.alreadyExited');
        if (e.status !== COMPETITION_STATUS.IN_PROGRESS || statusAt(c, now) === COMPETITION_STATUS.ENDED) throw conflict('competition.ended');
        const flipped = await tx.competitionEntry.updateMany({
          where: { id: e.id, status: COMPETITION_STATUS.IN_PROGRESS },
          data: { status: COMPETITION_STATUS.EXITED, exitedAt: now, rank: null },
        });
        if (flipped.count !== 1) throw conflict('competition.alreadyExited');
        const updated = await tx.competition.update({ where: { id }, data: { participantCount: { decrement: 1 } } });
        if (new Decimal(c.entryFee).gt(0)) {
          await postAll(tx, [{
            userId, account: 'spot', currency: c.currency, type: BalanceLogType.COMPETITION_RELEASE,
            availableDelta: c.entryFee, refType: 'CompetitionEntry', refId: e.id, remark: c.name, at: now,
          }]);
        }
        return [await tx.competitionEntry.findUniqueOrThrow({ where: { id: e.id } }), updated] as const;
      });
      await moved(userId);
      return toEntryWire(entry, comp, now);
    },

    async listMy(userId: string, q: PageQuery, lang: Language = DEFAULT_LANGUAGE) {
      const now = clock.now();
      const [rows, total] = await Promise.all([
        db.competitionEntry.findMany({ where: { userId }, include: { competition: true }, orderBy: [{ joinedAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
        db.competitionEntry.count({ where: { userId } }),
      ]);
      return toPage((await localizeNested(db, 'competition', lang, rows, 'competition')).map((e) => toEntryWire({ ...e, rank: liveRank(e) }, e.competition, now)), total, q);
    },

    /**
     * Opens a competition starting `startInMs` from now on the sandbox clock (the QA API's
     * action): in progress at once when 0, else to be started until the job's next pass.
     */
    async open(input: {
      name: string;
      description?: string | undefined;
      currency: string;
      startInMs: number;
      durationMs: number;
      entryAmount: string;
      initialFunds: string;
      fund: string;
      rewards: { rankFrom: number; rankTo: number; amount: string }[];
      /** The name and description in other languages than English (the base columns). */
      translations?: CatalogueTranslations | undefined;
    }): Promise<{ id: string }> {
      const now = clock.now();
      const startAt = new Date(now.getTime() + input.startInMs);
      const row = await db.$transaction(async (tx) => {
        const created = await tx.competition.create({
        data: {
          name: input.name,
          description: input.description ?? null,
          currency: input.currency,
          entryFee: input.entryAmount,
          initialFunds: input.initialFunds,
          fund: input.fund,
          rewards: JSON.stringify(input.rewards),
          startAt,
          endAt: new Date(startAt.getTime() + input.durationMs),
          status: input.startInMs === 0 ? COMPETITION_STATUS.IN_PROGRESS : COMPETITION_STATUS.TO_BE_STARTED,
          createdAt: now,
        },
        });
        await writeCatalogueTexts(tx, 'competition', created.id, input.translations);
        return created;
      });
      return { id: row.id };
    },

    /** Competitions whose start has come: 0 -> 1 (guarded, once). */
    async startDue(): Promise<number> {
      const now = clock.now();
      const r = await db.competition.updateMany({ where: { status: COMPETITION_STATUS.TO_BE_STARTED, startAt: { lte: now }, endAt: { gt: now } }, data: { status: COMPETITION_STATUS.IN_PROGRESS } });
      return r.count;
    },

    refreshRanking,

    /** Refreshes the ranking of every competition in progress; returns how many entrants were ranked. */
    async refreshRunning(): Promise<number> {
      const now = clock.now();
      const running = await db.competition.findMany({ where: { startAt: { lte: now }, endAt: { gt: now } }, select: { id: true } });
      let ranked = 0;
      for (const c of running) ranked += await refreshRanking(c.id);
      return ranked;
    },

    /**
     * Ends every competition whose end has come, each in one transaction: the status flips
     * (guarded: a second pass finds nothing), the final ranking is written, each entrant's
     * entry amount returns and the reward of its rank range is paid, and the entries end
     * (-2) with their rank and reward.
     */
    async endDue(): Promise<{ competitions: number; entrants: number; rewarded: number }> {
      const now = clock.now();
      const due = await db.competition.findMany({ where: { status: { not: COMPETITION_STATUS.ENDED }, endAt: { lte: now } }, orderBy: { endAt: 'asc' } });
      const result = { competitions: 0, entrants: 0, rewarded: 0 };
      const paidUsers = new Set<string>();
      for (const c of due) {
        await db.$transaction(async (tx) => {
          const flipped = await tx.competition.updateMany({ where: { id: c.id, status: { not: COMPETITION_STATUS.ENDED } }, data: { status: COMPETITION_STATUS.ENDED } });
          if (flipped.count !== 1) return;
          const sql = sqlOf(tx);
          const rows = await sql.all<EntrantRow & { userId: string }>(ACTIVE_ENTRANTS.replace('SELECT "id"', 'SELECT "id", "userId"'), [c.id, COMPETITION_STATUS.IN_PROGRESS]);
          const ranked = await writeRanking(tx, rows);
          memos.delete(c.id);
          live.delete(c.id);
          const userOf = new Map(rows.map((r) => [r.id, r.userId]));
          const ranges = parseRewards(c.rewards);
          const entries: LedgerEntry[] = [];
          for (const r of ranked) {
            const userId = userOf.get(r.id)!;
            const reward = rewardOf(r.rank, ranges);
            await sql.run('UPDATE "CompetitionEntry" SET "status" = ?, "reward" = ? WHERE "id" = ?', [COMPETITION_STATUS.ENDED, reward, r.id]);
            const ref = { userId, account: 'spot' as const, currency: c.currency, refType: 'CompetitionEntry', refId: r.id, at: now };
            if (new Decimal(c.entryFee).gt(0)) entries.push({ ...ref, type: BalanceLogType.COMPETITION_RELEASE, availableDelta: c.entryFee, remark: c.name });
            if (reward) {
              entries.push({ ...ref, type: BalanceLogType.COMPETITION_REWARD, availableDelta: reward, remark: `${c.name} #${r.rank}` });
              result.rewarded += 1;
            }
            paidUsers.add(userId);
          }
          await postAll(tx, entries);
          result.competitions += 1;
          result.entrants += ranked.length;
        });
      }
      for (const userId of paidUsers) await moved(userId);
      return result;
    },
  };
}
