import type { Prisma } from '../generated/client.ts';
import { sqlOf } from './connections.ts';
import type { SqlValue } from './sql.ts';

/** The most rows one INSERT carries (with 255 columns at most, under SQLite's 32,766 bound values). */
const MAX_ROWS = 128;

/**
 * Inserts rows of `columns` into `table` with plain prepared INSERTs on the transaction's
 * connection (sqlOf), in pieces of power-of-two sizes (1,000 rows: 128 x 7 + 64 + 32 + 8), so a
 * call of any size reuses a few statement texts. For bulk writes where Prisma's createMany is most
 * of the work (1,000 users: about 600 ms of CPU, here about 20 ms). What Prisma fills in on the
 * client is the caller's to give: a cuid() id (newId), an @updatedAt time.
 */
export async function insertRows(tx: Prisma.TransactionClient, table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[]): Promise<void> {
  if (columns.length * MAX_ROWS > 32_766) throw new RangeError(`insertRows: ${columns.length} columns are too many`);
  const sql = sqlOf(tx);
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let at = 0; at < rows.length; ) {
    const piece = Math.min(MAX_ROWS, 2 ** Math.floor(Math.log2(rows.length - at)));
    const chunk = rows.slice(at, at + piece);
    await sql.run(head + Array.from({ length: piece }, () => tuple).join(', '), chunk.flat());
    at += piece;
  }
}
