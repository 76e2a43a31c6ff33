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
  const tables = await tablesInDeletionOrder(tx);
  if (dialectOf(tx) === 'postgresql') {
    // One TRUNCATE: PostgreSQL takes the foreign keys among the listed tables itself. Listed
    // children first, the order its locks are taken in, which is the order a single insert
    // takes them (its own table, then the parent its foreign key checks): no deadlock with one.
    if (tables.length > 0) await tx.$executeRawUnsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
  } else {
    for (const table of tables) await tx.$executeRawUnsafe(`DELETE FROM "${table}"`);
  }
  // Caches of rows (sessions) start over once the wipe commits.
  markWiped(tx);
}

/**
 * The application's tables, each before every table its foreign keys point at (children
 * first: the order to delete in; reversed, the order to insert in), from the live foreign
 * keys on either database, so new models need no change here.
 */
export async function tablesInDeletionOrder(db: PrismaClient | Prisma.TransactionClient): Promise<string[]> {
  const tables = await tableNames(db);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  if (dialectOf(db) === 'postgresql') {
    const keys = await db.$queryRawUnsafe<{ child: string; parent: string }[]>(
      `SELECT ch.relname::text AS child, pa.relname::text AS parent FROM pg_constraint c
         JOIN pg_class ch ON ch.oid = c.conrelid JOIN pg_class pa ON pa.oid = c.confrelid
         JOIN pg_namespace n ON n.oid = ch.relnamespace
       WHERE c.contype = 'f' AND n.nspname = current_schema()`,
    );
    for (const k of keys) if (k.child !== k.parent) parents.get(k.child)?.add(k.parent);
  } else {
    for (const table of tables) {
      const keys = await db.$queryRawUnsafe<{ table: string }[]>(`PRAGMA foreign_key_list("${table}")`);
      for (const k of keys) if (k.table !== table) parents.get(table)!.add(k.table);
    }
  }
  return deletionOrder(tables, parents);
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
