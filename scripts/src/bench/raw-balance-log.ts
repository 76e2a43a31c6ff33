/**
 * The balance-log page through a bare driver in the bench server's process, outside Prisma
 * and the app: the ceiling the app's list is measured against. The very statement the app
 * runs (logPageStatement), prepared once: better-sqlite3 on SQLite; on PostgreSQL a
 * node-postgres pool as large as the app's with a named (prepared) statement.
 */
import { isPostgresUrl, numberPlaceholders, openPgPool, openRawConnection } from '@sandbox/prisma';
import { logPageStatement } from '@sandbox/server/ledger';

export interface RawBalanceLog {
  /** Named in the bench's row. */
  driver: string;
  /** The newest 10 rows (and the total) of a user's log. */
  page(userId: string): Promise<unknown[]>;
  userIdOf(account: string): Promise<string>;
  close(): Promise<void>;
}

const PAGE = logPageStatement({ userId: '?' }, { skip: 0, take: 10 }).sql;
const USER_ID = 'SELECT "id" FROM "User" WHERE "account" = ?';

export async function openRawBalanceLog(url: string): Promise<RawBalanceLog> {
  if (isPostgresUrl(url)) {
    const pool = openPgPool(url);
    const page = { name: 'bench-balance-log', text: numberPlaceholders(PAGE) };
    return {
      driver: 'raw node-postgres (pool of the app\'s size, prepared)',
      page: async (userId) => (await pool.query({ ...page, values: [userId, userId, 10, 0] })).rows,
      userIdOf: async (account) => (await pool.query<{ id: string }>(numberPlaceholders(USER_ID), [account])).rows[0]!.id,
      close: () => pool.end(),
    };
  }
  const raw = await openRawConnection(url);
  const page = raw.prepare(PAGE).safeIntegers(false);
  return {
    driver: 'raw better-sqlite3',
    page: async (userId) => page.all(userId, userId, 10, 0),
    userIdOf: async (account) => (raw.prepare(USER_ID).get(account) as { id: string }).id,
    close: async () => raw.close(),
  };
}
