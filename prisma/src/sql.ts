/**
 * Plain SQL on one connection, for the few hot paths where Prisma's per-query
 * cost (about 0.5 ms of CPU for a model query, 0.14 ms for a raw one, against
 * a few microseconds for a prepared statement: docs/decisions.md "Plain SQL
 * beside Prisma on the hot paths") is most of the work: the ledger's writes,
 * the session lookup, the balance-log page.
 * Statements use `?` placeholders and SQL that SQLite and PostgreSQL both
 * speak (RETURNING, ON CONFLICT DO NOTHING, window functions); the PostgreSQL
 * runner numbers the placeholders and runs on the transaction's own
 * connection or the pool, through Prisma's pg driver adapter (PgQueryable). The methods are async for
 * that reason, although better-sqlite3 answers synchronously.
 */
export interface Sql {
  /**
   * The database the statements go to. A statement the two write differently is a DialectSql
   * (the runner sends its own form), so services never choose a dialect themselves.
   */
  readonly dialect: 'sqlite' | 'postgresql';
  /**
   * Appended to a SELECT inside a transaction whose rows it will write back: PostgreSQL's
   * FOR UPDATE (another process's transaction waits for this one's commit, then reads the new
   * rows); nothing on SQLite, where a writing transaction holds the whole database.
   */
  readonly forUpdate: '' | ' FOR UPDATE';
  /** Every row of a query (or of a write with RETURNING). */
  all<T>(sql: SqlText, params?: readonly SqlValue[]): Promise<T[]>;
  /**
   * Every row of a query as an array of its column values in SELECT order: no object per
   * row, for reads of many thousands of rows (an object per row was a third of the accrual's
   * read of 100,000 orders). Columns need distinct names.
   */
  arrays<T extends readonly unknown[]>(sql: SqlText, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: SqlText, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A write; resolves with the number of rows changed. */
  run(sql: SqlText, params?: readonly SqlValue[]): Promise<number>;
}

/**
 * A statement SQLite and PostgreSQL write differently (a planner hint one of them lacks,
 * json_each against jsonb_array_elements, a cast PostgreSQL needs): the statement's queries
 * file writes both forms and each runner sends its own, so the dialect is chosen here, in the
 * database layer, and never by a service.
 */
export interface DialectSql {
  readonly sqlite: string;
  readonly postgresql: string;
}

/**
 * A statement with the condition "`column` is one of the ids of a JSON array parameter", which the
 * two write differently (SQLite's json_each, PostgreSQL's jsonb_array_elements_text): `statement`
 * writes the rest around the condition; the ids go in as one bound value, JSON.stringify(ids), so
 * a page of any size is one prepared text.
 */
export function withIdsIn(column: string, statement: (condition: string) => string): DialectSql {
  return {
    sqlite: statement(`${column} IN (SELECT "value" FROM json_each(?))`),
    postgresql: statement(`${column} IN (SELECT jsonb_array_elements_text(CAST(? AS jsonb)))`),
  };
}

/** A column's new value in updateFromRows: the row's value at an index (`integer`: cast so), or other SQL ('?': a bound value). */
export type RowValue = number | readonly [index: number, type: 'integer'] | string;

/**
 * `UPDATE table SET ... FROM` a JSON array parameter of rows `[id, value1, value2, ...]`, each
 * row updating the row of `table` with that id (SQLite's json_each, PostgreSQL's
 * jsonb_array_elements): many rows' own values in one statement and one bound value, so a
 * batch of any size is one prepared text. `set` names each column's value (RowValue); the
 * bound values go in as the statement reads them: the set's '?', then the JSON array, then
 * those of `tail` (more conditions and a RETURNING, after the id match).
 */
export function updateFromRows(table: string, set: Readonly<Record<string, RowValue>>, tail = ''): DialectSql {
  const write = (value: (index: number) => string, integer: (index: number) => string, source: string) => {
    const values = Object.entries(set).map(([column, v]) => `"${column}" = ${typeof v === 'number' ? value(v) : typeof v === 'string' ? v : integer(v[0])}`);
    return `UPDATE "${table}" SET ${values.join(', ')} FROM ${source} WHERE "${table}"."id" = ${value(0)}${tail}`;
  };
  return {
    sqlite: write((i) => `json_extract(j."value", '$[${i}]')`, (i) => `json_extract(j."value", '$[${i}]')`, 'json_each(?) AS j'),
    postgresql: write((i) => `j.value->>${i}`, (i) => `(j.value->>${i})::integer`, 'jsonb_array_elements(CAST(? AS jsonb)) AS j(value)'),
  };
}

/** A statement both dialects speak alike (text), or its two forms. */
export type SqlText = string | DialectSql;

/** The text SQLite runs (its form of a DialectSql). */
export const sqliteText = (sql: SqlText): string => (typeof sql === 'string' ? sql : sql.sqlite);
/** The text PostgreSQL runs (its form of a DialectSql). */
export const pgText = (sql: SqlText): string => (typeof sql === 'string' ? sql : sql.postgresql);

export type SqlValue = string | number | boolean | null | Date;

/**
 * Times as Prisma's SQLite adapter writes them (ISO 8601 with "+00:00"), so
 * rows written here and by Prisma compare and sort alike. PostgreSQL takes
 * the same text for a timestamptz parameter.
 */
export function sqlTime(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}
