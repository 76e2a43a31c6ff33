import { generationOf, readerOf, sqlOf, type PrismaClient, type Sql } from '@sandbox/prisma';
import { COMPETITION_STATUS } from '@sandbox/shared';
import { aThirdOfTheLoop, passOver, type GoOn, type PassPauses } from '../../jobs/between-batches.ts';
import { symbolCode, type Dec } from '../trading/index.ts';
import { equityOf, positionsPnl } from './equity.ts';
import { readLiveAccounts, readNewEntrants, writeYields, type LiveAccount } from './queries.ts';
import { mergeStandings, scoreOf, type Standing } from './ranking.ts';

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
export interface Board {
  generation: number;
  pass: number;
  seats: Map<string, Seat>;
  order: Seat[];
}

/**
 * The entrants a refresh reads, seats or scores between two pauses: on 10,000 entrants each step
 * of a pass is then a twentieth of its whole (the whole of the first pass's seating took ~110 ms
 * of CPU), so a call waits behind a few milliseconds of it.
 */
export const REFRESH_PAGE = 500;

/**
 * The yields a refresh writes in one statement, a transaction each (the first pass's whole write
 * took ~130 ms of CPU): a call that needs the writer (a transfer) waits for one of them. In four
 * interleaved pairs beside the bench's ranking the transfer's p99 was 19.1-22.4 ms with 100
 * against 25.2-53.0 ms with 500, the price GET's showed no direction, and a pass took 0.50-0.59 s
 * against 0.33-0.53 s (alone, 62 ms of CPU against 52-58 ms; docs/performance.md).
 */
export const WRITE_PAGE = 100;

/** Runs `work` over `items` `size` at a time, `goOn` between two pages; false once it said stop. */
async function inPages<T>(items: readonly T[], goOn: GoOn, work: (page: readonly T[]) => unknown, size = REFRESH_PAGE): Promise<boolean> {
  for (let from = 0; from < items.length; from += size) {
    if (from > 0 && !(await goOn())) return false;
    await work(items.slice(from, from + size));
  }
  return true;
}

/** Every entrant in progress (readLiveAccounts), a page at a time by user id, `goOn` between two pages; undefined once it said stop. */
async function readLive(reader: Pick<Sql, 'get'>, id: string, goOn: GoOn): Promise<LiveAccount[] | undefined> {
  const rows: LiveAccount[] = [];
  for (let after = ''; ; ) {
    const page = await readLiveAccounts(reader, id, after, REFRESH_PAGE);
    rows.push(...page.rows);
    if (page.rows.length < REFRESH_PAGE) return rows;
    if (!(await goOn())) return undefined;
    after = page.last;
  }
}

/** Seats the entrants new to the board with their stored figures, a page at a time; `pass` 0 marks them as not yet on its order. */
function seatNewEntrants(reader: Pick<Sql, 'all'>, seats: Map<string, Seat>, rows: readonly LiveAccount[], goOn: GoOn): Promise<boolean> {
  const fresh = rows.filter((r) => !seats.has(r.id)).map((r) => r.id);
  return inPages(fresh, goOn, async (ids) => {
    for (const r of await readNewEntrants(reader, ids)) {
      // Scored below with its live equity.
      seats.set(r.id, { id: r.id, joinedMs: new Date(r.joinedAt).getTime(), initialEquity: r.initialEquity, storedEquity: r.equity, storedYield: r.yieldRate, score: scoreOf(r.initialEquity, r.equity), rank: 0, pass: 0 });
    }
  });
}

/** The live mark of a symbol as text, read once per pass. */
function marksOf(markOf: (symbol: string) => Dec | undefined): (symbol: string) => string | undefined {
  const marks = new Map<string, string | undefined>();
  return (symbol) => {
    if (!marks.has(symbol)) marks.set(symbol, markOf(symbolCode(symbol))?.toFixed());
    return marks.get(symbol);
  };
}

/**
 * Scores `rows` of pass `pass` at their live marks: a seat new on the board or with a new
 * score joins `moved` (placed again by orderPass, `pass` negated), the others are marked as seen.
 */
function scoreRows(seats: Map<string, Seat>, pass: number, rows: readonly LiveAccount[], markText: (symbol: string) => string | undefined, moved: Seat[]): void {
  for (const r of rows) {
    const seat = seats.get(r.id);
    if (!seat) continue;
    const equity = equityOf(r, positionsPnl(r.positions, markText), seat.storedEquity);
    if (seat.pass === 0 || seat.score.equity !== equity) {
      if (seat.score.equity !== equity) seat.score = scoreOf(seat.initialEquity, equity);
      moved.push(seat);
      seat.pass = -pass;
    } else seat.pass = pass;
  }
}

/**
 * Orders the board after pass `pass` scored its entrants: the `moved` seats are placed again,
 * the others keep their relative order; seats not seen this pass leave the board.
 */
function orderPass(board: Board, pass: number, moved: Seat[]): Seat[] {
  const { seats } = board;
  const kept = board.order.filter((seat) => seat.pass === pass);
  for (const seat of board.order) if (seat.pass !== pass && seat.pass !== -pass) seats.delete(seat.id);
  const order = mergeStandings(kept, moved);
  for (let i = 0; i < order.length; i++) {
    const seat = order[i]!;
    seat.rank = i + 1;
    seat.pass = pass;
  }
  board.order = order;
  return order;
}

/** Writes the yields and equities that moved since the board last stored them, WRITE_PAGE a statement, `goOn` between two. */
function storeYields(db: PrismaClient, order: readonly Seat[], goOn: GoOn): Promise<boolean> {
  // Stored yields are written by this same formatting, so text equality is decimal equality.
  const unstored = order.filter((seat) => seat.storedYield !== seat.score.yieldRate || seat.storedEquity !== seat.score.equity);
  // Written in id order, not rank order: entry ids (cuids) follow the rows' insertion, so a
  // statement's rows share the table's pages. In rank order each statement dirtied pages across
  // the whole table: 1,000 moved yields of 10,000 entrants took 36.9 ms of CPU to store against
  // 20.7 ms in id order (medians of 20 interleaved passes), with that many fewer pages for the
  // write-ahead log and its checkpoint.
  unstored.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return inPages(unstored, goOn, async (page) => {
    const values = JSON.stringify(page.map((seat) => [seat.id, seat.score.yieldRate, seat.score.equity]));
    await db.$transaction((tx) => writeYields(sqlOf(tx), values));
    for (const seat of page) {
      seat.storedYield = seat.score.yieldRate;
      seat.storedEquity = seat.score.equity;
    }
  }, WRITE_PAGE);
}

/**
 * The live boards of the competitions in progress (Board), as the last refresh left them. The
 * ranks are kept here, not written: when a few yields move, most ranks shift, and writing
 * ~10,000 rows every 5 s was half the refresh (npm run bench). The stored `rank` is written
 * once, final, at the end; a restarted server ranks again on its first pass (the job runs
 * when the app is ready). A refresh pauses between its steps (read, seating, scoring, order,
 * write) and between the pages of each (REFRESH_PAGE entrants, WRITE_PAGE for the write; jobs/between-batches.ts: by default twice as long as the step took, so the calls that come in meanwhile run).
 */
export function createLiveBoards(db: PrismaClient, markOf: (symbol: string) => Dec | undefined, pauses: PassPauses = aThirdOfTheLoop) {
  const boards = new Map<string, Board>();
  // One refresh per competition at a time (the job and the QA API's run may overlap): each reads the board the last one left.
  const refreshing = new Map<string, Promise<number>>();

  /** The board of a competition, if it belongs to the database as it is now. */
  const live = (id: string): Board | undefined => {
    const board = boards.get(id);
    return board && board.generation === generationOf(db) ? board : undefined;
  };

  /** The board of a competition for `generation`: a new one when it has none, or one of a database before. */
  const boardOf = (id: string, generation: number): Board => {
    const board = boards.get(id);
    if (board && board.generation === generation) return board;
    const fresh: Board = { generation, pass: 0, seats: new Map(), order: [] };
    boards.set(id, fresh);
    return fresh;
  };

  /**
   * Ranks the entrants of one competition by yield (ranking.ts) on its live board: reads the
   * balances and open positions on the read-only connection, scores the entrants whose equity
   * moved, sorts from the last order, and (with `store`) writes the yields and equities that
   * moved, a statement per page; the ranks stay live. A scenario load or snapshot restore during a
   * pause ends the refresh there (what it read is of the database before; the next pass ranks
   * the new one): 0 ranked.
   */
  async function refreshOnce(id: string, store: boolean): Promise<number> {
    const reader = readerOf(db);
    const generation = generationOf(db);
    const goOn = passOver(db, pauses);
    const rows = await readLive(reader, id, goOn);
    if (!rows || !(await goOn())) return 0;
    const board = boardOf(id, generation);
    if (!(await seatNewEntrants(reader, board.seats, rows, goOn)) || !(await goOn())) return 0;
    const pass = ++board.pass;
    const markText = marksOf(markOf);
    const moved: Seat[] = [];
    if (!(await inPages(rows, goOn, (page) => scoreRows(board.seats, pass, page, markText, moved)))) return 0;
    const order = orderPass(board, pass, moved);
    if (!store) return order.length;
    if (!(await goOn())) return 0;
    return (await storeYields(db, order, goOn)) ? order.length : 0;
  }

  async function refresh(id: string, store = true): Promise<number> {
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
    live,
    refresh,
    /** An entry's rank: live while it takes part, else the stored one. */
    rankOf: (e: { id: string; competitionId: string; status: number; rank: number | null }) =>
      e.status === COMPETITION_STATUS.IN_PROGRESS ? (live(e.competitionId)?.seats.get(e.id)?.rank ?? e.rank) : e.rank,
    /** Drops a competition's board (its final ranking is written). */
    forget: (id: string) => boards.delete(id),
  };
}

export type LiveBoards = ReturnType<typeof createLiveBoards>;
