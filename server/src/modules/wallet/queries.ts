import type { Sql } from '@sandbox/prisma';
import { COMPETITION_STATUS, LOAN_STATUS, POSITION_STATUS, PRODUCT_ORDER_STATUS } from '@sandbox/shared';

/*
 * The wallet's plain SQL (readerOf): what the asset overview values, read for many users at
 * once. Plain SQL because the VIP sweep values every user with a balance (100,000 in the bench's),
 * 100 a batch: five Prisma model reads a batch were most of the sweep's work and of its garbage.
 * Every statement here is written once for SQLite and PostgreSQL.
 */

/** Product principal still hosted: orders not ended or cancelled. */
const HOSTED_ORDER_STATUSES = [PRODUCT_ORDER_STATUS.NOT_STARTED, PRODUCT_ORDER_STATUS.RUNNING, PRODUCT_ORDER_STATUS.FROZEN];
/** Loans still owed: running, and overdue (a debt too, growing by its penalty). */
const OWED_LOAN_STATUSES = [LOAN_STATUS.PASSED, LOAN_STATUS.OVERDUE];
/** Positions whose margin is still out of the contract wallet. */
const OPEN_POSITION_STATUSES = [POSITION_STATUS.RUNNING, POSITION_STATUS.SETTLEMENT];

export interface BalanceRow {
  userId: string;
  account: string;
  currency: string;
  available: string;
  frozen: string;
}
export interface PositionRow {
  userId: string;
  symbol: string;
  side: number;
  entryPrice: string;
  quantity: string;
  margin: string;
}
export interface OrderRow {
  userId: string;
  currency: string;
  amount: string;
}
export interface EntryRow {
  userId: string;
  currency: string;
  entryFee: string;
}
export interface LoanRow {
  userId: string;
  currency: string;
  amount: string;
  totalInterest: string;
  dailyRate: string;
  status: number;
  overdueAt: Date | null;
}

/** `"userId" IN (?, ?, ...)` for `n` users; a statement per list length, each prepared once. */
const ofUsers = (n: number, column = '"userId"') => `${column} IN (${Array.from({ length: n }, () => '?').join(', ')})`;
const listed = (values: readonly number[]) => values.join(', ');

/** What the asset overview values of each of `userIds`, one statement per table; loans only when asked (they are shown, never added). */
export async function holdingRows(reader: Pick<Sql, 'all'>, userIds: readonly string[], withLoans: boolean) {
  const ids = [...userIds];
  const n = ids.length;
  // No statement for no users: PostgreSQL refuses an empty "IN ()", which SQLite takes.
  if (n === 0) return { balances: [], positions: [], orders: [], entries: [], loans: [] };
  const [balances, positions, orders, entries, loans] = await Promise.all([
    reader.all<BalanceRow>(`SELECT "userId", "account", "currency", "available", "frozen" FROM "Balance" WHERE ${ofUsers(n)}`, ids),
    reader.all<PositionRow>(
      `SELECT "userId", "symbol", "side", "entryPrice", "quantity", "margin" FROM "Position" WHERE ${ofUsers(n)} AND "account" = 'contract' ` +
        `AND "status" IN (${listed(OPEN_POSITION_STATUSES)})`,
      ids,
    ),
    reader.all<OrderRow>(`SELECT "userId", "currency", "amount" FROM "ProductOrder" WHERE ${ofUsers(n)} AND "status" IN (${listed(HOSTED_ORDER_STATUSES)})`, ids),
    reader.all<EntryRow>(
      `SELECT e."userId", c."currency", c."entryFee" FROM "CompetitionEntry" e JOIN "Competition" c ON c."id" = e."competitionId" ` +
        `WHERE ${ofUsers(n, 'e."userId"')} AND e."status" = ${COMPETITION_STATUS.IN_PROGRESS}`,
      ids,
    ),
    withLoans
      ? reader.all<Omit<LoanRow, 'overdueAt'> & { overdueAt: string | Date | null }>(
          `SELECT "userId", "currency", "amount", "totalInterest", "dailyRate", "status", "overdueAt" FROM "Loan" WHERE ${ofUsers(n)} ` +
            `AND "status" IN (${listed(OWED_LOAN_STATUSES)})`,
          ids,
        )
      : [],
  ]);
  // SQLite answers a time as its stored text, PostgreSQL as a Date.
  const owed: LoanRow[] = loans.map((l) => ({ ...l, overdueAt: l.overdueAt === null ? null : new Date(l.overdueAt) }));
  return { balances, positions, orders, entries, loans: owed };
}
