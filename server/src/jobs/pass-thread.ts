import { parentPort, workerData } from 'node:worker_threads';
import { createPrismaClient, type PrismaClient } from '@sandbox/prisma';

/** What the app sends the pass thread: a pass to run, or how a write the thread asked for went. */
export type ToThread =
  | { type: 'run'; id: number; pass: string; now: number; generation: number }
  | { type: 'applied'; id: number; result?: unknown; ended?: true; failed?: string };

/** What the thread sends back: a write for the app to apply, a pass's answer or its failure. */
export type FromThread =
  | { type: 'apply'; id: number; write: string; input: unknown }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string; stack?: string };

/** How a pass in the thread writes: the app applies each write, and whether the pass goes on. */
export interface PassWrites {
  /**
   * Has the app run its write named `write` (pass-worker.ts PassWriteTable) with `input`, in a
   * transaction of its own on the app's client; answers what the write answered, or undefined,
   * and the pass ends, once the database was replaced since the pass began.
   */
  apply<T>(write: string, input: unknown): Promise<T | undefined>;
  /** False once a write found the database replaced. */
  goOn(): Promise<boolean>;
}

/** A pass the thread runs: over its own client of the app's database (to read), at the sandbox instant `now`. */
export type ThreadPass = (db: PrismaClient, now: Date, writes: PassWrites) => Promise<unknown>;

/**
 * The thread's side of pass-worker.ts: runs the named passes of `passes` as the app asks. A
 * client per generation of the app's database: a restore swaps SQLite's file, so a pass of a
 * later generation opens it anew, and an older client no pass uses any more is closed.
 */
export function servePasses(passes: Readonly<Record<string, ThreadPass>>): void {
  const port = parentPort;
  if (!port) throw new Error('servePasses runs in the pass thread (jobs/pass-worker.ts)');
  const { databaseUrl } = workerData as { databaseUrl: string };
  const post = (message: FromThread) => port.postMessage(message);
  // The write each pass waits for the app to apply (one at a time a pass), by pass.
  const applying = new Map<number, (applied: Extract<ToThread, { type: 'applied' }>) => void>();
  const clients = new Map<number, { db: PrismaClient; passes: number }>();

  function clientOf(generation: number) {
    let client = clients.get(generation);
    if (!client) clients.set(generation, (client = { db: createPrismaClient(databaseUrl), passes: 0 }));
    client.passes++;
    return client;
  }

  async function closeIdle() {
    const newest = Math.max(...clients.keys());
    for (const [generation, client] of clients) {
      if (generation === newest || client.passes > 0) continue;
      clients.delete(generation);
      await client.db.$disconnect();
    }
  }

  function writesOf(id: number): PassWrites {
    let ended = false;
    return {
      async apply<T>(write: string, input: unknown) {
        if (ended) return undefined;
        const applied = await new Promise<Extract<ToThread, { type: 'applied' }>>((resolve) => {
          applying.set(id, resolve);
          post({ type: 'apply', id, write, input });
        });
        if (applied.failed !== undefined) throw new Error(applied.failed);
        if (applied.ended) ended = true;
        return applied.result as T | undefined;
      },
      goOn: async () => !ended,
    };
  }

  async function runPass({ id, pass, now, generation }: Extract<ToThread, { type: 'run' }>) {
    const client = clientOf(generation);
    try {
      const run = passes[pass];
      if (!run) throw new Error(`no pass named ${pass} in the pass thread`);
      post({ type: 'done', id, result: await run(client.db, new Date(now), writesOf(id)) });
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      post({ type: 'failed', id, message: e.message, stack: e.stack });
    } finally {
      client.passes--;
      await closeIdle();
    }
  }

  port.on('message', (message: ToThread) => {
    if (message.type === 'run') return void runPass(message);
    applying.get(message.id)?.(message);
    applying.delete(message.id);
  });
}
