import { pgText, sqlTime, type Sql, type SqlText, type SqlValue } from './sql.ts';

/* The PostgreSQL runner of plain SQL (sql.ts): the same statements through Prisma's pg driver adapter. */

/**
 * `?` placeholders numbered `$1, $2, ...` for PostgreSQL, outside quoted text and
 * identifiers (a `?` inside '...' or "..." is kept). With `casts`, the n-th placeholder is
 * followed by casts[n-1] (e.g. "::bigint"). Cached per SQL text and casts.
 */
export function numberPlaceholders(sql: string, casts: readonly string[] = []): string {
  const key = casts.length > 0 ? `${sql}\u0000${casts.join(',')}` : sql;
  let numbered = numberedCache.get(key);
  if (numbered === undefined) {
    let out = '';
    let n = 0;
    let quote: string | undefined;
    for (const ch of sql) {
      if (quote) {
        if (ch === quote) quote = undefined;
        out += ch;
      } else if (ch === "'" || ch === '"') {
        quote = ch;
        out += ch;
      } else if (ch === '?') {
        out += `$${++n}${casts[n - 1] ?? ''}`;
      } else out += ch;
    }
    numbered = out;
    if (numberedCache.size > 2000) numberedCache.clear();
    numberedCache.set(key, numbered);
  }
  return numbered;
}

const numberedCache = new Map<string, string>();

/** Exactly the text sqlTime writes. */
const SQL_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/;

/**
 * Parameters for PostgreSQL. Prisma sends every parameter untyped, and PostgreSQL types an
 * untyped parameter from where it stands, except in a VALUES list (`WITH v(...) AS (VALUES
 * (?, ?))`, which the ledger and the accrual use to write many rows in one statement): there
 * every column becomes text, and `integer = text` or `timestamp = text` is an error. So each
 * parameter that is not text carries its type: integers ::bigint, other numbers ::float8,
 * booleans ::boolean, times ::timestamp(3). A time the callers pass as sqlTime text (what
 * SQLite stores) is a time: only that exact form is taken as one.
 */
function pgParams(params: readonly SqlValue[]): { values: SqlValue[]; casts: string[] } {
  const values: SqlValue[] = [];
  const casts: string[] = [];
  for (const p of params) {
    if (typeof p === 'string' && SQL_TIME.test(p)) {
      values.push(new Date(p));
      casts.push('::timestamp(3)');
    } else {
      values.push(p);
      casts.push(
        p instanceof Date ? '::timestamp(3)'
        : typeof p === 'number' ? (Number.isInteger(p) ? '::bigint' : '::float8')
        : typeof p === 'boolean' ? '::boolean'
        : '',
      );
    }
  }
  return { values, casts };
}

/**
 * What the PostgreSQL runner sends its statements to: Prisma's pg driver adapter (its pool) or
 * one of the adapter's transactions (that transaction's own connection), through the adapter's
 * own queryRaw/executeRaw: the adapter's type parsers and error conversion, without a trip
 * through Prisma's client and query engine, which cost about 0.35 ms of CPU a statement
 * (docs/decisions.md "Plain SQL on PostgreSQL through the driver adapter").
 */
export interface PgQueryable {
  queryRaw(query: PgQuery): Promise<{ columnNames: string[]; columnTypes: number[]; rows: unknown[][] }>;
  executeRaw(query: PgQuery): Promise<number>;
}

/** A statement as the driver adapter takes it (`argTypes`: the adapter formats a `datetime` argument as a UTC timestamp). */
interface PgQuery {
  sql: string;
  args: unknown[];
  argTypes: Array<{ scalarType: 'datetime' | 'unknown'; arity: 'scalar' }>;
}

// The adapter's column types (@prisma/driver-adapter-utils ColumnTypeEnum, not a dependency here).
const COLUMN = { Int32: 0, Int64: 1, Float: 2, Double: 3, Numeric: 4, Boolean: 5, Character: 6, Text: 7, Date: 8, DateTime: 10, Json: 11, Enum: 12, Uuid: 15 } as const;

/**
 * One value of an adapter row shaped like the SQLite runner's, so callers read both databases
 * alike (and as they read them through Prisma's raw queries before): BIGINT (COUNT, SUM of
 * integers) and NUMERIC as numbers, timestamps as the text Prisma's SQLite adapter stores
 * (sqlTime), booleans as 1 and 0, JSON parsed. The adapter hands timestamps over as UTC text.
 */
function sqliteValue(value: unknown, type: number): unknown {
  if (value === null) return null;
  switch (type) {
    case COLUMN.Int64:
    case COLUMN.Numeric:
      return Number(value);
    case COLUMN.Boolean:
      return value ? 1 : 0;
    case COLUMN.DateTime:
    case COLUMN.Date:
      return sqlTime(new Date(value as string));
    case COLUMN.Json:
      return JSON.parse(value as string);
    case COLUMN.Int32:
    case COLUMN.Float:
    case COLUMN.Double:
    case COLUMN.Character:
    case COLUMN.Text:
    case COLUMN.Enum:
    case COLUMN.Uuid:
      return value;
    default:
      // Arrays, bytes, times of day: no plain statement of the app reads them; say so rather than guess a shape.
      throw new RangeError(`@sandbox/prisma: plain SQL on PostgreSQL does not read columns of adapter type ${type}`);
  }
}

/**
 * The PostgreSQL runner: the same SQL with numbered placeholders, on `target()` (the adapter's
 * pool, or the transaction's connection). `check` runs before each statement.
 */
export function pgSqlOver(target: () => PgQueryable | Promise<PgQueryable>, check: () => void = () => {}): Sql {
  const query = (sql: SqlText, params: readonly SqlValue[]): PgQuery => {
    const { values, casts } = pgParams(params);
    return {
      sql: numberPlaceholders(pgText(sql), casts),
      args: values,
      argTypes: values.map((v) => ({ scalarType: v instanceof Date ? 'datetime' : 'unknown', arity: 'scalar' })),
    };
  };
  const arrays = async <T extends readonly unknown[]>(sql: SqlText, params: readonly SqlValue[] = []): Promise<T[]> => {
    check();
    const { columnTypes, rows } = await (await target()).queryRaw(query(sql, params));
    for (const row of rows) for (let i = 0; i < row.length; i++) row[i] = sqliteValue(row[i], columnTypes[i]!);
    return rows as unknown as T[];
  };
  const all = async <T>(sql: SqlText, params?: readonly SqlValue[]): Promise<T[]> => {
    check();
    const { columnNames, columnTypes, rows } = await (await target()).queryRaw(query(sql, params ?? []));
    return rows.map((row) => {
      const shaped: Record<string, unknown> = {};
      for (let i = 0; i < row.length; i++) shaped[columnNames[i]!] = sqliteValue(row[i], columnTypes[i]!);
      return shaped as T;
    });
  };
  return {
    dialect: 'postgresql',
    forUpdate: ' FOR UPDATE',
    all,
    arrays,
    get: async <T>(sql: SqlText, params?: readonly SqlValue[]) => (await all<T>(sql, params))[0],
    run: async (sql, params = []) => {
      check();
      return (await target()).executeRaw(query(sql, params));
    },
  };
}
