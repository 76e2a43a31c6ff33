import { sqliteText, sqlTime, type Sql, type SqlValue } from './sql.ts';

/* The SQLite runner of plain SQL (sql.ts): prepared statements on a better-sqlite3 connection. */

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

/** Parameters as better-sqlite3 binds them: times as sqlTime text, booleans as 1 and 0. */
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
