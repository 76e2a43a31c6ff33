import type { Prisma, PrismaClient } from '../generated/client.ts';
import { dialectOf, markWiped } from './connections.ts';

/**
 * Deletes every row of every table except Prisma's migration table, children
 * before parents (the order comes from the live foreign keys, so new models
 * need no change here). One transaction: all or nothing.
 */
export async function resetDatabase(db: PrismaClient): Promise<void> {
  await db.$transaction((tx) => clearAllTables(tx), { timeout: 30_000 });
}

/** The application's tables (not Prisma's migration table), sorted by name, on either database. */
export async function tableNames(db: PrismaClient | Prisma.TransactionClient): Promise<string[]> {
  // ::text: the pg adapter cannot read PostgreSQL's `name` type (prisma/orm#27403).
  const sql =
    dialectOf(db) === 'postgresql'
      ? "SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE '\\_prisma\\_%' ORDER BY tablename"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%' ORDER BY name";
  return (await db.$queryRawUnsafe<{ name: string }[]>(sql)).map((t) => t.name);
}

/** resetDatabase inside the caller's transaction (a scenario load wipes and fills atomically). */
export async function clearAllTables(tx: Prisma.TransactionClient): Promise<void> {
  if (dialectOf(tx) === 'postgresql') {
    // One TRUNCATE of every table of the schema: PostgreSQL orders the foreign keys itself.
    const tables = await tableNames(tx);
    if (tables.length > 0) await tx.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
    markWiped(tx);
    return;
  }
  const tables = (
    await tx.$queryRawUnsafe<{ name: string }[]>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_prisma_%'",
    )
  ).map((t) => t.name);
  const parents = new Map<string, Set<string>>();
  for (const table of tables) {
    const keys = await tx.$queryRawUnsafe<{ table: string }[]>(
      `PRAGMA foreign_key_list("${table}")`,
    );
    parents.set(table, new Set(keys.map((k) => k.table).filter((p) => p !== table)));
  }
  for (const table of deletionOrder(tables, parents))
    await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
  // Caches of rows (sessions) start over once the wipe commits.
  markWiped(tx);
}

/** Tables ordered so that each comes after every table that references it. */
export function deletionOrder(tables: string[], parents: Map<string, Set<string>>): string[] {
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    // A table is free once no remaining table points at it.
    const free = [...left].filter(
      (t) => ![...left].some((other) => other !== t && parents.get(other)?.has(t)),
    );
    if (free.length === 0) throw new Error(`foreign-key cycle among: ${[...left].join(', ')}`);
    for (const t of free.sort()) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}
