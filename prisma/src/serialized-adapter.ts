import { setTimeout as sleep } from 'node:timers/promises';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { PgQueryable } from './pg-sql.ts';
import { StatementCache, asSqliteConnection, type SqliteConnection } from './sqlite-sql.ts';

type Factory = InstanceType<typeof PrismaBetterSqlite3>;
type Adapter = Awaited<ReturnType<Factory['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;

/**
 * How long SQLite waits in its busy handler for a lock another process holds: a read that meets
 * a checkpoint resetting the log, a migration. The write lock is waited for on a timer instead
 * (beginImmediate), as long as WRITE_LOCK_WAIT_MS.
 */
const BUSY_TIMEOUT_MS = 5000;

/** How long a transaction or a write waits for another process's write lock before it fails (503, the database unavailable). */
const WRITE_LOCK_WAIT_MS = 5000;

// Pragmas applied once per connection. WAL lets readers in other processes
// (seed, QA tools) work while the server writes.
const PRAGMAS = [
  'journal_mode = WAL',
  `busy_timeout = ${BUSY_TIMEOUT_MS}`,
  'foreign_keys = ON',
  'synchronous = NORMAL',
];

const isBusy = (error: unknown) => typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_BUSY');

/**
 * Opens a transaction holding SQLite's write lock (BEGIN IMMEDIATE) on `connection`, waiting for
 * another process's lock (a second API instance, the QA CLI) on a timer. better-sqlite3 calls
 * SQLite synchronously, and SQLite's busy handler sleeps in the calling thread: while another
 * process held the lock, every call of this one waited with it, also those that never write.
 * Here a try takes the lock or fails at once (busy_timeout 0 for the try), and the next try
 * comes a millisecond later, the loop serving other calls meanwhile. A try costs a few
 * microseconds; longer waits between tries let a busy writer of the other process take the lock
 * again and again (docs/decisions.md). After `waitMs` the last try's SQLITE_BUSY is thrown.
 */
export async function beginImmediate(connection: SqliteConnection, waitMs = WRITE_LOCK_WAIT_MS): Promise<void> {
  const started = performance.now();
  for (;;) {
    try {
      connection.exec('PRAGMA busy_timeout = 0; BEGIN IMMEDIATE');
      return;
    } catch (error) {
      if (!isBusy(error) || performance.now() - started >= waitMs) throw error;
    } finally {
      connection.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    }
    await sleep(1);
  }
}

/** Statements that write rows: run outside a transaction, they take the write lock as a transaction's BEGIN does. */
const WRITE_STATEMENT = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/** A FIFO async lock: `acquire()` resolves with a once-only release function. */
export class Lock {
  private tail: Promise<void> = Promise.resolve();
  /** How many acquirers wait for the lock: a long write ends its transaction early when a call waits for it (writerWanted). */
  waiting = 0;

  acquire(): Promise<() => void> {
    let open!: () => void;
    const released = new Promise<void>((resolve) => (open = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => released);
    let done = false;
    const release = () => {
      if (!done) {
        done = true;
        open();
      }
    };
    this.waiting++;
    return previous.then(() => {
      this.waiting--;
      return release;
    });
  }
}

/**
 * What the plain-SQL paths (sqlite-sql.ts, connections.ts) need to know about the
 * connections: the writer's statements and whether a transaction holds it,
 * hooks to run when that transaction ends, and the read-only connection.
 */
export class ConnectionState {
  /** Which runner sqlOf/readerOf build: SQLite statements or PostgreSQL through Prisma's raw queries. */
  dialect: 'sqlite' | 'postgresql' = 'sqlite';
  writer: StatementCache | undefined;
  /** True from BEGIN until COMMIT or ROLLBACK of the transaction holding the writer. */
  inTransaction = false;
  /** Counts the transactions started (PostgreSQL: a plain-SQL face knows its own has ended). */
  transactions = 0;
  /** Run once when the current transaction ends, with whether it committed. */
  transactionEndHooks: Array<(committed: boolean) => void> = [];
  reader: StatementCache | undefined;
  /** PostgreSQL: the driver adapter (its pool), which plain reads go to (readerOf). */
  pgPool: PgQueryable | undefined;
  /** PostgreSQL: the driver adapter's transaction holding the lock, which sqlOf's statements go to. */
  pgTransaction: PgQueryable | undefined;
  /** Bumped after every wipe of all tables (a scenario load): caches of rows start over. */
  generation = 0;
  /** Interactive transactions run again after a write conflict with another process (index.ts). */
  transactionRetries = 0;
  /** The lock this process's transactions take in turn (lockedTransaction), set on connect. */
  lock: Lock | undefined;
  /** Set while the database file is being replaced (swapDatabaseFile): readers wait for it. */
  reopening: Promise<void> | undefined;
  /** Replaces the database file under the writer's lock (set by SerializedSQLite.connect). */
  reopen: ((replace: () => void) => Promise<void>) | undefined;
  /** PostgreSQL: points the disconnected client at another database (set by SerializedPg). */
  retarget: ((url: string) => void) | undefined;

  endTransaction(committed: boolean): void {
    const hooks = this.transactionEndHooks;
    this.transactionEndHooks = [];
    this.inTransaction = false;
    this.pgTransaction = undefined;
    for (const hook of hooks) hook(committed);
  }
}


/**
 * Starts a driver transaction holding `lock` until it commits or rolls back, with `state`
 * told of its start and its end (hooks, "in a transaction"): one transaction at a time per
 * process, on SQLite's one writer and on the PostgreSQL pool alike (pg-adapter.ts says why).
 */
export async function lockedTransaction(lock: Lock, state: ConnectionState, start: () => Promise<Transaction>): Promise<Transaction> {
  const release = await lock.acquire();
  let tx: Transaction;
  try {
    tx = await start();
  } catch (e) {
    release();
    throw e;
  }
  state.inTransaction = true;
  state.transactions++;
  if (state.dialect === 'postgresql') state.pgTransaction = tx;
  // Prisma sends COMMIT / ROLLBACK through the transaction's queries, then calls these.
  const end = (committed: boolean) => {
    state.endTransaction(committed);
    release();
  };
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (query) => tx.queryRaw(query),
    executeRaw: (query) => tx.executeRaw(query),
    commit: () => tx.commit().finally(() => end(true)),
    rollback: () => tx.rollback().finally(() => end(false)),
    // Savepoints (a nested transaction) stay inside this one, on its connection.
    ...(tx.createSavepoint ? { createSavepoint: (name: string) => tx.createSavepoint!(name) } : {}),
    ...(tx.rollbackToSavepoint ? { rollbackToSavepoint: (name: string) => tx.rollbackToSavepoint!(name) } : {}),
    ...(tx.releaseSavepoint ? { releaseSavepoint: (name: string) => tx.releaseSavepoint!(name) } : {}),
  };
}

/**
 * The better-sqlite3 adapter shares ONE connection between interactive
 * transactions and plain queries. It serialises transactions with a private
 * mutex, but a plain query issued while a transaction is open runs inside that
 * transaction: it sees uncommitted rows, and a plain write is lost if that
 * transaction rolls back. This wrapper puts every plain query behind the same
 * lock as the transactions, so each transaction is truly isolated.
 * Consequence: inside `db.$transaction(async (tx) => ...)` use `tx`, never
 * `db`; a `db` call there waits for the transaction and fails at its timeout.
 */
export class SerializedSQLite {
  readonly provider = 'sqlite' as const;
  readonly adapterName: string;
  readonly state = new ConnectionState();
  private readonly inner: Factory;
  private readonly readOnly: Factory;

  constructor(url: string) {
    this.inner = new PrismaBetterSqlite3({ url, timeout: BUSY_TIMEOUT_MS });
    // Reads outside a transaction: a second connection. In WAL mode each of its
    // statements sees the last committed state without waiting for the writer
    // (PostgreSQL: a small pool of plain connections, or a replica).
    this.readOnly = new PrismaBetterSqlite3({ url, timeout: BUSY_TIMEOUT_MS });
    this.adapterName = this.inner.adapterName;
  }

  async connect(): Promise<Adapter> {
    const current = { adapter: await this.open() };
    const lock = new Lock();
    this.state.lock = lock;
    this.state.reopen = (replace) => this.reopen(current, lock, replace);
    return wrap(current, lock, this.state);
  }

  /** Opens the writer (returned, for Prisma) and the read-only connection (kept in the state). */
  private async open(): Promise<Adapter> {
    const adapter = await this.inner.connect();
    await adapter.executeScript(PRAGMAS.map((p) => `PRAGMA ${p};`).join('\n'));
    // The adapter keeps its better-sqlite3 connection in `client`; checked at run time (sqlite-sql.ts).
    const writer = asSqliteConnection((adapter as unknown as { client: unknown }).client);
    (adapter as unknown as { client: unknown }).client = adapterClient(writer);
    this.state.writer = new StatementCache(writer);
    const reader = asSqliteConnection(((await this.readOnly.connect()) as unknown as { client: unknown }).client);
    // query_only: this connection can never write, whatever a caller sends it.
    reader.exec([`busy_timeout = ${BUSY_TIMEOUT_MS}`, 'foreign_keys = ON', 'query_only = ON'].map((p) => `PRAGMA ${p};`).join('\n'));
    this.state.reader = new StatementCache(reader);
    return adapter;
  }

  /**
   * A snapshot restore: waits for the lock (the transaction or query running ends, the next
   * ones wait), closes both connections, lets `replace` swap the files, and opens them again
   * on the new file; Prisma keeps its client, which reaches the connection only through this
   * adapter. Reads on the read-only connection wait too (state.reopening). Caches of rows
   * start over (generation).
   */
  private async reopen(current: { adapter: Adapter }, lock: Lock, replace: () => void): Promise<void> {
    const release = await lock.acquire();
    let done!: () => void;
    this.state.reopening = new Promise<void>((resolve) => (done = resolve));
    try {
      this.state.reader?.connection.close();
      this.state.reader = undefined;
      this.state.writer = undefined;
      await current.adapter.dispose();
      try {
        replace();
      } finally {
        // Reopened whether or not the swap happened: a failed restore leaves the old file in use.
        current.adapter = await this.open();
        this.state.generation++;
      }
    } finally {
      this.state.reopening = undefined;
      done();
      release();
    }
  }
}

/** Statements the adapter's connection keeps, the most recently used: Prisma's query texts, and a few IN lists of each length. */
const STATEMENTS_KEPT = 1000;

/** The part of a better-sqlite3 statement the adapter uses. */
interface AdapterStatement {
  readonly reader: boolean;
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  columns(): Array<{ name: string; type: string | null }>;
  raw(on?: boolean): AdapterStatement;
  all(...params: unknown[]): unknown[];
}

/**
 * The connection as the adapter sees it (its `client`: prepare, exec, close), with two changes.
 * - Statements are kept by their SQL text: the adapter prepares every query again, and each
 *   prepared statement is a native object the garbage collector finalizes (the VIP sweep over
 *   100,000 users spent 5 s of its 45 s of CPU preparing, and its young-generation collections
 *   took 60-300 ms each finalizing them, every call waiting). The adapter binds its arguments
 *   for good (`prepare(sql).bind(args)`), which a kept statement cannot take twice, so it gets a
 *   view that passes them on each call.
 * - Its one BEGIN finds the transaction open: `wrap` opens it first with BEGIN IMMEDIATE
 *   (beginImmediate), waiting for another process's write lock on a timer. A plain BEGIN takes the
 *   write lock only at the first write, so a transaction of another process (a second API
 *   instance, the QA CLI) that read the same rows meanwhile could neither write nor wait
 *   (SQLITE_BUSY at once); BEGIN IMMEDIATE takes it at the start, and another process's
 *   transaction waits for it and then reads what it wrote. The adapter has no option for it.
 */
export function adapterClient(connection: SqliteConnection) {
  const kept = new LRUCache<string, AdapterStatement>({ max: STATEMENTS_KEPT });
  const statementOf = (sql: string) => {
    let statement = kept.get(sql);
    if (!statement) {
      statement = connection.prepare(sql === 'BEGIN' ? 'BEGIN IMMEDIATE' : sql) as unknown as AdapterStatement;
      kept.set(sql, statement);
    }
    return statement;
  };
  // BEGIN IMMEDIATE when no transaction is open (a start that did not go through `wrap`).
  const begin: AdapterStatement = {
    reader: false,
    run: () => (connection.inTransaction ? { changes: 0, lastInsertRowid: 0 } : statementOf('BEGIN').run()),
    columns: () => [],
    raw: () => begin,
    all: () => [],
  };
  const bound = (statement: AdapterStatement, args: unknown[]) => ({
    reader: statement.reader,
    run: () => statement.run(...args),
    columns: () => statement.columns(),
    raw: () => ({ all: () => statement.raw(true).all(...args) }),
  });
  return {
    prepare(sql: string) {
      const statement = sql === 'BEGIN' ? begin : statementOf(sql);
      return { reader: statement.reader, run: () => statement.run(), bind: (args: unknown[]) => bound(statement, args) };
    },
    exec: (script: string) => connection.exec(script),
    close: () => connection.close(),
  };
}

function wrap(current: { adapter: Adapter }, lock: Lock, state: ConnectionState): Adapter {
  // provider and name never change; every call below takes the connection open at the time.
  const adapter = current.adapter;
  const locked = async <T>(run: () => Promise<T>): Promise<T> => {
    const release = await lock.acquire();
    try {
      return await run();
    } finally {
      release();
    }
  };
  /** Runs `work` after beginImmediate on the writer; a failure rolls the transaction back. */
  const afterBegin = async <T>(work: () => Promise<T>): Promise<T> => {
    const writer = state.writer!;
    await beginImmediate(writer.connection);
    try {
      return await work();
    } catch (error) {
      if (writer.connection.inTransaction) writer.run('ROLLBACK');
      throw error;
    }
  };
  /** A plain statement outside a transaction; one that writes rows runs in a transaction of its own, its lock taken as a transaction's is. */
  const statement = <T>(sql: string, run: () => Promise<T>): Promise<T> =>
    locked(() =>
      WRITE_STATEMENT.test(sql)
        ? afterBegin(async () => {
            const result = await run();
            state.writer!.run('COMMIT');
            return result;
          })
        : run(),
    );
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => statement(query.sql, () => current.adapter.queryRaw(query)),
    executeRaw: (query) => statement(query.sql, () => current.adapter.executeRaw(query)),
    executeScript: (script) => locked(() => current.adapter.executeScript(script)),
    dispose: () =>
      locked(async () => {
        state.reader?.connection.close();
        state.reader = undefined;
        state.writer = undefined;
        await current.adapter.dispose();
      }),
    ...(adapter.getConnectionInfo ? { getConnectionInfo: () => current.adapter.getConnectionInfo!() } : {}),
    // The adapter's BEGIN then finds the transaction open (adapterClient).
    startTransaction: (isolationLevel) => lockedTransaction(lock, state, () => afterBegin(() => current.adapter.startTransaction(isolationLevel))),
  };
}
