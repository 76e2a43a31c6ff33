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
