import type { DialectSql, Sql, SqlValue } from '@sandbox/prisma';
import { PRODUCT_ORDER_STATUS } from '@sandbox/shared';

/*
 * The earn products' plain SQL (sqlOf, readerOf): the accrual's reads of due orders and its
 * claim. A statement SQLite and PostgreSQL write differently is a DialectSql; the database
 * layer's runner sends its own form (docs/databases.md).
 */

/**
 * Orders per batch (one transaction) at most: 6 bound values each in the claim, well under
 * SQLite's 32,766. The job's batches are smaller (accrual-service.ts JOB_BATCH).
 */
export const BATCH = 2000;

/**
 * A due order as read, its columns in DUE_COLUMNS' order (an array, not an object: 100,000 row
 * objects were a third of the read's time). Times as stored text: the watermark is compared
 * with exactly what is stored.
 */
export type DueRow = [
  id: string, orderNo: string, userId: string, type: number, currency: string, amount: string, quantity: number,
  dailyRate: string, cycleDays: number, startAt: string, lastAccrualAt: string | null, unitPrice: string | null,
];

// Running orders bought before today's boundary and not yet paid for it, with what paying them
// needs. Plain SQL (sqlOf, readerOf): a Prisma update per order would cost half a millisecond.
// Ordered by user: a batch then holds whole users, so the ledger reads and writes each user's
// balance once a batch (not once per order) and the log's user-keyed indexes change in one
// narrow range of pages a batch instead of pages all over them. Read a batch at a time, each
// page from where the last one ended (the (status, userId, id) index walks the running orders
// in that order, no sort), just before the batch is paid: a pass holds one batch of rows, not
// every due order (100,000 rows held for the whole pass were most of its garbage collection).
// Not read again inside the batch's transaction: the claim is guarded by the watermark and
// status read here, so an order paid, ended or changed meanwhile is left out by the claim itself.
const DUE_COLUMNS =
  'SELECT o."id", o."orderNo", o."userId", o."type", o."currency", o."amount", o."quantity", o."dailyRate", o."cycleDays", ' +
  'o."startAt", o."lastAccrualAt", p."unitPrice" FROM "ProductOrder" o JOIN "Product" p ON p."id" = o."productId" ';
const DUE_PAGE =
  `${DUE_COLUMNS}WHERE o."status" = ? AND (o."userId", o."id") > (?, ?) AND o."startAt" < ? AND (o."lastAccrualAt" IS NULL OR o."lastAccrualAt" < ?) ` +
  'ORDER BY o."userId", o."id" LIMIT ?';
// One user's (the order list pays the caller's due days first): "+status" keeps SQLite off the
// status index, which would walk every running order, and on the user's (0.01 ms against 190 ms
// at 100,000 running orders).
const DUE_ROWS_OF_USER =
  `${DUE_COLUMNS}WHERE +o."status" = ? AND o."startAt" < ? AND (o."lastAccrualAt" IS NULL OR o."lastAccrualAt" < ?) AND o."userId" = ? ORDER BY o."id"`;

/** The page of running orders due before `today` after (userId, id) `after`, `size` (at most BATCH) at most. */
export const duePage = (sql: Pick<Sql, 'arrays'>, after: readonly [userId: string, id: string], today: Date, size: number) =>
  sql.arrays<DueRow>(DUE_PAGE, [PRODUCT_ORDER_STATUS.RUNNING, ...after, today, today, size]);

/** One user's running orders due before `today`. */
export const dueRowsOfUser = (sql: Pick<Sql, 'arrays'>, userId: string, today: Date) =>
  sql.arrays<DueRow>(DUE_ROWS_OF_USER, [PRODUCT_ORDER_STATUS.RUNNING, today, today, userId]);

const CLAIM_ROW = '(?, ?, ?, ?, ?)';
/** Values of the claim's orders, CLAIM_VALUES a row (CLAIM_ROW: id, watermark read, new watermark, today's and total income), flat. */
export const CLAIM_VALUES = 5;

/**
 * The claim of a batch's orders in one statement: each order's watermark, today's and total
 * income (and, for `ending` orders, the status) move only where the order is still running with
 * the watermark this pass read. Orders that go on and orders that end are claimed apart: a
 * status in the SET list makes SQLite rewrite the (status, userId, id) index entry of every row it
 * updates, even to the same value (0.1 s over 100,000 orders), and only ending orders change it.
 * Without `returning` it answers the count only; with it, the orders it moved. `time` is the
 * watermarks' cast: PostgreSQL types a VALUES column of parameters as text, and the watermarks
 * are all NULL before the first payment, so the times are cast there (SQLite keeps them as
 * stored text).
 */
function claimStatement(rows: number, ending: boolean, returning: boolean, time: '' | '::timestamp(3)'): string {
  return (
    'WITH v("id", "seen", "paidAt", "todayIncome", "totalIncome") AS (VALUES ' +
    Array.from({ length: rows }, () => CLAIM_ROW).join(', ') +
    `) UPDATE "ProductOrder" SET "lastAccrualAt" = v."paidAt"${time}, "todayIncome" = v."todayIncome", ` +
    `"totalIncome" = v."totalIncome", ${ending ? '"status" = ?, ' : ''}"updatedAt" = ? FROM v ` +
    'WHERE "ProductOrder"."id" = v."id" AND "ProductOrder"."status" = ? AND ' +
    `("ProductOrder"."lastAccrualAt" = v."seen"${time} OR` +
    ' ("ProductOrder"."lastAccrualAt" IS NULL AND v."seen" IS NULL))' +
    (returning ? ' RETURNING "ProductOrder"."id"' : '')
  );
}

const claimTexts = new Map<string, DialectSql>();
/** The claim's forms for a shape, built once per kind and size (the SQLite runner, sqlite-sql.ts, prepares each text once). */
function claimText(rows: number, ending: boolean, returning: boolean): DialectSql {
  const name = `${rows} ${ending} ${returning}`;
  let text = claimTexts.get(name);
  if (text === undefined) {
    text = { sqlite: claimStatement(rows, ending, returning, ''), postgresql: claimStatement(rows, ending, returning, '::timestamp(3)') };
    claimTexts.set(name, text);
  }
  return text;
}

/**
 * Runs the claim of `rows` orders (`params`: the rows' values, then the status for `ending`
 * ones, the update time and the running status): the count it moved, or with `returning` which.
 */
export async function runClaim(sql: Sql, rows: number, ending: boolean, returning: boolean, params: readonly SqlValue[]): Promise<number | string[]> {
  const text = claimText(rows, ending, returning);
  if (!returning) return sql.run(text, params);
  return (await sql.all<{ id: string }>(text, params)).map((r) => r.id);
}

/** The savepoint a batch's claim is rolled back to when it moved fewer orders than it read. SQLite and PostgreSQL both speak SAVEPOINT. */
export const claimSavepoint = {
  set: (sql: Pick<Sql, 'run'>) => sql.run('SAVEPOINT prod_claim'),
  release: (sql: Pick<Sql, 'run'>) => sql.run('RELEASE SAVEPOINT prod_claim'),
  rollBack: (sql: Pick<Sql, 'run'>) => sql.run('ROLLBACK TO SAVEPOINT prod_claim'),
};
