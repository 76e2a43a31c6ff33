import { createRequire } from 'node:module';

/*
 * Which SQL statements a test file runs on SQLite: the evidence `npm run test:pg` uses to run
 * only the files that together run every statement on PostgreSQL (scripts/src/pg-selection.ts).
 * Prisma's SQLite adapter and the plain-SQL paths (sqlite-sql.ts) both prepare every statement through
 * better-sqlite3's `prepare`, so one wrapper around it sees them all. Statements are kept in
 * the shape `normalizeStatement` gives them: a list of any length is one statement.
 */

interface Prepares {
  prepare(sql: string): unknown;
}

const seen = new Set<string>();
let installed = false;

/** The start of a test's own SQL (reading the state it checks): not the product's, not recorded. */
export const TEST_HARNESS_SQL = '/* test harness */';

/**
 * A statement in the shape that counts: lists of placeholders (`IN (?, ?)`, multi-row VALUES)
 * folded, so their length does not count, and an UPDATE's list of `column = ?` folded, so which
 * optional fields a call sets does not count (each column's type is bound by other statements).
 */
export function normalizeStatement(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\?(?: ?, ?\?)+/g, '?+')
    .replace(/\((\?\+?)\)(?: ?, ?\(\1\))+/g, '($1)+')
    .replace(/ SET (?:[`"]\w+[`"] = \?(?:, )?)+ WHERE /g, ' SET ... WHERE ');
}

/** Starts recording (once per process; later calls do nothing). */
export function recordStatements(): void {
  if (installed) return;
  installed = true;
  const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@prisma/adapter-better-sqlite3'));
  const Database = fromAdapter('better-sqlite3') as { prototype: Prepares };
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (this: Prepares, sql: string) {
    if (!sql.startsWith(TEST_HARNESS_SQL)) seen.add(normalizeStatement(sql));
    return prepare.call(this, sql);
  };
}

/** The statements recorded since the last call, and a fresh start. */
export function takeStatements(): string[] {
  const statements = [...seen].sort();
  seen.clear();
  return statements;
}
