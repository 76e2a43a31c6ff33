/**
 * The database failures a caller can do something about, told apart from bugs: a write that met
 * another transaction's (run it again) and a database that cannot be reached (try again later).
 * Prisma, its pg driver adapter and node-postgres each wrap the driver's error in their own
 * (a known request error with a P-code, a DriverAdapterError whose `cause` holds the kind and
 * PostgreSQL's SQLSTATE, a socket error with an errno name), so the checks look through the
 * chain of causes for any of the marks.
 */

/**
 * A row read in this transaction changed before it was written back (the ledger's version guard):
 * only another process on the same database can do that, and the whole transaction runs again.
 */
export class WriteConflictError extends Error {
  constructor(what: string) {
    super(`${what} changed concurrently; transaction aborted`);
    this.name = 'WriteConflictError';
  }
}

/** PostgreSQL's serialization failure and deadlock; Prisma's "write conflict or deadlock"; SQLite's "another connection wrote since this transaction's first read". */
const CONFLICT_CODES = new Set(['40001', '40P01', 'P2034', 'SQLITE_BUSY_SNAPSHOT']);
const CONFLICT_KINDS = new Set(['TransactionWriteConflict']);

/**
 * The database is down, restarting or out of reach: connection exceptions (08xxx), an
 * administrator's or crash shutdown and "starting up" (57P01-57P03), Prisma's "can't reach",
 * "timed out", "server closed the connection", "no connection from the pool in time", the
 * socket errors the pg adapter passes on, and SQLite's SQLITE_BUSY once another process held the
 * write lock past the wait (serialized-adapter.ts, beginImmediate).
 */
const UNAVAILABLE_CODES = new Set([
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03',
  'P1001', 'P1002', 'P1017', 'P2024', 'SQLITE_BUSY',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE',
]);
const UNAVAILABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** node-postgres says a cut connection in words only. */
const UNAVAILABLE_TEXT = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** The error and every object it wraps (cause, Prisma's meta.driverAdapterError), a few levels deep. */
function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  const e = error as Record<string, unknown>;
  yield e;
  yield* chain(e.cause, depth + 1);
  const meta = e.meta as Record<string, unknown> | undefined;
  if (meta) yield* chain(meta.driverAdapterError, depth + 1);
}

function marked(error: unknown, codes: ReadonlySet<string>, kinds: ReadonlySet<string>, text?: RegExp): boolean {
  for (const e of chain(error)) {
    for (const field of ['code', 'originalCode', 'errorCode']) if (typeof e[field] === 'string' && codes.has(e[field])) return true;
    if (typeof e.kind === 'string' && kinds.has(e.kind)) return true;
    if (text && typeof e.message === 'string' && text.test(e.message)) return true;
  }
  return false;
}

/** True when running the transaction again may succeed: it met another transaction's write. */
export function isWriteConflict(error: unknown): boolean {
  return error instanceof WriteConflictError || marked(error, CONFLICT_CODES, CONFLICT_KINDS);
}

/** True when the database could not be reached or went away during the call. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Error && error.name === 'PrismaClientInitializationError') return true;
  return marked(error, UNAVAILABLE_CODES, UNAVAILABLE_KINDS, UNAVAILABLE_TEXT);
}
