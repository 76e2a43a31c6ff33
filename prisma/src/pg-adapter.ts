import { createRequire } from 'node:module';
import type { PrismaPg } from '@prisma/adapter-pg';
import { ConnectionState, Lock, lockedTransaction } from './serialized-adapter.ts';

// PostgreSQL's driver and Prisma's adapter over it are loaded when a PostgreSQL database is first
// opened: a process on SQLite never needs them (about 0.15 s of a server's start, profiled).
const requireHere = createRequire(import.meta.url);
export const loadPgDriver = (): typeof import('pg') => requireHere('pg') as typeof import('pg');
const loadPgAdapter = (): typeof import('@prisma/adapter-pg') => requireHere('@prisma/adapter-pg') as typeof import('@prisma/adapter-pg');

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;

/** Connections of the app's pool (DATABASE_POOL_SIZE, default 10). */
export const pgPoolSize = (): number => Number(process.env.DATABASE_POOL_SIZE ?? 10);

/**
 * Prisma's PostgreSQL adapter (a pg pool) with one change: the interactive transactions of
 * one process run one at a time, as they do on SQLite's single writer. The code was written
 * and tested against that: a read-then-write inside a transaction (the ledger's balances read
 * and written back under their version, a stock or quota checked then taken) never meets a
 * second transaction of the same process, so the same known answers hold on both databases
 * instead of "changed concurrently" refusals under load. Plain queries outside a transaction
 * still run in parallel on the pool (PostgreSQL isolates them), and so do reads (readerOf).
 * Across several processes on one database the version guards are what stop a lost update.
 */
export class SerializedPg {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;
  readonly state = new ConnectionState();
  private inner: PrismaPg;

  constructor(url: string) {
    this.inner = new (loadPgAdapter().PrismaPg)({ connectionString: url, max: pgPoolSize() });
    this.adapterName = this.inner.adapterName;
    this.state.dialect = 'postgresql';
    this.state.retarget = (next) => {
      if (this.state.pgPool) throw new Error('@sandbox/prisma: only a disconnected client is pointed at another database');
      this.inner = new (loadPgAdapter().PrismaPg)({ connectionString: next, max: pgPoolSize() });
    };
  }

  async connect(): Promise<Adapter> {
    const adapter = await this.inner.connect();
    const lock = new Lock();
    const state = this.state;
    state.lock = lock;
    state.pgPool = adapter;
    // The pg adapter is a class; its methods are bound here so the wrapper can hand them on.
    const wrapped: Adapter = Object.create(adapter) as Adapter;
    wrapped.startTransaction = (isolationLevel) => lockedTransaction(lock, state, () => adapter.startTransaction(isolationLevel));
    // After a disconnect plain reads wait for Prisma's next connect (readerOf) instead of an ended pool.
    wrapped.dispose = () => {
      if (state.pgPool === adapter) state.pgPool = undefined;
      return adapter.dispose();
    };
    return wrapped;
  }
}
