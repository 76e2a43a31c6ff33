import { PrismaClient, type Prisma } from '../generated/client.ts';
import { attachState } from './connections.ts';
import { SerializedSQLite } from './serialized-adapter.ts';

export * from '../generated/client.ts';
export { databaseUrl } from './database-url.ts';
export { migrate } from './migrate.ts';
export { clearAllTables, resetDatabase } from './reset.ts';
export {
  generationOf,
  isTransactionClient,
  onTransactionEnd,
  openRawConnection,
  readerOf,
  sqlOf,
  swapDatabaseFile,
  vacuumInto,
} from './connections.ts';
export { newId, sqlTime, type Sql, type SqlValue, type SqliteConnection } from './sql.ts';

/** The transaction client handed to `db.$transaction(async (tx) => ...)`. */
export type Tx = Prisma.TransactionClient;

/**
 * Opens the database through the better-sqlite3 driver adapter (no native
 * Prisma engine), in WAL mode with a busy timeout, with transactions and plain
 * queries serialised on the one writer connection (serialized-adapter.ts),
 * and a read-only connection for plain SQL reads (readerOf, connections.ts).
 */
export function createPrismaClient(url: string): PrismaClient {
  const adapter = new SerializedSQLite(url);
  const client = new PrismaClient({
    adapter,
    // Transactions queue behind each other on the one connection: a burst of
    // short ones may wait a while for their turn (maxWait); one transaction
    // holding the database for 10 s is a bug and is rolled back (timeout).
    transactionOptions: { maxWait: 20_000, timeout: 10_000 },
  });
  attachState(client, adapter.state);
  return client;
}
