import { parentPort, workerData } from 'node:worker_threads';
import { anyWaiter, createPrismaClient, type PrismaClient } from '@sandbox/prisma';

/** What the app sends the pass thread: a pass to run, or the writer's turn it asked for. */
export type ToThread =
  | { type: 'run'; id: number; pass: string; now: number; generation: number }
  | { type: 'turn'; id: number; generation: number; waiting?: Int32Array };

/** What the thread sends back: a turn asked for or given back, a pass's answer or its failure. */
export type FromThread =
  | { type: 'turn'; id: number }
  | { type: 'turned'; id: number }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; message: string; stack?: string };

/** A turn of the app's writer, as the write holding it sees it. */
export interface WriterTurn {
  /** Whether one of the app's transactions or queries waits for the writer now: the write ends its transaction early and leaves the rest to its next turn. */
  wanted(): boolean;
}

/** How a pass in the thread writes: each write in a turn of the app's writer, and whether it goes on. */
export interface PassWrites {
  /** Runs `write` in a turn of the app's writer; undefined, and the pass ends, once the database was replaced since the pass began. */
  write<T>(write: (turn: WriterTurn) => Promise<T>): Promise<T | undefined>;
  /** False once a write found the database replaced. */
  goOn(): Promise<boolean>;
}

/** A pass the thread runs: over its own client of the app's database, at the sandbox instant `now`. */
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
  const turns = new Map<number, (turn: Extract<ToThread, { type: 'turn' }>) => void>();
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

  function writesOf(id: number, generation: number): PassWrites {
    let ended = false;
    return {
      async write(run) {
        if (ended) return undefined;
        const turn = await new Promise<Extract<ToThread, { type: 'turn' }>>((resolve) => {
          turns.set(id, resolve);
          post({ type: 'turn', id });
        });
        try {
          if (turn.generation !== generation) {
            ended = true;
            return undefined;
          }
          const waiting = turn.waiting;
          return await run({ wanted: () => waiting !== undefined && anyWaiter(waiting) });
        } finally {
          post({ type: 'turned', id });
        }
      },
      goOn: async () => !ended,
    };
  }

  async function runPass({ id, pass, now, generation }: Extract<ToThread, { type: 'run' }>) {
    const client = clientOf(generation);
    try {
      const run = passes[pass];
      if (!run) throw new Error(`no pass named ${pass} in the pass thread`);
      post({ type: 'done', id, result: await run(client.db, new Date(now), writesOf(id, generation)) });
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
    turns.get(message.id)?.(message);
    turns.delete(message.id);
  });
}
