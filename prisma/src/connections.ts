import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type pg from 'pg';
import type { Prisma, PrismaClient } from '../generated/client.ts';
import type { ConnectionState } from './serialized-adapter.ts';
import { isPostgresUrl } from './database-url.ts';
import { loadPgDriver, pgPoolSize } from './pg-adapter.ts';
import { pgSqlOver } from './pg-sql.ts';
import { sqliteText, type Sql } from './sql.ts';
import { asSqliteConnection, sqlOver, type SqliteConnection, type StatementCache } from './sqlite-sql.ts';

/**
 * The connection state of a client made by createPrismaClient, kept on the
 * client under a private symbol. Prisma's transaction clients are proxies of
 * the client, so a `tx` finds the same state.
 */
const STATE = Symbol('@sandbox/prisma connections');
// Prisma's transaction clients carry their scope under this symbol (`kind: 'nested'`); the top-level client has none.
const TX_SCOPE = Symbol.for('prisma.client.transaction.scope_context');

type Client = PrismaClient | Prisma.TransactionClient;

export function attachState(client: PrismaClient, state: ConnectionState): void {
  Object.defineProperty(client, STATE, { value: state });
}

function stateOf(client: Client): ConnectionState {
  const state = (client as unknown as Record<symbol, ConnectionState | undefined>)[STATE];
  if (!state) throw new RangeError('@sandbox/prisma: this client was not made by createPrismaClient');
  return state;
}

/** True for the client handed to `db.$transaction(async (tx) => ...)`. */
export function isTransactionClient(client: object): client is Prisma.TransactionClient {
  return ((client as Record<symbol, { kind?: string } | undefined>)[TX_SCOPE])?.kind === 'nested';
}

/**
 * Plain SQL inside the caller's interactive transaction: the statements run
 * on the writer connection that transaction holds (the adapter lets only one
 * transaction hold it at a time), so they commit or roll back with everything
 * else the transaction wrote. PostgreSQL: the transaction's own connection,
 * through the driver adapter's transaction (pg-sql.ts PgQueryable).
 */
export function sqlOf(tx: Prisma.TransactionClient): Sql {
  if (!isTransactionClient(tx)) throw new RangeError('@sandbox/prisma: sqlOf needs the transaction client of db.$transaction');
  const state = stateOf(tx);
  if (state.dialect === 'postgresql') {
    // Transactions of one process run one at a time (pg-adapter.ts): this one is the one
    // running until the count moves on. (Prisma would refuse too, with a less clear message.)
    const mine = state.transactions;
    const transaction = state.pgTransaction;
    if (!transaction) throw new Error('@sandbox/prisma: the transaction of this client has ended');
    return pgSqlOver(
      () => transaction,
      () => {
        if (!state.inTransaction || state.transactions !== mine) throw new Error('@sandbox/prisma: the transaction of this client has ended');
      },
    );
  }
  return sqlOver(() => {
    const writer = state.writer;
    // Checked on every statement: after COMMIT the same `tx` must not write outside its transaction.
    if (!writer || !state.inTransaction || !writer.connection.inTransaction)
      throw new Error('@sandbox/prisma: the transaction of this client has ended');
    return writer;
  });
}

/**
 * Plain SQL on the read-only connection, for reads outside a transaction.
 * Each statement sees the last committed state (WAL) and never waits for the
 * writer; two statements may see two different states, so a caller that needs
 * one snapshot for several figures reads them in one statement.
 */
export function readerOf(db: PrismaClient): Sql {
  let sql = readers.get(db);
  if (!sql) {
    sql = openReader(db);
    readers.set(db, sql);
  }
  return sql;
}

const readers = new WeakMap<PrismaClient, Sql>();

function openReader(db: PrismaClient): Sql {
  const state = stateOf(db);
  // PostgreSQL: the pool's connections, each statement under READ COMMITTED sees the last commit.
  if (state.dialect === 'postgresql') {
    const sql = pgSqlOver(async () => {
      // Prisma connects on its first query; a read may come first.
      if (!state.pgPool) await db.$connect();
      if (!state.pgPool) throw new Error('@sandbox/prisma: the database is disconnected');
      return state.pgPool;
    });
    return { ...sql, forUpdate: '', run: () => Promise.reject(new RangeError('@sandbox/prisma: the read-only connection does not write')) };
  }
  let connecting: Promise<void> | undefined;
  const reader = async (): Promise<StatementCache> => {
    // The file is being replaced (a snapshot restore): read the new one.
    while (state.reopening) await state.reopening;
    // Prisma connects on its first query; a read may come first.
    if (!state.reader) await (connecting ??= db.$connect());
    if (!state.reader) throw new Error('@sandbox/prisma: the database is disconnected');
    return state.reader;
  };
  return {
    dialect: 'sqlite',
    forUpdate: '',
    all: async (sql, params) => (state.reader ?? (await reader())).all(sqliteText(sql), params),
    arrays: async (sql, params) => (state.reader ?? (await reader())).arrays(sqliteText(sql), params),
    get: async (sql, params) => (state.reader ?? (await reader())).get(sqliteText(sql), params),
    run: async () => {
      throw new RangeError('@sandbox/prisma: the read-only connection does not write');
    },
  };
}

/**
 * Runs `hook` once the caller's transaction has ended, with whether it
 * committed: for caches that must forget a row only once its change is
 * visible to other readers (before that a reader would load the old row again).
 */
export function onTransactionEnd(tx: Prisma.TransactionClient, hook: (committed: boolean) => void): void {
  if (!isTransactionClient(tx)) throw new RangeError('@sandbox/prisma: onTransactionEnd needs the transaction client of db.$transaction');
  const state = stateOf(tx);
  if (!state.inTransaction) throw new Error('@sandbox/prisma: the transaction of this client has ended');
  state.transactionEndHooks.push(hook);
}

/** How many times every table was wiped (a scenario load) since the client opened; caches of rows compare it. */
export function generationOf(db: Client): number {
  return stateOf(db).generation;
}

/**
 * Whether a transaction or query of `db` waits for its writer now: a long write ends its
 * transaction early and takes the rest up in the next, so the call waits for a step, not a batch.
 */
export function writerWanted(db: Client): boolean {
  const lock = stateOf(db).lock;
  return lock !== undefined && lock.waiting > 0;
}

/** Called by clearAllTables inside its transaction: the generation moves on once the wipe commits. */
export function markWiped(tx: Prisma.TransactionClient): void {
  const state = stateOf(tx);
  onTransactionEnd(tx, (committed) => {
    if (committed) state.generation++;
  });
}

/**
 * Another instance replaced every table (its scenario load or snapshot restore): caches of
 * rows here start over too, as after a wipe of our own.
 */
export function markReplaced(db: PrismaClient): void {
  stateOf(db).generation++;
}

/**
 * Replaces the database under an open client (a QA snapshot restore): the running
 * transaction or query ends, the next ones wait while both connections close, `replace`
 * swaps the files, and the connections open again on the new file. Caches of rows start
 * over (generationOf moves on). No other process may hold the file meanwhile.
 */
export async function swapDatabaseFile(db: PrismaClient, replace: () => void): Promise<void> {
  const state = stateOf(db);
  if (state.dialect !== 'sqlite') throw new RangeError('@sandbox/prisma: swapping the database file is for SQLite only');
  // Prisma connects on its first query; a restore may come first.
  if (!state.writer) await db.$connect();
  if (!state.reopen) throw new Error('@sandbox/prisma: the database is disconnected');
  await state.reopen(replace);
}

/**
 * Points a disconnected PostgreSQL client at another database (its next query connects there),
 * keeping what the client has learnt, such as its query plans: the test harness's way to hand a
 * client from one test's database to the next one's (test-db.ts).
 */
export function retargetPgClient(db: PrismaClient, url: string): void {
  const state = stateOf(db);
  if (!state.retarget) throw new RangeError('@sandbox/prisma: only a PostgreSQL client is pointed at another database');
  state.retarget(url);
}

/**
 * Writes a compact copy of the database to `file` with `VACUUM INTO`, on a connection of
 * its own: one read transaction, so the copy is one committed state, and in WAL mode the
 * writer goes on meanwhile. (The read-only connection cannot: query_only refuses VACUUM.)
 */
export async function vacuumInto(url: string, file: string): Promise<void> {
  if (isPostgresUrl(url)) throw new RangeError('@sandbox/prisma: VACUUM INTO is for SQLite only');
  const adapter = await new PrismaBetterSqlite3({ url, timeout: 5000 }).connect();
  const connection = asSqliteConnection((adapter as unknown as { client: unknown }).client);
  try {
    connection.prepare('VACUUM INTO ?').run(file);
  } finally {
    connection.close();
  }
}

/**
 * A bare better-sqlite3 connection to the database, outside Prisma entirely:
 * the benchmark's ceiling for a query (`npm run bench`).
 */
export async function openRawConnection(url: string): Promise<SqliteConnection> {
  if (isPostgresUrl(url)) throw new RangeError('@sandbox/prisma: openRawConnection is for SQLite only');
  const adapter = await new PrismaBetterSqlite3({ url, timeout: 5000 }).connect();
  const connection = asSqliteConnection((adapter as unknown as { client: unknown }).client);
  connection.exec('PRAGMA query_only = ON;');
  return connection;
}

/**
 * A bare node-postgres connection outside Prisma and its pool: a transaction of its own that
 * the process's other transactions do not queue behind (a QA snapshot save), or the
 * benchmark's ceiling for a query. The caller ends it.
 */
export async function openPgConnection(url: string): Promise<pg.Client> {
  if (!isPostgresUrl(url)) throw new RangeError('@sandbox/prisma: openPgConnection is for PostgreSQL only');
  const client = new (loadPgDriver().Client)({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * A node-postgres pool outside Prisma, as large as the app's (DATABASE_POOL_SIZE, default 10):
 * the benchmark's ceiling for a query under concurrent load. The caller ends it.
 */
export function openPgPool(url: string): pg.Pool {
  if (!isPostgresUrl(url)) throw new RangeError('@sandbox/prisma: openPgPool is for PostgreSQL only');
  return new (loadPgDriver().Pool)({ connectionString: url, max: pgPoolSize() });
}

/** How many interactive transactions of this client ran again after a write conflict (the bench's share of retries). */
export function transactionRetries(db: Client): number {
  return stateOf(db).transactionRetries;
}

/** Which database a client made by createPrismaClient speaks, for the few statements written per dialect. */
export function dialectOf(db: Client): 'sqlite' | 'postgresql' {
  return stateOf(db).dialect;
}
