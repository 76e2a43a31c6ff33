import { updateFromRows, withIdsIn, type DialectSql, type Sql } from '@sandbox/prisma';
import { COMPETITION_STATUS, POSITION_STATUS } from '@sandbox/shared';
import { competitionAccount } from '../../ledger/index.ts';
import { SETTLE_CURRENCY } from '../trading/index.ts';

/*
 * The competition module's plain SQL (sqlOf, readerOf): the live ranking's reads and writes
 * and the end's entry update. A statement SQLite and PostgreSQL write differently is a
 * DialectSql; the database layer's runner sends its own form (docs/databases.md).
 */

/** The prefix of every competition account (`competition:<entry id>`), joined in SQL to the entry id. */
const ACCOUNT_PREFIX = competitionAccount('');

export interface EntrantRow {
  id: string;
  initialEquity: string;
  equity: string;
  joinedAt: string;
  rank: number | null;
  yieldRate: string;
}

export interface BalanceRow {
  id: string;
  available: string | null;
  frozen: string | null;
}

export interface LiveRow extends EntrantRow, BalanceRow {
  userId: string;
}

export interface OpenRow {
  entryId: string;
  symbol: string;
  side: number;
  quantity: string;
  entryPrice: string;
}

/** One entrant of LIVE_ACCOUNTS: its balance (null without a row) and its open positions. */
export interface LiveAccount extends BalanceRow {
  positions: string;
}

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
const OPEN_POSITIONS_SQLITE = `SELECT e."id" AS "entryId", p."symbol", p."side", p."quantity", p."entryPrice" ${POSITIONS_OF_ENTRANTS}`;
// PostgreSQL has no CROSS JOIN ... ON: a plain JOIN.
const OPEN_POSITIONS: DialectSql = { sqlite: OPEN_POSITIONS_SQLITE, postgresql: OPEN_POSITIONS_SQLITE.replace('CROSS JOIN', 'JOIN') };
/*
 * The refresh's read, a page of entrants at a time (board.ts REFRESH_PAGE, by the unique (competitionId,
 * userId) index from the last page's `last` user on): each entrant in progress with its
 * account's balance (empty without one) and its open positions ("symbol:side:quantity:entryPrice;..."),
 * in one statement, so a trade between two reads cannot count its margin twice or not at all
 * (an entrant's money stays on its own account). One text "id,available,frozen,positions,id,..."
 * (ids are cuids, amounts plain decimals, symbols "BTC/USDT"): turning SQLite's values into JS
 * strings one by one is most of a read's cost (the nine columns of LIVE_ENTRANTS took ~35 ms of
 * CPU for 10,000 entrants, this text and its split under 10 ms). The positions subquery is by the
 * user index, bounded by the entrants (`+p."status"`: as OPEN_POSITIONS). PostgreSQL:
 * string_agg(..., ','). The rest of an entry never changes while it runs or is kept on the live
 * board; entrants new to the board are read once with NEW_ENTRANTS.
 */
const LIVE_ACCOUNTS_SQLITE =
  'SELECT group_concat(page."account", \',\') AS "list", max(page."userId") AS "last" FROM (SELECT e."userId", e."id" || \',\' || ' +
  'coalesce(b."available", \'\') || \',\' || coalesce(b."frozen", \'\') || \',\' || coalesce((' +
  'SELECT group_concat(p."symbol" || \':\' || p."side" || \':\' || p."quantity" || \':\' || p."entryPrice", \';\') FROM "Position" p ' +
  'WHERE p."userId" = e."userId" AND p."account" = ? || e."id" AND +p."status" = ?), \'\') AS "account" FROM "CompetitionEntry" e ' +
  'LEFT JOIN "Balance" b ON b."userId" = e."userId" AND b."account" = ? || e."id" AND b."currency" = ? ' +
  'WHERE e."competitionId" = ? AND e."status" = ? AND e."userId" > ? ORDER BY e."userId" LIMIT ?) page';
const LIVE_ACCOUNTS: DialectSql = { sqlite: LIVE_ACCOUNTS_SQLITE, postgresql: LIVE_ACCOUNTS_SQLITE.replaceAll('group_concat(', 'string_agg(') };
const NEW_ENTRANTS = withIdsIn('"id"', (ids) => `SELECT "id", "initialEquity", "equity", "joinedAt", "yieldRate" FROM "CompetitionEntry" WHERE ${ids}`);
// Only entries still in progress: an exit that committed after the read keeps its final figures.
const WRITE_YIELDS = updateFromRows('CompetitionEntry', { yieldRate: 1, equity: 2 }, ' AND "CompetitionEntry"."status" = ?');
const WRITE_RANKS = updateFromRows('CompetitionEntry', { rank: [1, 'integer'], yieldRate: 2, equity: 3 });
const END_ENTRY = 'UPDATE "CompetitionEntry" SET "status" = ?, "reward" = ? WHERE "id" = ?';

/** The entries in progress of a competition (their ids: whose accounts the end closes). */
export const activeEntrants = (sql: Pick<Sql, 'all'>, competitionId: string) =>
  sql.all<{ id: string }>(ACTIVE_ENTRANTS, [competitionId, COMPETITION_STATUS.IN_PROGRESS]);

/** Each entrant in progress with its account's balance (LIVE_ENTRANTS). */
export const liveEntrantRows = (sql: Pick<Sql, 'all'>, competitionId: string) =>
  sql.all<LiveRow>(LIVE_ENTRANTS, [ACCOUNT_PREFIX, SETTLE_CURRENCY, competitionId, COMPETITION_STATUS.IN_PROGRESS]);

/** The open positions of the entrants' accounts, by entry id. */
export const openPositionsOfEntrants = (sql: Pick<Sql, 'all'>, competitionId: string) =>
  sql.all<OpenRow>(OPEN_POSITIONS, [ACCOUNT_PREFIX, POSITION_STATUS.RUNNING, competitionId, COMPETITION_STATUS.IN_PROGRESS]);

/** The entrants of LIVE_ACCOUNTS's text. */
function liveAccounts(list: string): LiveAccount[] {
  if (list === '') return [];
  const parts = list.split(',');
  const rows: LiveAccount[] = [];
  for (let i = 0; i + 3 < parts.length; i += 4) rows.push({ id: parts[i]!, available: parts[i + 1] || null, frozen: parts[i + 2] || null, positions: parts[i + 3]! });
  return rows;
}

/**
 * One page of the refresh's read (LIVE_ACCOUNTS): at most `limit` entrants in progress whose
 * user id follows `after` ('' for the first page), each with its balance and open positions;
 * `last` is the page's last user id, where the next page starts.
 */
export async function readLiveAccounts(sql: Pick<Sql, 'get'>, competitionId: string, after: string, limit: number): Promise<{ rows: LiveAccount[]; last: string }> {
  const args = [ACCOUNT_PREFIX, POSITION_STATUS.RUNNING, ACCOUNT_PREFIX, SETTLE_CURRENCY, competitionId, COMPETITION_STATUS.IN_PROGRESS, after, limit];
  const page = await sql.get<{ list: string | null; last: string | null }>(LIVE_ACCOUNTS, args);
  return { rows: liveAccounts(page?.list ?? ''), last: page?.last ?? after };
}

/** The stored figures of entries new to a live board. */
export const readNewEntrants = (sql: Pick<Sql, 'all'>, ids: readonly string[]) => sql.all<EntrantRow>(NEW_ENTRANTS, [JSON.stringify(ids)]);

/** Writes the yields and equities of entries still in progress, `values` a JSON array of [id, yield, equity]. */
export const writeYields = (sql: Pick<Sql, 'run'>, values: string) => sql.run(WRITE_YIELDS, [values, COMPETITION_STATUS.IN_PROGRESS]);

/** Writes ranks, yields and equities in one statement: `values` [[id, rank, yield, equity], ...]. */
export const writeRanks = (sql: Pick<Sql, 'run'>, values: readonly (readonly [string, number, string, string])[]) => sql.run(WRITE_RANKS, [JSON.stringify(values)]);

/** Ends one entry with its reward (null without one). */
export const endEntry = (sql: Pick<Sql, 'run'>, id: string, reward: string | null) => sql.run(END_ENTRY, [COMPETITION_STATUS.ENDED, reward, id]);
