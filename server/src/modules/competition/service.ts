import Decimal from 'decimal.js';
import { generationOf, readerOf, sqlOf, type PrismaClient, type Sql, type Tx } from '@sandbox/prisma';
import { COMPETITION_STATUS, DEFAULT_LANGUAGE, POSITION_STATUS, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { localizeNested, localizeRow, localizeRows, writeCatalogueTexts, type CatalogueTranslations } from '../catalogue-text.ts';
import { competitionAccount, postAll } from '../../ledger/index.ts';
import { BalanceLogType, type LedgerEntry } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { SETTLE_CURRENCY, symbolCode, type Dec, type PositionService } from '../trade/index.ts';
import { maskAccount } from '../marketing/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { accountEquity, openPnlUnits } from './equity.ts';
import { statusAt, toCompetitionWire, toEntryWire } from './mappers.ts';
import { mergeStandings, parseRewards, rankEntrants, rewardOf, scoreOf, yieldPercent, yieldRateOf, type Entrant, type Ranked, type Standing } from './ranking.ts';
import { assertMayMoveMoney } from '../user/index.ts';

/** User.status of a frozen account (schema comment): it cannot move money. */
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
const POSITIONS_OF_ENTRANTS =
  'FROM "CompetitionEntry" e CROSS JOIN "Position" p ON p."userId" = e."userId" AND p."account" = ? || e."id" AND +p."status" = ? ' +
  'WHERE e."competitionId" = ? AND e."status" = ?';
const OPEN_POSITIONS = `SELECT e."id" AS "entryId", p."symbol", p."side", p."quantity", p."entryPrice" ${POSITIONS_OF_ENTRANTS}`;
/*
 * The refresh's read, one statement (one snapshot: a trade between two reads cannot count its
 * margin twice or not at all): each entrant in progress with its account's balance (empty
 * without one) and its open positions ("symbol:side:quantity:entryPrice;..."), as one text
 * "id,available,frozen,positions,id,..." (ids are cuids, amounts plain decimals, symbols
 * "BTC/USDT"). Turning SQLite's values into JS strings one by one is most of a read's cost: the
 * nine columns of LIVE_ENTRANTS took ~35 ms of CPU for 10,000 entrants, three columns ~15 ms,
 * this text and its split under 10 ms (the join alone ~4 ms). The positions subquery is by the
 * user index, bounded by the entrants (`+p."status"`: as OPEN_POSITIONS). PostgreSQL:
 * string_agg(..., ','). The rest of an entry never changes while it runs or is kept on the live
 * board; entrants new to the board are read once with NEW_ENTRANTS.
 */
const LIVE_ACCOUNTS =
  'SELECT group_concat(e."id" || \',\' || coalesce(b."available", \'\') || \',\' || coalesce(b."frozen", \'\') || \',\' || coalesce((' +
  'SELECT group_concat(p."symbol" || \':\' || p."side" || \':\' || p."quantity" || \':\' || p."entryPrice", \';\') FROM "Position" p ' +
  'WHERE p."userId" = e."userId" AND p."account" = ? || e."id" AND +p."status" = ?), \'\'), \',\') AS "list" FROM "CompetitionEntry" e ' +
  'LEFT JOIN "Balance" b ON b."userId" = e."userId" AND b."account" = ? || e."id" AND b."currency" = ? ' +
  'WHERE e."competitionId" = ? AND e."status" = ?';
const NEW_ENTRANTS = 'SELECT "id", "initialEquity", "equity", "joinedAt", "yieldRate" FROM "CompetitionEntry" WHERE "id" IN (SELECT "value" FROM json_each(?))';
// Only entries still in progress: an exit that committed after the read keeps its final figures.
const WRITE_YIELDS =
  'UPDATE "CompetitionEntry" SET "yieldRate" = json_extract(j."value", \'$[1]\'), "equity" = json_extract(j."value", \'$[2]\') ' +
  'FROM json_each(?) AS j WHERE "CompetitionEntry"."id" = json_extract(j."value", \'$[0]\') AND "CompetitionEntry"."status" = ?';
const WRITE_RANKS =
  'UPDATE "CompetitionEntry" SET "rank" = json_extract(j."value", \'$[1]\'), "yieldRate" = json_extract(j."value", \'$[2]\'), ' +
  '"equity" = json_extract(j."value", \'$[3]\') FROM json_each(?) AS j WHERE "CompetitionEntry"."id" = json_extract(j."value", \'$[0]\')';

/**
 * PostgreSQL's form of the statements above that SQLite writes its own way: a plain JOIN for
 * the planner's CROSS JOIN (PostgreSQL has no CROSS JOIN ... ON), string_agg for group_concat,
 * jsonb_array_elements for json_each.
 */
const PG_FORMS = new Map<string, string>([
  [OPEN_POSITIONS, OPEN_POSITIONS.replace('CROSS JOIN', 'JOIN')],
  [LIVE_ACCOUNTS, LIVE_ACCOUNTS.replaceAll('group_concat(', 'string_agg(')],
  [NEW_ENTRANTS, 'SELECT "id", "initialEquity", "equity", "joinedAt", "yieldRate" FROM "CompetitionEntry" WHERE "id" IN (SELECT jsonb_array_elements_text(CAST(? AS jsonb)))'],
  [
    WRITE_YIELDS,
    'UPDATE "CompetitionEntry" SET "yieldRate" = j.value->>1, "equity" = j.value->>2 FROM jsonb_array_elements(CAST(? AS jsonb)) AS j(value) ' +
      'WHERE "CompetitionEntry"."id" = j.value->>0 AND "CompetitionEntry"."status" = ?',
  ],
  [
    WRITE_RANKS,
    'UPDATE "CompetitionEntry" SET "rank" = (j.value->>1)::integer, "yieldRate" = j.value->>2, "equity" = j.value->>3 ' +
      'FROM jsonb_array_elements(CAST(? AS jsonb)) AS j(value) WHERE "CompetitionEntry"."id" = j.value->>0',
  ],
]);
const inDialect = (sql: Pick<Sql, 'dialect'>, text: string): string => (sql.dialect === 'postgresql' ? (PG_FORMS.get(text) ?? text) : text);

interface EntrantRow {
  id: string;
  initialEquity: string;
  equity: string;
  joinedAt: string;
  rank: number | null;
  yieldRate: string;
}

interface BalanceRow {
  id: string;
  available: string | null;
  frozen: string | null;
}

interface LiveRow extends EntrantRow, BalanceRow {
  userId: string;
}

interface OpenRow {
  entryId: string;
  symbol: string;
  side: number;
  quantity: string;
  entryPrice: string;
}

const toEntrant = (r: EntrantRow): Entrant => ({ id: r.id, initialEquity: r.initialEquity, equity: r.equity, joinedAt: new Date(r.joinedAt) });
/** The sum of a competition's ranked rewards: each band's amount times its ranks. */
export function rewardsTotal(rewards: readonly { rankFrom: number; rankTo: number; amount: string }[]): Decimal {
  return rewards.reduce((sum, r) => sum.plus(new Decimal(r.amount).times(Math.max(0, r.rankTo - r.rankFrom + 1))), new Decimal(0));
}

/** Decimal text without a sign on zero. */
const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());

/**
 * The unrealised PnL of the open positions per entry id at `markOf`, in 10^-18 units, each
 * truncated as the contract page's summary adds them (equity.ts, trade's openPnl).
 */
function openPnlByEntry(open: readonly OpenRow[], markOf: (symbol: string) => Dec | undefined): Map<string, bigint> {
  const pnl = new Map<string, bigint>();
  const marks = new Map<string, string | undefined>();
  for (const p of open) {
    if (!marks.has(p.symbol)) marks.set(p.symbol, markOf(symbolCode(p.symbol))?.toFixed());
    const mark = marks.get(p.symbol);
    if (mark === undefined) continue;
    pnl.set(p.entryId, (pnl.get(p.entryId) ?? 0n) + openPnlUnits(p, mark));
  }
  return pnl;
}

/**
 * An entrant's equity: its account's (equity.ts accountEquity); `stored` for an entry made
 * before the accounts existed (no balance row).
 */
const equityOf = (r: BalanceRow, pnl: bigint | undefined, stored: string): string =>
  r.available === null ? stored : accountEquity(r.available, r.frozen ?? '0', pnl);

/** Each entrant's equity (equityOf) by entry id. */
function equities(rows: readonly LiveRow[], open: readonly OpenRow[], markOf: (symbol: string) => Dec | undefined): Map<string, string> {
  const pnl = openPnlByEntry(open, markOf);
  return new Map(rows.map((r) => [r.id, equityOf(r, pnl.get(r.id), r.equity)]));
}

/** One entrant of LIVE_ACCOUNTS: its balance (null without a row) and its open positions. */
interface LiveAccount extends BalanceRow {
  positions: string;
}

/** The entrants of LIVE_ACCOUNTS's text. */
function liveAccounts(list: string): LiveAccount[] {
  if (list === '') return [];
  const parts = list.split(',');
  const rows: LiveAccount[] = [];
  for (let i = 0; i + 3 < parts.length; i += 4) rows.push({ id: parts[i]!, available: parts[i + 1] || null, frozen: parts[i + 2] || null, positions: parts[i + 3]! });
  return rows;
}

/** The open PnL of one entrant's positions (LIVE_ACCOUNTS's "symbol:side:quantity:entryPrice;..."), undefined without one valued. */
function positionsPnl(positions: string, markOf: (symbol: string) => string | undefined): bigint | undefined {
  if (positions === '') return undefined;
  let pnl: bigint | undefined;
  for (const p of positions.split(';')) {
    const [symbol = '', side = '', quantity = '', entryPrice = ''] = p.split(':');
    const mark = markOf(symbol);
    if (mark !== undefined) pnl = (pnl ?? 0n) + openPnlUnits({ side: Number(side), quantity, entryPrice }, mark);
  }
  return pnl;
}

/** One entrant in progress on the live board: its score, its live rank, and its row's stored figures. */
interface Seat extends Standing {
  initialEquity: string;
  /** The equity and yield the row holds (as read, then as this process wrote them). */
  storedEquity: string;
  storedYield: string;
  rank: number;
  /** The refresh that last saw it in progress. */
  pass: number;
}

/**
 * The live ranking of one competition in progress, kept between refreshes: each entrant's seat
 * and the rank order. Only balances and positions are read again each pass; the yields of
 * entrants whose equity did not move are kept; the sort starts from the last order. Valid for
 * one database generation (a scenario load or a snapshot restore starts a new board).
 */
interface Board {
  generation: number;
  pass: number;
  seats: Map<string, Seat>;
  order: Seat[];
}

/**
 * Prize competitions (bisai, bisaiDetail, bisaiMycansai). Joining debits the entry amount
 * from spot (COMPETITION_ENTRY_FEE, shown as competition-frozen assets while the entry
 * takes part); exiting early (status -3) or the end returns it (COMPETITION_RELEASE), and
 * the end pays the rewards of the rank ranges (COMPETITION_REWARD), each in the transaction
 * that flips the status, so a second pass or a second request changes nothing.
 */
export function createCompetitionService(deps: { db: PrismaClient; clock: Clock; afterMoneyMove: AfterMoneyMove; trading: CompetitionTrading }) {
  const { db, clock, trading } = deps;
  const moved = async (userId: string) => {
    // A level re-evaluation that fails waits for the sweep: the move itself stands.
    await deps.afterMoneyMove(userId).catch(() => undefined);
  };

  /*
   * The live board of each competition in progress (Board), as the last refresh left it. The
   * ranks are kept here, not written: when a few yields move, most ranks shift, and writing
   * ~10,000 rows every 5 s was half the refresh (npm run bench). The stored `rank` is written
   * once, final, at the end; a restarted server ranks again on its first pass (the job runs
   * when the app is ready).
   */
  const boards = new Map<string, Board>();
  /** The board of a competition, if it belongs to the database as it is now. */
  const liveBoard = (id: string): Board | undefined => {
    const board = boards.get(id);
    return board && board.generation === generationOf(db) ? board : undefined;
  };
  const liveRank = (e: { id: string; competitionId: string; status: number; rank: number | null }) =>
    e.status === COMPETITION_STATUS.IN_PROGRESS ? (liveBoard(e.competitionId)?.seats.get(e.id)?.rank ?? e.rank) : e.rank;
  // One refresh per competition at a time (the job and the QA API's run may overlap): each reads the board the last one left.
  const refreshing = new Map<string, Promise<number>>();

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
      const sql = sqlOf(tx);
      await sql.run(inDialect(sql, WRITE_RANKS), [JSON.stringify(values)]);
    }
    return ranked;
  }

  /** The live price of a symbol (none before the market has it: positions then count at their entry). */
  const markOf = (symbol: string): Dec | undefined => trading.feed.markPrice(symbol);

  /** The entrants in progress of one competition with their equity at `markOf`, read through `sql`. */
  async function liveEntrants(sql: Pick<Sql, 'all' | 'dialect'>, id: string, priceOf: (symbol: string) => Dec | undefined) {
    const args = [ACCOUNT_PREFIX, POSITION_STATUS.RUNNING, id, COMPETITION_STATUS.IN_PROGRESS];
    const rows = await sql.all<LiveRow>(LIVE_ENTRANTS, [ACCOUNT_PREFIX, SETTLE_CURRENCY, id, COMPETITION_STATUS.IN_PROGRESS]);
    const open = rows.length > 0 ? await sql.all<OpenRow>(inDialect(sql, OPEN_POSITIONS), args) : [];
    return { rows, equityOf: equities(rows, open, priceOf) };
  }

  /**
   * Ranks the entrants of one competition by yield (ranking.ts) on its live board: reads the
   * balances and open positions on the read-only connection, scores the entrants whose equity
   * moved, sorts from the last order, and (with `store`) writes the yields and equities that
   * moved in one statement; the ranks stay live.
   */
  async function refreshOnce(id: string, store: boolean): Promise<number> {
    const reader = readerOf(db);
    const generation = generationOf(db);
    const args = [ACCOUNT_PREFIX, POSITION_STATUS.RUNNING, ACCOUNT_PREFIX, SETTLE_CURRENCY, id, COMPETITION_STATUS.IN_PROGRESS];
    const rows = liveAccounts((await reader.get<{ list: string | null }>(inDialect(reader, LIVE_ACCOUNTS), args))?.list ?? '');
    let board = boards.get(id);
    if (!board || board.generation !== generation) boards.set(id, (board = { generation, pass: 0, seats: new Map(), order: [] }));
    const { seats } = board;
    const pass = ++board.pass;
    const fresh = rows.filter((r) => !seats.has(r.id));
    if (fresh.length > 0) {
      for (const r of await reader.all<EntrantRow>(inDialect(reader, NEW_ENTRANTS), [JSON.stringify(fresh.map((f) => f.id))])) {
        // Scored below with its live equity; `pass` 0 marks it as not yet on the board's order.
        seats.set(r.id, { id: r.id, joinedMs: new Date(r.joinedAt).getTime(), initialEquity: r.initialEquity, storedEquity: r.equity, storedYield: r.yieldRate, score: scoreOf(r.initialEquity, r.equity), rank: 0, pass: 0 });
      }
    }
    // One live price per symbol for the whole pass.
    const marks = new Map<string, string | undefined>();
    const markText = (symbol: string) => {
      if (!marks.has(symbol)) marks.set(symbol, markOf(symbolCode(symbol))?.toFixed());
      return marks.get(symbol);
    };
    const moved: Seat[] = [];
    for (const r of rows) {
      const seat = seats.get(r.id);
      if (!seat) continue;
      const equity = equityOf(r, positionsPnl(r.positions, markText), seat.storedEquity);
      // New on the board or a new score: placed again; the others keep their relative order.
      if (seat.pass === 0 || seat.score.equity !== equity) {
        if (seat.score.equity !== equity) seat.score = scoreOf(seat.initialEquity, equity);
        moved.push(seat);
        seat.pass = -pass;
      } else seat.pass = pass;
    }
    const kept = board.order.filter((seat) => seat.pass === pass);
    for (const seat of board.order) if (seat.pass !== pass && seat.pass !== -pass) seats.delete(seat.id);
    const order = mergeStandings(kept, moved);
    for (let i = 0; i < order.length; i++) {
      const seat = order[i]!;
      seat.rank = i + 1;
      seat.pass = pass;
    }
    board.order = order;
    // Stored yields are written by this same formatting, so text equality is decimal equality.
    const unstored = order.filter((seat) => seat.storedYield !== seat.score.yieldRate || seat.storedEquity !== seat.score.equity);
    if (store && unstored.length > 0) {
      const values = JSON.stringify(unstored.map((seat) => [seat.id, seat.score.yieldRate, seat.score.equity]));
      await db.$transaction((tx) => {
        const sql = sqlOf(tx);
        return sql.run(inDialect(sql, WRITE_YIELDS), [values, COMPETITION_STATUS.IN_PROGRESS]);
      });
      for (const seat of unstored) {
        seat.storedYield = seat.score.yieldRate;
        seat.storedEquity = seat.score.equity;
      }
    }
    return order.length;
  }

  async function refreshRanking(id: string, store = true): Promise<number> {
    const next = (refreshing.get(id) ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => refreshOnce(id, store))
      .catch((error: unknown) => {
        // A pass that failed halfway may leave the board out of order: the next one starts afresh.
        boards.delete(id);
        throw error;
      });
    refreshing.set(id, next);
    try {
      return await next;
    } finally {
      if (refreshing.get(id) === next) refreshing.delete(id);
    }
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
      const current = liveBoard(id);
      const select = { id: true, competitionId: true, status: true, rank: true, yieldRate: true, reward: true, user: { select: { account: true } } } as const;
      const [top, mine] = await Promise.all([
        current && statusAt(c, now) !== COMPETITION_STATUS.ENDED
          ? // The live order; an entrant who left since the last refresh is skipped.
            db.competitionEntry
              .findMany({ where: { id: { in: current.order.slice(0, RANKING_SIZE * 2).map((seat) => seat.id) }, status: COMPETITION_STATUS.IN_PROGRESS }, select })
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
      assertMayMoveMoney(user);
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
        closed = await trading.positions.closeAllTx(tx, [account], markOf, now);
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
      trading.positions.track(closed);
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
      // What the ranks can win is paid from the prize fund: never more than it holds.
      const promised = rewardsTotal(input.rewards);
      if (promised.gt(input.fund)) throw badRequest('competition.rewardsOverFund', { total: plain(promised), fund: plain(new Decimal(input.fund)) });
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

    /**
     * Refreshes the ranking of every competition in progress; returns how many entrants were
     * ranked. `store: false` (an instance that does not run the jobs) keeps its live boards
     * without writing the yields: the instance running the competition job writes them.
     */
    async refreshRunning(opts: { store?: boolean } = {}): Promise<number> {
      const now = clock.now();
      const running = await db.competition.findMany({ where: { startAt: { lte: now }, endAt: { gt: now } }, select: { id: true } });
      let ranked = 0;
      for (const c of running) ranked += await refreshRanking(c.id, opts.store ?? true);
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
          const ids = await sql.all<{ id: string }>(ACTIVE_ENTRANTS, [c.id, COMPETITION_STATUS.IN_PROGRESS]);
          const endPrice = (symbol: string) => trading.feed.priceAt(symbol, c.endAt) ?? trading.feed.markPrice(symbol);
          closed = await trading.positions.closeAllTx(tx, ids.map((r) => competitionAccount(r.id)), endPrice, c.endAt);
          const { rows, equityOf } = await liveEntrants(sql, c.id, markOf);
          const ranked = await writeRanking(tx, rows, equityOf);
          boards.delete(c.id);
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
        trading.positions.track(closed);
      }
      for (const userId of paidUsers) await moved(userId);
      return result;
    },
  };
}
