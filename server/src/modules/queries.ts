import type { Sql } from '@sandbox/prisma';

/*
 * The plain SQL of the helpers every module shares (modules/*.ts), written once for SQLite and
 * PostgreSQL: the amount rule's read of a currency's decimals (amount.ts).
 */

/** The decimals a currency accepts (Currency.precision), undefined without a row. */
export async function currencyPrecision(sql: Pick<Sql, 'get'>, code: string): Promise<number | undefined> {
  return (await sql.get<{ precision: number }>('SELECT "precision" FROM "Currency" WHERE "code" = ?', [code]))?.precision;
}
