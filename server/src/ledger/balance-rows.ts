import { newId, WriteConflictError, type Sql, type SqlValue } from '@sandbox/prisma';
import type { BalanceKey } from './types.ts';
import { fromUnits, toUnits } from './units.ts';

/*
 * The balance rows as postAll and postBulk read and write them, in plain SQL on the caller's
 * transaction (sqlOf): each touched balance read once (created at zero where missing) and written
 * once, guarded by its version, and rows inserted in pieces of a few fixed sizes.
 */

/** What a currency code looks like (a check of both posting paths). */
export const CURRENCY = /^[A-Z0-9]{2,12}$/;

/** One touched balance during a call: the stored row and the running sums of its entries. */
export interface Running {
  key: BalanceKey;
  id: string;
  version: number;
  available: bigint;
  frozen: bigint;
}

interface BalanceRow {
  id: string;
  userId: string;
  account: string;
  currency: string;
  available: string;
  frozen: string;
  version: number;
}

/*
 * Statements of a variable number of rows are built for a few sizes only, each prepared once
 * (the database layer's runners cache them by text): the balances of a call are read and written in shapes padded to
 * a power of two, and the log rows are inserted in pieces of those sizes (2,400 rows: 2,048 +
 * 256 + 64 + 32), so a call of any size reuses at most a dozen statements per kind.
 */
const MAX_ROWS = 2048;
/** The power of two at or above `rows` (at most MAX_ROWS). */
const shapeOf = (rows: number) => Math.min(MAX_ROWS, 2 ** Math.ceil(Math.log2(Math.max(rows, 1))));
/** The largest power of two at or below `rows` (at most MAX_ROWS). */
const pieceOf = (rows: number) => Math.min(MAX_ROWS, 2 ** Math.floor(Math.log2(rows)));

const statements = new Map<string, string>();
/** The text of a statement for `rows` rows, built once per kind and size. */
function textOf(kind: string, rows: number, build: (rows: number) => string): string {
  const name = `${kind} ${rows}`;
  let text = statements.get(name);
  if (text === undefined) statements.set(name, (text = build(rows)));
  return text;
}
export const tuples = (rows: number, tuple: string) => Array.from({ length: rows }, () => tuple).join(', ');

const BALANCE_COLUMNS = '"id", "userId", "account", "currency", "available", "frozen", "version"';
// Row values: SQLite 3.15+ and PostgreSQL both look each one up in the (userId, account, currency) unique index.
// Locked (PostgreSQL) in id order, so two transactions that touch the same balances wait for each other instead of deadlocking.
const selectBalances = (forUpdate: string) => (rows: number) =>
  `SELECT ${BALANCE_COLUMNS} FROM "Balance" WHERE ("userId", "account", "currency") IN (VALUES ${tuples(rows, '(?, ?, ?)')}) ORDER BY "id"${forUpdate}`;
// A concurrent creator of the same row (another process: this one has one writer) makes this a no-op, and the SELECT after it finds the row.
const CREATE_BALANCE =
  'INSERT INTO "Balance" ("id", "userId", "account", "currency", "available", "frozen", "version", "createdAt", "updatedAt") ' +
  "VALUES (?, ?, ?, ?, '0', '0', 0, ?, ?) ON CONFLICT (\"userId\", \"account\", \"currency\") DO NOTHING";
const UPDATE_BALANCE =
  'UPDATE "Balance" SET "available" = ?, "frozen" = ?, "version" = "version" + 1, "updatedAt" = ? WHERE "id" = ? AND "version" = ?';
// Several balances in one statement (UPDATE ... FROM, SQLite 3.33+ and PostgreSQL), each guarded by its version.
const updateBalances = (rows: number) =>
  `WITH v("id", "version", "available", "frozen") AS (VALUES ${tuples(rows, '(?, ?, ?, ?)')}) ` +
  'UPDATE "Balance" SET "available" = v."available", "frozen" = v."frozen", "version" = "Balance"."version" + 1, "updatedAt" = ? ' +
  'FROM v WHERE "Balance"."id" = v."id" AND "Balance"."version" = v."version"';

/** A balance's key as one text: the key of a call's maps of balances. */
export const nameOf = (k: BalanceKey) => `${k.userId}\u0000${k.account}\u0000${k.currency}`;

/** Reads the rows of `keys` (MAX_ROWS at most), padded with the last key to a shape. */
async function readBalances(sql: Sql, keys: readonly BalanceKey[]): Promise<BalanceRow[]> {
  const shape = shapeOf(keys.length);
  const params: SqlValue[] = [];
  for (let i = 0; i < shape; i++) {
    const k = keys[Math.min(i, keys.length - 1)]!;
    params.push(k.userId, k.account, k.currency);
  }
  return sql.all<BalanceRow>(textOf(`select${sql.forUpdate}`, shape, selectBalances(sql.forUpdate)), params);
}

/** The balances of `keys`, created (at zero) where missing. */
export async function loadBalances(sql: Sql, keys: readonly BalanceKey[], now: Date): Promise<Map<string, Running>> {
  const found = new Map<string, Running>();
  const take = (rows: readonly BalanceRow[]) => {
    for (const r of rows) {
      const key = { userId: r.userId, account: r.account, currency: r.currency } as BalanceKey;
      found.set(nameOf(key), {
        key, id: r.id, version: r.version,
        available: toUnits(r.available, 'stored available'), frozen: toUnits(r.frozen, 'stored frozen'),
      });
    }
  };
  for (let i = 0; i < keys.length; i += MAX_ROWS) take(await readBalances(sql, keys.slice(i, i + MAX_ROWS)));
  const missing = keys.filter((k) => !found.has(nameOf(k)));
  if (missing.length > 0) {
    for (const k of missing) await sql.run(CREATE_BALANCE, [newId(), k.userId, k.account, k.currency, now, now]);
    for (let i = 0; i < missing.length; i += MAX_ROWS) take(await readBalances(sql, missing.slice(i, i + MAX_ROWS)));
  }
  return found;
}

/** Writes each balance's final sums, guarded by the version read in this transaction. */
export async function writeBalances(sql: Sql, balances: readonly Running[], now: Date): Promise<void> {
  if (balances.length === 1) {
    const b = balances[0]!;
    const updated = await sql.run(UPDATE_BALANCE, [fromUnits(b.available), fromUnits(b.frozen), now, b.id, b.version]);
    if (updated !== 1) throw new WriteConflictError(`ledger: balance ${b.id}`);
    return;
  }
  for (let i = 0; i < balances.length; i += MAX_ROWS) {
    const part = balances.slice(i, i + MAX_ROWS);
    const shape = shapeOf(part.length);
    const params: SqlValue[] = [];
    for (const b of part) params.push(b.id, b.version, fromUnits(b.available), fromUnits(b.frozen));
    // Padding rows of nulls match no balance.
    for (let p = part.length; p < shape; p++) params.push(null, null, null, null);
    params.push(now);
    const updated = await sql.run(textOf('update', shape, updateBalances), params);
    if (updated !== part.length) throw new WriteConflictError('ledger: a balance');
  }
}

/** Inserts rows of `width` values each with the statements `build` makes (kind `kind`), in pieces of power-of-two sizes. */
export async function writeRows(sql: Sql, values: readonly SqlValue[], width: number, kind: string, build: (rows: number) => string): Promise<void> {
  const rows = values.length / width;
  for (let at = 0; at < rows; ) {
    const piece = pieceOf(rows - at);
    await sql.run(textOf(kind, piece, build), values.slice(at * width, (at + piece) * width));
    at += piece;
  }
}
