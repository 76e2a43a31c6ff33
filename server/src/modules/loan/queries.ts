import { withIdsIn, type Sql, type SqlValue } from '@sandbox/prisma';
import { LOAN_TYPE } from '@sandbox/shared';
import { LOAN_DB } from './rules.ts';

/*
 * The loan job's plain SQL (readerOf): its walk over the running pledge loans (the collateral
 * watch) and the overdue loans, a page at a time, with the columns the pass reckons with.
 * Prisma's findMany of every running pledge loan took ~200 ms of CPU for 10,000, its garbage as
 * much again, every 5 s.
 */

/** A loan as the job's pass reckons it; times as SQLite stores them (sqlTime text, as the PostgreSQL runner answers too). */
export interface LoanRow {
  id: string;
  userId: string;
  orderNo: string;
  type: number;
  status: number;
  currency: string;
  amount: string;
  days: number;
  dailyRate: string;
  totalInterest: string;
  startAt: string | null;
  endAt: string | null;
  overdueAt: string | null;
  pledgeCurrency: string | null;
  pledgeAmount: string | null;
  marginCallAt: string | null;
}

/** An overdue loan and its borrower's spot balance available in the loan's currency (null without a balance row). */
export interface OverdueRow extends LoanRow {
  spot: string | null;
}

const COLUMNS =
  'l."id", l."userId", l."orderNo", l."type", l."status", l."currency", l."amount", l."days", l."dailyRate", l."totalInterest", ' +
  'l."startAt", l."endAt", l."overdueAt", l."pledgeCurrency", l."pledgeAmount", l."marginCallAt"';
// The ids a pass walks, by the (status, createdAt) index: one narrow read, then a page of rows by
// id at a time. A keyset on (createdAt, id) sorts a run of equal times again for every page, and
// a scenario's loans are made at one instant: 157 ms of SQLite's CPU a pass for 11,000 loans.
const RUNNING_PLEDGE_IDS = 'SELECT "id" FROM "Loan" WHERE "status" = ? AND "type" = ?';
const OVERDUE_IDS = 'SELECT "id" FROM "Loan" WHERE "status" = ?';
// One user's (before their loans are read): "+status" keeps SQLite on the user's index.
const OVERDUE_IDS_OF_USER = 'SELECT "id" FROM "Loan" WHERE +"status" = ? AND "userId" = ?';
// The status is checked again: a loan settled since its id was read drops out. "+status" keeps
// SQLite on the id index: by the status index it read every loan of that status for each page.
const LOANS = withIdsIn('l."id"', (ids) => `SELECT ${COLUMNS} FROM "Loan" l WHERE ${ids} AND +l."status" = ?`);
const LOANS_WITH_SPOT = withIdsIn(
  'l."id"',
  (ids) =>
    `SELECT ${COLUMNS}, b."available" AS "spot" FROM "Loan" l ` +
    `LEFT JOIN "Balance" b ON b."userId" = l."userId" AND b."account" = 'spot' AND b."currency" = l."currency" WHERE ${ids} AND +l."status" = ?`,
);

const idsOf = async (sql: Pick<Sql, 'arrays'>, text: string, params: readonly SqlValue[]) => (await sql.arrays<[string]>(text, params)).map(([id]) => id);

/** The ids of the running pledge loans. */
export const runningPledgeIds = (sql: Pick<Sql, 'arrays'>) => idsOf(sql, RUNNING_PLEDGE_IDS, [LOAN_DB.RUNNING, LOAN_TYPE.PLEDGE]);

/** The ids of the overdue loans (of one user, with `userId`). */
export const overdueIds = (sql: Pick<Sql, 'arrays'>, userId?: string) =>
  userId === undefined ? idsOf(sql, OVERDUE_IDS, [LOAN_DB.OVERDUE]) : idsOf(sql, OVERDUE_IDS_OF_USER, [LOAN_DB.OVERDUE, userId]);

/** The loans of `ids` still at `status`. */
export const loansByIds = (sql: Pick<Sql, 'all'>, ids: readonly string[], status: number) => sql.all<LoanRow>(LOANS, [JSON.stringify(ids), status]);

/** The loans of `ids` still overdue, each with its borrower's spot balance. */
export const overdueByIds = (sql: Pick<Sql, 'all'>, ids: readonly string[]) => sql.all<OverdueRow>(LOANS_WITH_SPOT, [JSON.stringify(ids), LOAN_DB.OVERDUE]);
