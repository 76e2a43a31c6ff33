import { PrismaClient, type Prisma } from '../generated/client.ts';
import { PrismaClient as PgPrismaClient } from '../generated-pg/client.ts';
import { attachState } from './connections.ts';
import { isPostgresUrl } from './database-url.ts';
import { SerializedPg } from './pg-adapter.ts';
import { SerializedSQLite } from './serialized-adapter.ts';

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
  vacuumInto,
} from './connections.ts';
export { newId, numberPlaceholders, sqlTime, type Sql, type SqlValue, type SqliteConnection } from './sql.ts';

/** The transaction client handed to `db.$transaction(async (tx) => ...)`. */
export type Tx = Prisma.TransactionClient;

// Transactions queue behind each other (one writer on SQLite, one transaction at a time per
// process on PostgreSQL: pg-adapter.ts): a burst of short ones may wait a while for their turn
// (maxWait); one transaction holding the database for 10 s is a bug and is rolled back (timeout).
const transactionOptions = { maxWait: 20_000, timeout: 10_000 };

/**
 * Opens the database named by `url`: a PostgreSQL URL (`postgresql://`, `postgres://`)
 * through Prisma's pg adapter and the client generated from the derived PostgreSQL schema
 * (prisma/generate.mjs), typed as the SQLite client (the models are the same); anything
 * else as a SQLite file, as below.
 *
 * SQLite: opens the database through the better-sqlite3 driver adapter (no native
 * Prisma engine), in WAL mode with a busy timeout, with transactions and plain
 * queries serialised on the one writer connection (serialized-adapter.ts),
 * and a read-only connection for plain SQL reads (readerOf, connections.ts).
 */
export function createPrismaClient(url: string): PrismaClient {
  if (isPostgresUrl(url)) {
    const adapter = new SerializedPg(url);
    const client = new PgPrismaClient({ adapter, transactionOptions }) as unknown as PrismaClient;
    attachState(client, adapter.state);
    return client;
  }
  const adapter = new SerializedSQLite(url);
  const client = new PrismaClient({ adapter, transactionOptions });
  attachState(client, adapter.state);
  return client;
}
