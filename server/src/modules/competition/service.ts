import Decimal from 'decimal.js';
import { readerOf, sqlOf, type PrismaClient, type Tx } from '@sandbox/prisma';
import { COMPETITION_STATUS, DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { localizeNested, localizeRow, localizeRows, writeCatalogueTexts, type CatalogueTranslations } from '../catalogue-text.ts';
import { competitionAccount, postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { openPnl, SETTLE_CURRENCY, symbolCode, type Dec, type PositionService } from '../trade/index.ts';
import { maskAccount } from '../marketing/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { statusAt, toCompetitionWire, toEntryWire } from './mappers.ts';
import { parseRewards, rankEntrants, rewardOf, yieldPercent, yieldRateOf, type Entrant, type Ranked, type YieldMemo } from './ranking.ts';

/** User.status of a frozen account (schema comment): it cannot move money. */
const USER_FROZEN = 2;
const RANKING_SIZE = 100;

export type CompetitionService = ReturnType<typeof createCompetitionService>;

/** Called after a competition move commits (the entry amount leaves or returns: the level may change). */
export type AfterMoneyMove = (userId: string) => Promise<unknown>;

/**
 * The trading engine as competitions use it (the trade module's, handed in by the wiring):
 * the live price that values open positions, and closing an entry's positions at its exit
 * or the end. Without it (benches) open positions are valued at their entry price.
 */
export interface CompetitionTrading {
  feed: PriceFeed;
  positions: Pick<PositionService, 'closeAllTx' | 'track'>;
}

/** The prefix of every competition account (`competition:<entry id>`), joined in SQL to the entry id. */
const ACCOUNT_PREFIX = competitionAccount('');

const ACTIVE_ENTRANTS =
  'SELECT "id", "initialEquity", "equity", "joinedAt", "rank", "yieldRate" FROM "CompetitionEntry" WHERE "competitionId" = ? AND "status" = ?';
/*
 * Each entrant in progress with its competition account's balance (none for an entry made
 * before the accounts existed: its stored equity stands), and the open positions of those
 * accounts: two set-based reads per refresh, joined on the entry id (the unique
 * (competitionId, userId) index, then each user's own balance and positions by index).
 */
const LIVE_ENTRANTS =
  'SELECT e."id", e."userId", e."initialEquity", e."equity", e."joinedAt", e."rank", e."yieldRate", b."available", b."frozen" ' +
  'FROM "CompetitionEntry" e LEFT JOIN "Balance" b ON b."userId" = e."userId" AND b."account" = ? || e."id" AND b."currency" = ? ' +
  'WHERE e."competitionId" = ? AND e."status" = ?';
// CROSS JOIN keeps the entrants as SQLite's outer loop and `+p."status"` keeps the status index
// out: each entrant's positions by the user index, bounded by the entrants, where the planner
// would otherwise walk every open position of the platform (real and demo ones too).
const OPEN_POSITIONS =
  'SELECT p."account", p."symbol", p."side", p."quantity", p."entryPrice" FROM "CompetitionEntry" e ' +
  'CROSS JOIN "Position" p ON p."userId" = e."userId" AND p."account" = ? || e."id" AND +p."status" = ? ' +
  'WHERE e."competitionId" = ? AND e."status" = ?';
const WRITE_YIELDS =
  'UPDATE "CompetitionEntry" SET "yieldRate" = json_extract(j."value", \'$[1]\'), "equity" = json_extract(j."value", \'$[2]\') ' +
  'FROM json_each(?) AS j WHERE "CompetitionEntry"."id" = json_extract(j."value", \'$[0]\')';
const WRITE_RANKS =
  'UPDATE "CompetitionEntry" SET "rank" = json_extract(j."value", \'$[1]\'), "yieldRate" = json_extract(j."value", \'$[2]\'), ' +
  '"equity" = json_extract(j."value", \'$[3]\') FROM json_each(?) AS j WHERE "CompetitionEntry"."id" = json_extract(j."value", \'$[0]\')';
/** Open positions are RUNNING (shared POSITION_STATUS.RUNNING). */
const POSITION_RUNNING = 1;

interface EntrantRow {
  id: string;
  initialEquity: string;
  equity: string;
  joinedAt: string;
  rank: number | null;
  yieldRate: string;
}

interface LiveRow extends EntrantRow {
  userId: string;
  available: string | null;
  frozen: string | null;
}

interface OpenRow {
  account: string;
  symbol: string;
  side: number;
  quantity: string;
  entryPrice: string;
}

const toEntrant = (r: EntrantRow): Entrant => ({ id: r.id, initialEquity: r.initialEquity, equity: r.equity, joinedAt: new Date(r.joinedAt) });
/** Decimal text without a sign on zero. */
const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());

/**
 * Each entrant's equity: the competition account's balance (available + frozen margins) plus
 * the unrealised PnL of its open positions at `markOf` (truncated per position, as the
 * contract page's summary adds them: trade's openPnl). Decimal arithmetic only for the
 * accounts that hold positions; the others' equity is their balance as stored.
 */
function equities(rows: readonly LiveRow[], open: readonly OpenRow[], markOf: (symbol: string) => Dec | undefined): Map<string, string> {
  const pnl = new Map<string, Decimal>();
  for (const p of open) {
    const mark = markOf(symbolCode(p.symbol));
    if (!mark) continue;
    pnl.set(p.account, (pnl.get(p.account) ?? new Decimal(0)).plus(openPnl(p, mark)));
  }
  const out = new Map<string, string>();
  for (const r of rows) {
    if (r.available === null) out.set(r.id, r.equity);
    else {
      const moved = pnl.get(ACCOUNT_PREFIX + r.id);
      out.set(r.id, !moved && (r.frozen ?? '0') === '0' ? r.available : plain(new Decimal(r.available).plus(r.frozen ?? '0').plus(moved ?? 0)));
    }
  }
  return out;
}

/**
 * Prize competitions (bisai, bisaiDetail, bisaiMycansai). Joining debits the entry amount
 * from spot (COMPETITION_ENTRY_FEE, shown as competition-frozen assets while the entry
 * takes part); exiting early (status -3) or the end returns it (COMPETITION_RELEASE), and
 * the end pays the rewards of the rank ranges (COMPETITION_REWARD), each in the transaction
 * that flips the status, so a second pass or a second request changes nothing.
 */
export function createCompetitionService(deps: { db: PrismaClient; clock: Clock; afterMoneyMove?: AfterMoneyMove; trading?: CompetitionTrading | undefined }) {
  const { db, clock, trading } = deps;
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
   * The final ranking (at the end): writes the ranks, yields and equities that changed, inside the
   * caller's transaction, in one statement: the changes go in as one JSON array ([[id, rank, yield, equity], ...]) that
   * SQLite's json_each unpacks (one statement instead of one per entrant: ~10,000 rows
   * move when a few yields do). PostgreSQL would take the same array through
   * jsonb_array_elements. Returns the ranking.
   */
  async function writeRanking(tx: Tx, rows: EntrantRow[], equityOf: ReadonlyMap<string, string>): Promise<Ranked[]> {
    const ranked = rankEntrants(rows.map((r) => ({ ...toEntrant(r), equity: equityOf.get(r.id) ?? r.equity })));
    const before = new Map(rows.map((r) => [r.id, r]));
    // Stored yields are written by this same formatting, so text equality is decimal equality.
    const changed = ranked.filter((r) => {
      const was = before.get(r.id)!;
      return was.rank !== r.rank || was.yieldRate !== r.yieldRate || was.equity !== (equityOf.get(r.id) ?? was.equity);
    });
    if (changed.length > 0) {
      const values = changed.map((r) => [r.id, r.rank, r.yieldRate, equityOf.get(r.id) ?? before.get(r.id)!.equity]);
      await sqlOf(tx).run(WRITE_RANKS, [JSON.stringify(values)]);
    }
    return ranked;
  }

  /** The live price of a symbol (none without the trading engine: positions then count at their entry). */
  const markOf = (symbol: string): Dec | undefined => trading?.feed.markPrice(symbol);

  /** The entrants in progress of one competition with their equity at `markOf`, read through `sql`. */
  async function liveEntrants(sql: Pick<ReturnType<typeof sqlOf>, 'all'>, id: string, priceOf: (symbol: string) => Dec | undefined) {
    const args = [ACCOUNT_PREFIX, POSITION_RUNNING, id, COMPETITION_STATUS.IN_PROGRESS];
    const rows = await sql.all<LiveRow>(LIVE_ENTRANTS, [ACCOUNT_PREFIX, SETTLE_CURRENCY, id, COMPETITION_STATUS.IN_PROGRESS]);
    const open = rows.length > 0 ? await sql.all<OpenRow>(OPEN_POSITIONS, args) : [];
    return { rows, equityOf: equities(rows, open, priceOf) };
  }

  /**
   * Ranks the entrants of one competition by yield (ranking.ts): read on the read-only
   * connection; the yields that moved are written in one statement; the ranks are kept live.
   */
  async function refreshRanking(id: string): Promise<number> {
    const { rows, equityOf } = await liveEntrants(readerOf(db), id, markOf);
    let memo = memos.get(id);
    if (!memo) memos.set(id, (memo = new Map()));
    const ranked = rankEntrants(rows.map((r) => ({ ...toEntrant(r), equity: equityOf.get(r.id)! })), memo);
    const stored = new Map(rows.map((r) => [r.id, r]));
    // Stored yields are written by this same formatting, so text equality is decimal equality.
    const moved = ranked.filter((r) => stored.get(r.id)!.yieldRate !== r.yieldRate || stored.get(r.id)!.equity !== equityOf.get(r.id));
    if (moved.length > 0) {
      await db.$transaction((tx) => sqlOf(tx).run(WRITE_YIELDS, [JSON.stringify(moved.map((r) => [r.id, r.yieldRate, equityOf.get(r.id)]))]));
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
        const ref = { userId, refType: 'CompetitionEntry', refId: created.id, remark: fresh.name, at: now };
        const entries: LedgerEntry[] = [];
        if (new Decimal(fresh.entryFee).gt(0)) {
          entries.push({ ...ref, account: 'spot', currency: fresh.currency, type: BalanceLogType.COMPETITION_ENTRY_FEE, availableDelta: new Decimal(fresh.entryFee).negated().toFixed() });
        }
        // The entry's own simulated trading money (trading USDT), never mixed with real money.
        if (new Decimal(fresh.initialFunds).gt(0)) {
          entries.push({ ...ref, account: competitionAccount(created.id), currency: SETTLE_CURRENCY, type: BalanceLogType.COMPETITION_FUNDS, availableDelta: fresh.initialFunds });
        }
        if (entries.length > 0) await postAll(tx, entries);
        return [created, updated] as const;
      });
      await moved(userId);
      return toEntryWire(entry, comp, now);
    },

    async exit(userId: string, id: string) {
      const now = clock.now();
      const c = await competitionOr404(id);
      let closed: Awaited<ReturnType<CompetitionTrading['positions']['closeAllTx']>> = [];
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
        // Trading stops with the flip (the engine checks the entry in its own transactions):
        // the open positions close at the market price, then the equity is final.
        const account = competitionAccount(e.id);
        closed = trading ? await trading.positions.closeAllTx(tx, [account], markOf, now) : [];
        const balance = await tx.balance.findUnique({ where: { userId_account_currency: { userId, account, currency: SETTLE_CURRENCY } } });
        if (balance) {
          const equity = plain(new Decimal(balance.available).plus(balance.frozen));
          await tx.competitionEntry.update({ where: { id: e.id }, data: { equity, yieldRate: yieldRateOf(e.initialEquity, equity) } });
        }
        const updated = await tx.competition.update({ where: { id }, data: { participantCount: { decrement: 1 } } });
        if (new Decimal(c.entryFee).gt(0)) {
          await postAll(tx, [{
            userId, account: 'spot', currency: c.currency, type: BalanceLogType.COMPETITION_RELEASE,
            availableDelta: c.entryFee, refType: 'CompetitionEntry', refId: e.id, remark: c.name, at: now,
          }]);
        }
        return [await tx.competitionEntry.findUniqueOrThrow({ where: { id: e.id } }), updated] as const;
      });
      trading?.positions.track(closed);
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
        let closed: Awaited<ReturnType<CompetitionTrading['positions']['closeAllTx']>> = [];
        await db.$transaction(async (tx) => {
          const flipped = await tx.competition.updateMany({ where: { id: c.id, status: { not: COMPETITION_STATUS.ENDED } }, data: { status: COMPETITION_STATUS.ENDED } });
          if (flipped.count !== 1) return;
          const sql = sqlOf(tx);
          // Open positions close at the market price of the end instant (priceAt: a late pass
          // after downtime or a clock jump closes exactly like an on-time one), then equity is final.
          if (trading) {
            const ids = await sql.all<{ id: string }>(ACTIVE_ENTRANTS, [c.id, COMPETITION_STATUS.IN_PROGRESS]);
            const endPrice = (symbol: string) => trading.feed.priceAt(symbol, c.endAt) ?? trading.feed.markPrice(symbol);
            closed = await trading.positions.closeAllTx(tx, ids.map((r) => competitionAccount(r.id)), endPrice, c.endAt);
          }
          const { rows, equityOf } = await liveEntrants(sql, c.id, markOf);
          const ranked = await writeRanking(tx, rows, equityOf);
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
        trading?.positions.track(closed);
      }
      for (const userId of paidUsers) await moved(userId);
      return result;
    },
  };
}
