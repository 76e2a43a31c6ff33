import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readerOf, resetDatabase, type Tx } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { createPassWorker, type PassWorker } from '../../src/jobs/pass-worker.ts';

let t: TestDatabase;
let worker: PassWorker;
/** The app's transactions that applied a write of the thread. */
let applied = 0;
/** When each `busy` write began and ended on the app's loop. */
const busySpans: Array<[number, number]> = [];
const currency = (tx: Tx, code: string) => {
  applied++;
  return tx.currency.create({ data: { code, name: code, kind: 1, precision: 2 } });
};
beforeAll(async () => {
  t = await createTestDatabase();
  worker = createPassWorker({
    db: t.db,
    databaseUrl: t.url,
    program: new URL('./pass-thread-program.ts', import.meta.url),
    writes: {
      currency,
      async busy(_tx: Tx, ms: number) {
        const began = performance.now();
        while (performance.now() - began < ms);
        busySpans.push([began, performance.now()]);
        return true;
      },
      async currencyThenFail(tx: Tx, code: string) {
        await currency(tx, code);
        throw new Error('the write failed on purpose');
      },
    },
  });
});
afterAll(async () => {
  await worker.close();
  await t.cleanup();
});

const codes = async () => (await readerOf(t.db).all<{ code: string }>('SELECT code FROM "Currency" ORDER BY code')).map((c) => c.code);
/** Resolves once `code` is committed (read on the reader connection, which never waits for a writer). */
async function committed(code: string) {
  while (!(await codes()).includes(code)) await setTimeout(5);
}

test('a pass runs in the thread, at the instant the app sends, and answers; the app applies its writes, each in a transaction of its own', async () => {
  expect(await worker.run('now', new Date('2026-12-01T09:30:00Z'))).toBe('2026-12-01T09:30:00.000Z');
  applied = 0;
  expect(await worker.run('twenty', new Date())).toBe(20);
  expect(applied).toBe(20);
  expect(await codes()).toEqual(Array.from({ length: 20 }, (_, i) => `C${i}`).sort());
  // The thread reads the app's database on its own connection.
  expect(await worker.run('currencies', new Date())).toEqual(await codes());
  // The thread gives way to the loop: the lowest priority, its own; the app's loop keeps the process's.
  expect(await worker.run('priority', new Date())).toBe(19);
  expect(os.getPriority()).toBe(0);
  await resetDatabase(t.db);
});

test('the app pauses before a write as a pass on the loop does: after 10 ms of writing, at least twice as long (aThirdOfTheLoop)', async () => {
  busySpans.length = 0;
  expect(await worker.run('twoBusyWrites', new Date())).toBe(true);
  const [first, second] = busySpans;
  // The thread asks for the second write as soon as the first is applied; the loop waits first.
  expect(second![0] - first![1]).toBeGreaterThanOrEqual(2 * 10 - 1);
});

test('a write that fails rolls back alone and fails its pass with its error', async () => {
  await expect(worker.run('failsHalfway', new Date())).rejects.toThrow('the write failed on purpose');
  await expect(worker.run('unknownWrite', new Date())).rejects.toThrow('no pass write named nothing');
  // A's write committed; B's rolled back with its failure.
  expect(await codes()).toEqual(['A']);
  await resetDatabase(t.db);
});

test('a scenario load or restore during a pass (the generation moves) ends it at its next write', async () => {
  const pass = worker.run<number>('twenty', new Date());
  await committed('C2');
  await resetDatabase(t.db);
  const written = await pass;
  expect(written).toBeGreaterThanOrEqual(3);
  expect(written).toBeLessThan(20);
  // Nothing was written after the wipe.
  expect(await codes()).toEqual([]);
});

test('a failed pass rejects with its error; a thread that ends rejects its passes, and the next pass starts a new one', async () => {
  await expect(worker.run('fails', new Date())).rejects.toThrow('the pass failed on purpose');
  await expect(worker.run('nothing', new Date())).rejects.toThrow('no pass named nothing in the pass thread');
  await expect(worker.run('exits', new Date())).rejects.toThrow('the pass thread exited with 3');
  expect(await worker.run('now', new Date(0))).toBe('1970-01-01T00:00:00.000Z');
});

test('close ends a running pass at its next write, then the thread; later passes are refused', async () => {
  const pass = worker.run<number>('twenty', new Date());
  await committed('C1');
  await worker.close();
  expect(await pass).toBeLessThan(20);
  await expect(worker.run('now', new Date())).rejects.toThrow('the pass thread is closing');
});
