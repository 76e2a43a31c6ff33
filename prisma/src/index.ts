import { PrismaClient, type Prisma } from '../generated/client.ts';
import { PrismaClient as PgPrismaClient } from '../generated-pg/client.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { attachState } from './connections.ts';
import { isPostgresUrl } from './database-url.ts';
import { isWriteConflict } from './failures.ts';
import { SerializedPg } from './pg-adapter.ts';
import { SerializedSQLite, type ConnectionState } from './serialized-adapter.ts';

export * from '../generated/client.ts';
export { databaseUrl, isPostgresUrl } from './database-url.ts';
export { migrate } from './migrate.ts';
export { clearAllTables, resetDatabase, tableNames, tablesInDeletionOrder } from './reset.ts';
export {
  dialectOf,
  generationOf,
  isTransactionClient,
  markReplaced,
  onTransactionEnd,
  openPgConnection,
  openPgPool,
  openRawConnection,
  readerOf,
  sqlOf,
  swapDatabaseFile,
  transactionRetries,
  vacuumInto,
  writerWanted,
} from './connections.ts';
export { isDatabaseUnavailable, isWriteConflict, WriteConflictError } from './failures.ts';
export { insertRows } from './insert-rows.ts';
export { newId } from './new-id.ts';
export { numberPlaceholders } from './pg-sql.ts';
export { sqlTime, updateFromRows, withIdsIn, type DialectSql, type RowValue, type Sql, type SqlText, type SqlValue } from './sql.ts';
export type { SqliteConnection } from './sqlite-sql.ts';

/** The transaction client handed to `db.$transaction(async (tx) => ...)`. */
export type Tx = Prisma.TransactionClient;

// Transactions queue behind each other (one writer on SQLite, one transaction at a time per
// process on PostgreSQL: pg-adapter.ts): a burst of short ones may wait a while for their turn
// (maxWait); one transaction holding the database for 10 s is a bug and is rolled back (timeout).
const transactionOptions = { maxWait: 20_000, timeout: 10_000 };

/** Runs of one interactive transaction that meets other processes' writes before its caller gets the conflict. */
export const TRANSACTION_ATTEMPTS = 6;

/**
 * Interactive transactions (`db.$transaction(async (tx) => ...)`) that fail on a write conflict
 * (failures.ts: the ledger's version guard, a PostgreSQL deadlock or serialization failure) run
 * again, up to TRANSACTION_ATTEMPTS times with a growing random pause: only another process on
 * the same database (a second API instance, the QA CLI) can cause one, and the failed run
 * changed nothing, so its caller should see the second run's answer, not the conflict.
 * A callback may therefore run more than once: effects outside the database belong in
 * onTransactionEnd hooks, which a failed run calls with `committed` false.
 * Batch transactions (`$transaction([...])`) pass through unchanged.
 */
function retryWriteConflicts(client: PrismaClient, state: ConnectionState): void {
  const run = client.$transaction.bind(client) as (arg: unknown, options?: unknown) => Promise<unknown>;
  const retrying = async (callback: unknown, options?: unknown) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await run(callback, options);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isWriteConflict(error)) throw error;
        state.transactionRetries++;
        // 2-4 ms, then 4-8, 8-16...: the other transaction is usually a few milliseconds long.
        await sleep(2 ** attempt * (1 + Math.random()));
      }
    }
  };
  // Configurable, as a method found on the class is: the transaction client is a proxy of this
  // client that hides $transaction, which a proxy may only do for a configurable property.
  Object.defineProperty(client, '$transaction', {
    configurable: true,
    writable: true,
    value: (arg: unknown, options?: unknown) => (typeof arg === 'function' ? retrying(arg, options) : run(arg, options)),
  });
}

/**
 * Opens the database named by `url`: a PostgreSQL URL (`postgresql://`, `postgres://`)
 * through Prisma's pg adapter and the client generated from the derived PostgreSQL schema
 * (prisma/generate.mjs), typed as the SQLite client (the models are the same); anything
 * else as a SQLite file, as below.
 *
 * SQLite: opens the database through the better-sqlite3 driver adapter (no native
 * Prisma engine), in WAL mode, another process's write lock waited for on a timer
 * (beginImmediate), with transactions and plain
 * queries serialised on the one writer connection (serialized-adapter.ts),
 * and a read-only connection for plain SQL reads (readerOf, connections.ts).
 */
export function createPrismaClient(url: string): PrismaClient {
  if (isPostgresUrl(url)) {
    const adapter = new SerializedPg(url);
    const client = new PgPrismaClient({ adapter, transactionOptions }) as unknown as PrismaClient;
    attachState(client, adapter.state);
    retryWriteConflicts(client, adapter.state);
    return client;
  }
  const adapter = new SerializedSQLite(url);
  const client = new PrismaClient({ adapter, transactionOptions });
  attachState(client, adapter.state);
  retryWriteConflicts(client, adapter.state);
  return client;
}
