import type { Sql } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';

/* The trading engine's plain SQL (sqlOf): the contract wallet's transfer row and its cross-position check. */

/** Whether the user has an open cross position on the contract account (the ones refreshCrossLiquidation recomputes). */
export async function hasCrossPositions(sql: Pick<Sql, 'get'>, userId: string): Promise<boolean> {
  const row = await sql.get(
    'SELECT 1 AS "found" FROM "Position" WHERE "userId" = ? AND "account" = ? AND "status" = ? AND "marginMode" = ? LIMIT 1',
    [userId, 'contract', POSITION_STATUS.RUNNING, MARGIN_MODE.CROSS],
  );
  return row !== undefined;
}

/** The record of a transfer between spot and contract. */
export const insertTransfer = (
  sql: Pick<Sql, 'run'>,
  t: { id: string; userId: string; from: string; to: string; currency: string; amount: string; at: Date },
) =>
  sql.run(
    'INSERT INTO "Transfer" ("id", "userId", "fromAccount", "toAccount", "currency", "amount", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?)',
    [t.id, t.userId, t.from, t.to, t.currency, t.amount, t.at],
  );
