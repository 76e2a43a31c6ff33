import type { Sql } from '@sandbox/prisma';

/*
 * The plain SQL of the helpers every module shares (modules/*.ts), written once for SQLite and
 * PostgreSQL: the reads of the currencies' decimals (the amount rule in amount.ts, the earn accrual).
 */

/** The decimals a currency accepts (Currency.precision), undefined without a row. */
export async function currencyPrecision(sql: Pick<Sql, 'get'>, code: string): Promise<number | undefined> {
  return (await sql.get<{ precision: number }>('SELECT "precision" FROM "Currency" WHERE "code" = ?', [code]))?.precision;
}

/** Every currency's decimals (Currency.precision). */
export const currencyPrecisions = (sql: Pick<Sql, 'all'>) => sql.all<{ code: string; precision: number }>('SELECT "code", "precision" FROM "Currency"');
