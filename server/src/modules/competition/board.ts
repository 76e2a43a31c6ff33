import { generationOf, readerOf, sqlOf, type PrismaClient, type Sql } from '@sandbox/prisma';
import { COMPETITION_STATUS } from '@sandbox/shared';
import { aThirdOfTheLoop, passOver, type PassPauses } from '../../jobs/between-batches.ts';
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

/** Seats the entrants new to the board with their stored figures; `pass` 0 marks them as not yet on its order. */
async function seatNewEntrants(reader: Pick<Sql, 'all'>, seats: Map<string, Seat>, rows: readonly LiveAccount[]): Promise<void> {
  const fresh = rows.filter((r) => !seats.has(r.id));
  if (fresh.length === 0) return;
  for (const r of await readNewEntrants(reader, fresh.map((f) => f.id))) {
    // Scored below with its live equity.
    seats.set(r.id, { id: r.id, joinedMs: new Date(r.joinedAt).getTime(), initialEquity: r.initialEquity, storedEquity: r.equity, storedYield: r.yieldRate, score: scoreOf(r.initialEquity, r.equity), rank: 0, pass: 0 });
  }
}

/**
 * Scores this pass's entrants at `markOf` and orders the board again: the seats whose equity
 * moved (or new ones) are placed again, the others keep their relative order; seats not seen
 * this pass leave the board.
 */
function rankPass(board: Board, rows: readonly LiveAccount[], markOf: (symbol: string) => Dec | undefined): Seat[] {
  const { seats } = board;
  const pass = ++board.pass;
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
  return order;
}

/** Writes the yields and equities that moved since the board last stored them, in one statement. */
async function storeYields(db: PrismaClient, order: readonly Seat[]): Promise<void> {
  // Stored yields are written by this same formatting, so text equality is decimal equality.
  const unstored = order.filter((seat) => seat.storedYield !== seat.score.yieldRate || seat.storedEquity !== seat.score.equity);
  if (unstored.length === 0) return;
  const values = JSON.stringify(unstored.map((seat) => [seat.id, seat.score.yieldRate, seat.score.equity]));
  await db.$transaction((tx) => writeYields(sqlOf(tx), values));
  for (const seat of unstored) {
    seat.storedYield = seat.score.yieldRate;
    seat.storedEquity = seat.score.equity;
  }
}

/**
 * The live boards of the competitions in progress (Board), as the last refresh left them. The
 * ranks are kept here, not written: when a few yields move, most ranks shift, and writing
 * ~10,000 rows every 5 s was half the refresh (npm run bench). The stored `rank` is written
 * once, final, at the end; a restarted server ranks again on its first pass (the job runs
 * when the app is ready). A refresh pauses between its read, its ranking and its write
 * (jobs/between-batches.ts: by default twice as long as the step took, so the calls that come in meanwhile run).
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

  /**
   * Ranks the entrants of one competition by yield (ranking.ts) on its live board: reads the
   * balances and open positions on the read-only connection, scores the entrants whose equity
   * moved, sorts from the last order, and (with `store`) writes the yields and equities that
   * moved in one statement; the ranks stay live. A scenario load or snapshot restore during a
   * pause ends the refresh there (what it read is of the database before; the next pass ranks
   * the new one): 0 ranked.
   */
  async function refreshOnce(id: string, store: boolean): Promise<number> {
    const reader = readerOf(db);
    const generation = generationOf(db);
    const goOn = passOver(db, pauses);
    const rows = await readLiveAccounts(reader, id);
    if (!(await goOn())) return 0;
    let board = boards.get(id);
    if (!board || board.generation !== generation) boards.set(id, (board = { generation, pass: 0, seats: new Map(), order: [] }));
    await seatNewEntrants(reader, board.seats, rows);
    if (!(await goOn())) return 0;
    const order = rankPass(board, rows, markOf);
    if (!store) return order.length;
    if (!(await goOn())) return 0;
    await storeYields(db, order);
    return order.length;
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
