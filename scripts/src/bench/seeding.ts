/** What the benches that seed a book or a database share. */
import { sqlOf, type SqlValue, type Tx } from '@sandbox/prisma';

/** Deterministic PRNG (mulberry32), so every run measures the same book. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Inserts rows of `columns` with plain prepared INSERTs of up to 100 rows (one statement per size). */
export async function insertRows(tx: Tx, table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
  const sql = sqlOf(tx);
  const row = `(${columns.map(() => '?').join(', ')})`;
  const head = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES `;
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100);
    await sql.run(head + chunk.map(() => row).join(', '), chunk.flat());
  }
}
