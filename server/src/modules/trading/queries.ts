import { updateFromRows, type Sql } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';
import { RUNNING, SETTLED } from './second-support.ts';

/* The trading engine's plain SQL (sqlOf): the contract wallet's transfer row and its cross-position check, the second contracts' settlement. */

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

/** A second contract's settlement: its id, result (1, 0, -1), close price and signed profit. */
export type SecondSettlementRow = readonly [id: string, result: number, closePrice: string, profit: string];

// The settlements go in as one JSON array (updateFromRows). Only orders still running, answering the ones it settled: an order two passes settle at once
// is settled, paid and told once.
const SETTLE_SECONDS = updateFromRows(
  'SecondContractOrder',
  { status: '?', result: [1, 'integer'], closePrice: 2, profit: 3, settledAt: '?' },
  ' AND "SecondContractOrder"."status" = ? RETURNING "SecondContractOrder"."id"',
);

/** Marks the `rows` still running as settled at `at`, with their results; answers the ids it settled. */
export async function settleSeconds(sql: Pick<Sql, 'all'>, rows: readonly SecondSettlementRow[], at: Date): Promise<Set<string>> {
  const settled = await sql.all<{ id: string }>(SETTLE_SECONDS, [SETTLED, at, JSON.stringify(rows), RUNNING]);
  return new Set(settled.map((row) => row.id));
}
