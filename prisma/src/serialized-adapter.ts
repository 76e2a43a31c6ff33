import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';

type Factory = InstanceType<typeof PrismaBetterSQLite3>;
type Adapter = Awaited<ReturnType<Factory['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;

// Pragmas applied once per connection. WAL lets readers in other processes
// (seed, QA tools) work while the server writes; busy_timeout makes a second
// process wait for the write lock instead of failing at once.
const PRAGMAS = [
  'journal_mode = WAL',
  'busy_timeout = 5000',
  'foreign_keys = ON',
  'synchronous = NORMAL',
];

/** A FIFO async lock: `acquire()` resolves with a once-only release function. */
class Lock {
  private tail: Promise<void> = Promise.resolve();

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
    return previous.then(() => release);
  }
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
  private readonly inner: Factory;

  constructor(url: string) {
    this.inner = new PrismaBetterSQLite3({ url, timeout: 5000 });
    this.adapterName = this.inner.adapterName;
  }

  async connect(): Promise<Adapter> {
    const adapter = await this.inner.connect();
    await adapter.executeScript(PRAGMAS.map((p) => `PRAGMA ${p};`).join('\n'));
    return wrap(adapter, new Lock());
  }
}

function wrap(adapter: Adapter, lock: Lock): Adapter {
  const locked = async <T>(run: () => Promise<T>): Promise<T> => {
    const release = await lock.acquire();
    try {
      return await run();
    } finally {
      release();
    }
  };
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query) => locked(() => adapter.queryRaw(query)),
    executeRaw: (query) => locked(() => adapter.executeRaw(query)),
    executeScript: (script) => locked(() => adapter.executeScript(script)),
    dispose: () => locked(() => adapter.dispose()),
    ...(adapter.getConnectionInfo ? { getConnectionInfo: () => adapter.getConnectionInfo!() } : {}),
    async startTransaction(isolationLevel) {
      const release = await lock.acquire();
      let tx: Transaction;
      try {
        tx = await adapter.startTransaction(isolationLevel);
      } catch (e) {
        release();
        throw e;
      }
      // Prisma sends COMMIT / ROLLBACK through the transaction's queries, then calls these.
      return {
        provider: tx.provider,
        adapterName: tx.adapterName,
        options: tx.options,
        queryRaw: (query) => tx.queryRaw(query),
        executeRaw: (query) => tx.executeRaw(query),
        commit: () => tx.commit().finally(release),
        rollback: () => tx.rollback().finally(release),
      };
    },
  };
}
