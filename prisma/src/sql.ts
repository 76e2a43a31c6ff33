import { randomBytes } from 'node:crypto';

/**
 * Plain SQL on one connection, for the few hot paths where Prisma's per-query
 * cost (about 0.5 ms of CPU for a model query, 0.14 ms for a raw one, against
 * a few microseconds for a prepared statement: docs/decisions.md) is most of
 * the work: the ledger's writes, the session lookup, the balance-log page.
 * Statements use `?` placeholders and SQL that SQLite and PostgreSQL both
 * speak (RETURNING, ON CONFLICT DO NOTHING, window functions); the PostgreSQL
 * runner would number the placeholders and run on the transaction's own
 * connection (`tx.$queryRawUnsafe`) or a read pool. The methods are async for
 * that reason, although better-sqlite3 answers synchronously.
 */
export interface Sql {
  /** Every row of a query (or of a write with RETURNING). */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /**
   * Every row of a query as an array of its column values in SELECT order: no object per
   * row, for reads of many thousands of rows (an object per row was a third of the accrual's
   * read of 100,000 orders). Columns need distinct names.
   */
  arrays<T extends readonly unknown[]>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A write; resolves with the number of rows changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

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
    all: async (sql, params) => cache().all(sql, params),
    arrays: async (sql, params) => cache().arrays(sql, params),
    get: async (sql, params) => cache().get(sql, params),
    run: async (sql, params) => cache().run(sql, params),
  };
}

let lastMs = 0;
let counter = 0;

/**
 * A new row id for rows written with plain SQL: like Prisma's cuid(), 25
 * lower-case letters and digits starting with "c", growing with time and
 * within one millisecond, so ties on createdAt still sort in write order
 * (the balance log orders by createdAt, then id).
 */
export function newId(): string {
  const now = Date.now();
  if (now === lastMs) counter++;
  else {
    lastMs = now;
    counter = 0;
  }
  const time = now.toString(36).padStart(8, '0');
  const count = counter.toString(36).padStart(4, '0');
  return `c${time}${count}${random31()}${random31()}`;
}

// Random bits drawn 4 KB at a time: one randomBytes call per id cost about 8 microseconds (a
// system call each), most of a ledger write of 100,000 log rows' id time.
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolAt = POOL_BYTES;

/** 31 random bits as 6 base-36 characters (36^6 > 2^31), so two give the 12 random characters of an id. */
function random31(): string {
  if (poolAt + 4 > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolAt = 0;
  }
  const value = pool.readUInt32BE(poolAt) >>> 1;
  poolAt += 4;
  return value.toString(36).padStart(6, '0');
}

/**
 * `?` placeholders numbered `$1, $2, ...` for PostgreSQL, outside quoted text and
 * identifiers (a `?` inside '...' or "..." is kept). Cached per SQL text.
 */
export function numberPlaceholders(sql: string): string {
  let numbered = numberedCache.get(sql);
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
      } else out += ch === '?' ? `$${++n}` : ch;
    }
    numbered = out;
    if (numberedCache.size > 2000) numberedCache.clear();
    numberedCache.set(sql, numbered);
  }
  return numbered;
}

const numberedCache = new Map<string, string>();

/** The part of a Prisma client (or transaction client) the PostgreSQL runner uses. */
export interface RawQueries {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * A row from PostgreSQL shaped like the SQLite runner's, so callers read both alike:
 * BIGINT (COUNT, SUM of integers) and NUMERIC as numbers, timestamps as the text
 * Prisma's SQLite adapter stores (sqlTime), booleans as 1 and 0.
 */
function sqliteShaped(row: Record<string, unknown>): Record<string, unknown> {
  for (const key in row) {
    const v = row[key];
    if (typeof v === 'bigint') row[key] = Number(v);
    else if (typeof v === 'boolean') row[key] = v ? 1 : 0;
    else if (v instanceof Date) row[key] = sqlTime(v);
    else if (v !== null && typeof v === 'object' && (v as { constructor?: { name?: string } }).constructor?.name === 'Decimal')
      row[key] = Number(String(v));
  }
  return row;
}

/**
 * The PostgreSQL runner: the same SQL with numbered placeholders, through Prisma's raw
 * queries on `client` (a transaction client runs on that transaction's own connection; the
 * client itself on a pooled one). `check` runs before each statement.
 */
export function pgSqlOver(client: RawQueries, check: () => void = () => {}): Sql {
  const rows = async <T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> => {
    check();
    const result = await client.$queryRawUnsafe<Record<string, unknown>[]>(numberPlaceholders(sql), ...params);
    return result.map(sqliteShaped) as T[];
  };
  return {
    all: rows,
    // The driver's row objects keep the SELECT's column order (names that are not array indexes).
    arrays: async <T extends readonly unknown[]>(sql: string, params?: readonly SqlValue[]) =>
      (await rows<Record<string, unknown>>(sql, params)).map((row) => Object.values(row) as unknown as T),
    get: async <T>(sql: string, params?: readonly SqlValue[]) => (await rows<T>(sql, params))[0],
    run: async (sql, params = []) => {
      check();
      return client.$executeRawUnsafe(numberPlaceholders(sql), ...params);
    },
  };
}
