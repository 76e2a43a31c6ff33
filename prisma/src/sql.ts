import { randomBytes } from 'node:crypto';

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

/** A statement both dialects speak alike (text), or its two forms. */
export type SqlText = string | DialectSql;

/** The text SQLite runs (its form of a DialectSql). */
export const sqliteText = (sql: SqlText): string => (typeof sql === 'string' ? sql : sql.sqlite);
const pgText = (sql: SqlText): string => (typeof sql === 'string' ? sql : sql.postgresql);

export type SqlValue = string | number | boolean | null | Date;

/** The part of a better-sqlite3 statement used here (its type package is not installed; the adapter brings the driver). */
interface Statement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): { changes: number };
  safeIntegers(on: boolean): Statement;
  raw(on: boolean): Statement;
}

/** The part of a better-sqlite3 connection used here. */
export interface SqliteConnection {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  close(): void;
  readonly inTransaction: boolean;
  readonly open: boolean;
}

/** Checks at run time that an adapter handed us a better-sqlite3 connection (fails at connect, not mid-request). */
export function asSqliteConnection(value: unknown): SqliteConnection {
  const c = value as Partial<SqliteConnection> | null;
  if (!c || typeof c.prepare !== 'function' || typeof c.exec !== 'function' || typeof c.inTransaction !== 'boolean')
    throw new Error('@sandbox/prisma: the better-sqlite3 adapter no longer exposes its connection as `client`');
  return c as SqliteConnection;
}

/**
 * Times as Prisma's SQLite adapter writes them (ISO 8601 with "+00:00"), so
 * rows written here and by Prisma compare and sort alike. PostgreSQL takes
 * the same text for a timestamptz parameter.
 */
export function sqlTime(date: Date): string {
  return date.toISOString().replace('Z', '+00:00');
}

function bind(params: readonly SqlValue[]): unknown[] {
  return params.map((p) => (p instanceof Date ? sqlTime(p) : typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

/**
 * Prepared statements of one connection, compiled once per SQL text (the
 * adapter prepares every query again). Integers come back as numbers.
 */
export class StatementCache {
  private readonly statements = new Map<string, Statement>();
  /** The same texts prepared in raw mode (rows as arrays), for `arrays`. */
  private readonly rawStatements = new Map<string, Statement>();

  constructor(readonly connection: SqliteConnection) {}

  private prepared(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql).safeIntegers(false);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  all<T>(sql: string, params: readonly SqlValue[] = []): T[] {
    return this.prepared(sql).all(...bind(params)) as T[];
  }

  arrays<T extends readonly unknown[]>(sql: string, params: readonly SqlValue[] = []): T[] {
    let statement = this.rawStatements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql).safeIntegers(false).raw(true);
      this.rawStatements.set(sql, statement);
    }
    return statement.all(...bind(params)) as T[];
  }

  get<T>(sql: string, params: readonly SqlValue[] = []): T | undefined {
    return this.prepared(sql).get(...bind(params)) as T | undefined;
  }

  run(sql: string, params: readonly SqlValue[] = []): number {
    return this.prepared(sql).run(...bind(params)).changes;
  }
}

/** The async face of a statement cache, checked before each call (e.g. "still inside the transaction"). */
export function sqlOver(cache: () => StatementCache): Sql {
  return {
    dialect: 'sqlite',
    forUpdate: '',
    all: async (sql, params) => cache().all(sqliteText(sql), params),
    arrays: async (sql, params) => cache().arrays(sqliteText(sql), params),
    get: async (sql, params) => cache().get(sqliteText(sql), params),
    run: async (sql, params) => cache().run(sqliteText(sql), params),
  };
}

let lastMs = 0;
let counter = 0;

const DIGITS = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz', 'latin1');
/** The id being made: "c", 8 characters of time, 4 of the counter, 12 random; rewritten in place by each call. */
const ID = Buffer.alloc(25, 48);
ID[0] = 99; // "c"

// Random bytes drawn 4 KB at a time: one randomBytes call per id cost about 8 microseconds (a
// system call each), most of a ledger write of 100,000 log rows' id time.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = POOL_BYTES;

/**
 * A new row id for rows written with plain SQL: like Prisma's cuid(), 25
 * lower-case letters and digits starting with "c", growing with time and
 * within one millisecond, so ties on createdAt still sort in write order
 * (the balance log orders by createdAt, then id). Written byte by byte into
 * one buffer and read out as one flat string (the time's characters once per
 * millisecond): about 0.5 microseconds an id against 1 for strings joined
 * per part, which the accrual's 120,000 log rows a pass felt.
 */
export function newId(): string {
  const now = Date.now();
  if (now === lastMs) counter++;
  else {
    lastMs = now;
    counter = 0;
    ID.write(now.toString(36).padStart(8, '0'), 1, 'latin1');
  }
  // 4 base-36 digits of the counter (36^4 ids in one millisecond before it would wrap).
  for (let i = 12, c = counter; i >= 9; i--, c = Math.floor(c / 36)) ID[i] = DIGITS[c % 36]!;
  // 12 random base-36 digits (62 bits), each from one random byte below 252 = 7 x 36, so every digit is equally likely.
  for (let i = 13; i < 25; ) {
    if (poolAt >= pool.length) {
      pool = randomBytes(POOL_BYTES);
      poolAt = 0;
    }
    const byte = pool[poolAt++]!;
    if (byte < 252) ID[i++] = DIGITS[byte % 36]!;
  }
  return ID.toString('latin1', 0, 25);
}

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
