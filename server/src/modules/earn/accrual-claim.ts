import type { Sql, SqlValue } from '@sandbox/prisma';
import { PRODUCT_ORDER_STATUS } from '@sandbox/shared';
import { BATCH, CLAIM_VALUES, claimSavepoint, runClaim } from './queries.ts';

/** Rows of a batch statement rounded up to a power of two (at most BATCH): at most a dozen shapes. */
const shapeOf = (rows: number) => Math.min(BATCH, 2 ** Math.ceil(Math.log2(Math.max(rows, 1))));

/**
 * Claims the orders of `values` (BATCH at most) in a statement padded to a power of two,
 * `ending` ones with the ended status; answers how many it moved, or with `returning` which.
 */
async function claimRows(sql: Sql, values: readonly SqlValue[], ending: boolean, updatedAt: Date, returning: boolean): Promise<number | string[]> {
  const rows = values.length / CLAIM_VALUES;
  if (rows === 0) return returning ? [] : 0;
  const shape = shapeOf(rows);
  const params = values.slice();
  // Padded with rows of nulls, which match no order.
  for (let i = rows * CLAIM_VALUES; i < shape * CLAIM_VALUES; i++) params.push(null);
  if (ending) params.push(PRODUCT_ORDER_STATUS.ENDED);
  params.push(updatedAt, PRODUCT_ORDER_STATUS.RUNNING);
  return runClaim(sql, shape, ending, returning, params);
}

/**
 * The claim of a batch: the orders this pass pays. Usually every order read is still as read,
 * so the statements are run for their count alone (RETURNING 100,000 ids cost 0.07 s a pass);
 * when the count falls short (a racing pass, or the user's list, paid some first, or an order
 * changed since the read), the batch's claim is rolled back to a savepoint and run again with
 * RETURNING to learn which orders it holds.
 */
export async function claimBatch(sql: Sql, going: readonly SqlValue[], ending: readonly SqlValue[]): Promise<Set<string> | 'all'> {
  const updatedAt = new Date();
  await claimSavepoint.set(sql);
  const moved = (await claimRows(sql, going, false, updatedAt, false)) as number;
  const ended = (await claimRows(sql, ending, true, updatedAt, false)) as number;
  if (moved === going.length / CLAIM_VALUES && ended === ending.length / CLAIM_VALUES) {
    await claimSavepoint.release(sql);
    return 'all';
  }
  await claimSavepoint.rollBack(sql);
  await claimSavepoint.release(sql);
  const ids = [...((await claimRows(sql, going, false, updatedAt, true)) as string[]), ...((await claimRows(sql, ending, true, updatedAt, true)) as string[])];
  return new Set(ids);
}
