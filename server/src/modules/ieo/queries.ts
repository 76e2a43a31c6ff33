import { updateFromRows, type Sql } from '@sandbox/prisma';
import { IEO_ORDER_DB } from './codes.ts';

/*
 * The IEO module's plain SQL (sqlOf): the draw's results written many applications to a
 * statement, where an update per application cost about half a millisecond (an IEO draw of
 * 2,000 applicants held the loop 3 s with its notices).
 */

/** Applications a statement writes the draw's results of: 4 JSON values each, one bound value in all. */
export const DRAW_WRITE = 100;

/** An application's result: its id, the status it takes, the quantity won and the amount to pay. */
export type DrawResult = readonly [id: string, status: number, winQuantity: string, amount: string];

// The results go in as one JSON array (updateFromRows). Only applications still applied,
// answering the ones it wrote: a batch two passes write at once is written, and told, once.
const WRITE_DRAW = updateFromRows(
  'IeoOrder',
  { status: [1, 'integer'], winQuantity: 2, price: '?', amount: 3, updatedAt: '?' },
  ' AND "IeoOrder"."status" = ? RETURNING "IeoOrder"."id"',
);

/** Writes the results of applications still applied, at the project's issue `price`; answers the ids it wrote. */
export async function writeDrawResults(sql: Pick<Sql, 'all'>, results: readonly DrawResult[], price: string, at: Date): Promise<Set<string>> {
  const written = await sql.all<{ id: string }>(WRITE_DRAW, [price, at, JSON.stringify(results), IEO_ORDER_DB.APPLIED]);
  return new Set(written.map((row) => row.id));
}

/** An application as the draw reads it: every one of a project's counts, whatever its status since. */
export type DrawnApplication = readonly [id: string, userId: string, orderNo: string, quantity: string, status: number];

/** Every application of a project (the draw's input: fixed once its window closed). */
export const applicationsOf = (reader: Pick<Sql, 'arrays'>, projectId: string) =>
  reader.arrays<DrawnApplication>('SELECT "id", "userId", "orderNo", "quantity", "status" FROM "IeoOrder" WHERE "projectId" = ?', [projectId]);
