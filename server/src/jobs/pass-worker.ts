import { Worker } from 'node:worker_threads';
import { generationOf, holdWriter, type PrismaClient } from '@sandbox/prisma';
import type { FromThread, ToThread } from './pass-thread.ts';

/**
 * Long passes off the request thread (docs/performance.md "Jobs beside calls"): a worker thread
 * with its own database connection runs them, so their CPU and their garbage never hold the
 * event loop the calls are answered on. The thread reads on its own; each of its write
 * transactions waits for a turn of this process's writer (holdWriter), so the calls' transactions
 * wait for it as they wait for each other, without the loop; the thread sees how many wait
 * (WriterTurn.wanted) and ends its transaction early for them. A scenario load or restore in
 * between ends the pass (the generation moved). The thread loads the pass table `program`
 * (modules/worker-passes.ts) through tsx, about 2 s of CPU, when the app is ready (`start`) or at
 * the first pass, and runs at the lowest priority (pass-thread-boot.mjs).
 */
export interface PassWorker {
  /** Starts the thread now (it loads its modules, at its low priority), so that no pass waits for it. */
  start(): void;
  /** Runs the named pass at the sandbox instant `now` in the thread; resolves with what it answered. */
  run<T>(pass: string, now: Date): Promise<T>;
  /** Ends the running passes at their next write, then the thread. */
  close(): Promise<void>;
}

export function createPassWorker(deps: { db: PrismaClient; databaseUrl: string; program: URL }): PassWorker {
  let thread: Worker | undefined;
  let closing = false;
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  const running = new Set<Promise<unknown>>();
  // The writer's turns the thread holds, by pass: released if the thread dies holding one.
  const held = new Map<number, () => void>();

  async function onMessage(from: Worker, message: FromThread) {
    if (message.type === 'turn') {
      let turn: Awaited<ReturnType<typeof holdWriter>>;
      try {
        turn = await holdWriter(deps.db);
      } catch {
        // The app's database is gone (a failed connect while it closes): no generation matches, the pass ends there.
        from.postMessage({ type: 'turn', id: message.id, generation: -1 } satisfies ToThread);
        return;
      }
      // The thread ended while it waited: nobody will give this turn back.
      if (thread !== from) return turn.release();
      held.set(message.id, turn.release);
      // While closing, an old generation: the pass ends there.
      from.postMessage({ type: 'turn', id: message.id, generation: closing ? -1 : turn.generation, waiting: turn.waiting } satisfies ToThread);
      return;
    }
    if (message.type === 'turned') {
      held.get(message.id)?.();
      held.delete(message.id);
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'done') waiting?.resolve(message.result as never);
    else waiting?.reject(Object.assign(new Error(message.message), { stack: message.stack }));
  }

  /** Every pass of a thread that stopped fails, and the turns it held are given back. */
  function lost(from: Worker, error: Error) {
    if (thread !== from) return;
    thread = undefined;
    for (const release of held.values()) release();
    held.clear();
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function started(): Worker {
    if (thread) return thread;
    const worker = new Worker(new URL('./pass-thread-boot.mjs', import.meta.url), {
      workerData: { program: deps.program.href, databaseUrl: deps.databaseUrl },
    });
    worker.on('message', (message: FromThread) => void onMessage(worker, message));
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
      const result = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: never) => void, reject }));
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
      worker.postMessage({ type: 'run', id, pass, now: now.getTime(), generation: generationOf(deps.db) } satisfies ToThread);
      return result;
    },
    async close() {
      closing = true;
      await Promise.allSettled(running);
      await thread?.terminate();
    },
  };
}
