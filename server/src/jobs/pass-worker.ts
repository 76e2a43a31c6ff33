import { Worker } from 'node:worker_threads';
import { generationOf, type PrismaClient, type Tx } from '@sandbox/prisma';
import { aThirdOfTheLoop, SLICE_MS, type BatchPause } from './between-batches.ts';
import type { FromThread, ToThread } from './pass-thread.ts';

/**
 * Long passes off the request thread (docs/performance.md "Jobs beside calls"): a worker thread
 * with its own database connection runs them, so their reads, their reckoning and their garbage
 * never hold the event loop the calls are answered on. The thread only reads; what a pass writes
 * it sends here in small pieces (PassWrites.apply), and the app runs each one as a transaction
 * of its own on its own client, through its writer like any call's: a call waits for one piece
 * of SQLite's work at most, never for the thread to be scheduled. Before each write the app
 * pauses as a pass on the loop does between two batches (aThirdOfTheLoop over the time the loop
 * spent on the pass's writes): the thread asks for its next write at once, and writes back to
 * back take the loop from the calls (the price GET's p99 beside an IEO draw of 10,000 was 180 ms
 * that way, 56.8 ms with the pauses). A scenario load or restore in between ends the pass (the
 * generation moved). The thread loads the pass table `program` (modules/worker-passes.ts)
 * through tsx, about 2 s of CPU, when the app is ready (`start`) or at the first pass, and runs
 * at the lowest priority (pass-thread-boot.mjs).
 */
export interface PassWorker {
  /** Starts the thread now (it loads its modules, at its low priority), so that no pass waits for it. */
  start(): void;
  /** Runs the named pass at the sandbox instant `now` in the thread; resolves with what it answered. */
  run<T>(pass: string, now: Date): Promise<T>;
  /** Ends the running passes at their next write, then the thread. */
  close(): Promise<void>;
}

/** A write a pass has the app apply (PassWrites.apply), inside the app's transaction, with what the pass sent. */
export type PassWrite = (tx: Tx, input: never) => Promise<unknown>;

/** The writes the passes may ask for, by name (modules/pass-writes.ts). */
export type PassWriteTable = Readonly<Record<string, PassWrite>>;

/** A write's answer when the database was replaced since its pass began. */
const REPLACED = Symbol('replaced');

export function createPassWorker(deps: { db: PrismaClient; databaseUrl: string; program: URL; writes: PassWriteTable }): PassWorker {
  let thread: Worker | undefined;
  let closing = false;
  let nextId = 0;
  /** Each running pass: how it ends, its database's generation, its pause and the loop's time on its writes. */
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void; generation: number; pause: BatchPause; writing: { ms: number } }>();
  const running = new Set<Promise<unknown>>();

  /** Applies one write of a pass, answering the thread how it went. */
  async function apply(from: Worker, { id, write, input }: Extract<FromThread, { type: 'apply' }>) {
    let applied: Extract<ToThread, { type: 'applied' }>;
    try {
      const run = deps.writes[write];
      if (!run) throw new Error(`no pass write named ${write}`);
      const pass = pending.get(id);
      await pass?.pause();
      const started = performance.now();
      const result = await deps.db.$transaction(async (tx) => {
        // Read holding the writer, so no load or restore commits in between; also while closing, the pass ends here.
        if (closing || generationOf(deps.db) !== pending.get(id)?.generation) return REPLACED;
        return run(tx, input as never);
      });
      if (pass) pass.writing.ms += performance.now() - started;
      applied = result === REPLACED ? { type: 'applied', id, ended: true } : { type: 'applied', id, result };
    } catch (error) {
      applied = { type: 'applied', id, failed: error instanceof Error ? error.message : String(error) };
    }
    if (thread === from) from.postMessage(applied satisfies ToThread);
  }

  function onMessage(from: Worker, message: FromThread) {
    if (message.type === 'apply') return void apply(from, message);
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'done') waiting?.resolve(message.result as never);
    else waiting?.reject(Object.assign(new Error(message.message), { stack: message.stack }));
  }

  /** Every pass of a thread that stopped fails. */
  function lost(from: Worker, error: Error) {
    if (thread !== from) return;
    thread = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function started(): Worker {
    if (thread) return thread;
    const worker = new Worker(new URL('./pass-thread-boot.mjs', import.meta.url), {
      workerData: { program: deps.program.href, databaseUrl: deps.databaseUrl },
    });
    worker.on('message', (message: FromThread) => onMessage(worker, message));
    worker.on('error', (error) => lost(worker, error));
    worker.on('exit', (code) => lost(worker, new Error(`the pass thread exited with ${code}`)));
    thread = worker;
    return worker;
  }

  return {
    start() {
      if (!closing) started().unref();
    },
    run<T>(pass: string, now: Date): Promise<T> {
      if (closing) return Promise.reject(new Error('the pass thread is closing'));
      const id = nextId++;
      const generation = generationOf(deps.db);
      const writing = { ms: 0 };
      const pause = aThirdOfTheLoop(SLICE_MS, () => writing.ms);
      const result = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: never) => void, reject, generation, pause, writing }));
      // The thread keeps the process alive while a pass runs in it, not while it idles.
      const worker = started();
      worker.ref();
      running.add(result);
      void result
        .finally(() => {
          running.delete(result);
          if (running.size === 0) thread?.unref();
        })
        .catch(() => undefined);
      worker.postMessage({ type: 'run', id, pass, now: now.getTime(), generation } satisfies ToThread);
      return result;
    },
    async close() {
      closing = true;
      await Promise.allSettled(running);
      await thread?.terminate();
    },
  };
}
