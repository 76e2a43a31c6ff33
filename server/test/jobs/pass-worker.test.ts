import os from 'node:os';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readerOf, resetDatabase, writerWanted } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { createPassWorker, type PassWorker } from '../../src/jobs/pass-worker.ts';

let t: TestDatabase;
let worker: PassWorker;
beforeAll(async () => {
  t = await createTestDatabase();
  worker = createPassWorker({ db: t.db, databaseUrl: t.url, program: new URL('./pass-thread-program.ts', import.meta.url) });
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

test('a pass runs in the thread over its own connection, at the instant the app sends, and answers', async () => {
  expect(await worker.run('now', new Date('2026-12-01T09:30:00Z'))).toBe('2026-12-01T09:30:00.000Z');
  expect(await worker.run('twenty', new Date())).toBe(20);
  // The thread gives way to the loop: the lowest priority, its own; the app's loop keeps the process's.
  expect(await worker.run('priority', new Date())).toBe(19);
  expect(os.getPriority()).toBe(0);
  expect(await codes()).toEqual(Array.from({ length: 20 }, (_, i) => `C${i}`).sort());
  await resetDatabase(t.db);
});

test("the thread writes in a turn of the app's writer: an app transaction begun during it sees all the turn wrote", async () => {
  const pass = worker.run('pair', new Date());
  await committed('A');
  // B is written 300 ms after A, in the same turn: the app's transaction waits for the turn's end.
  const seen = await t.db.$transaction(async (tx) => (await tx.currency.findMany({ orderBy: { code: 'asc' } })).map((c) => c.code));
  expect(seen).toEqual(['A', 'B']);
  expect(await pass).toBe('paired');
  await resetDatabase(t.db);
});

test('a turn ends early for an app transaction that waits for the writer: it sees what the turn wrote until then', async () => {
  expect(writerWanted(t.db)).toBe(false);
  const pass = worker.run<number>('untilWanted', new Date());
  await committed('W002');
  const seen = await t.db.$transaction((tx) => tx.currency.count({ where: { code: { startsWith: 'W' } } }));
  const written = await pass;
  expect(written).toBeGreaterThanOrEqual(3);
  expect(written).toBeLessThan(400);
  expect(seen).toBe(written);
  expect(writerWanted(t.db)).toBe(false);
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

test("a failed pass rejects with its error; a thread that ends inside a turn rejects its passes and gives the writer back", async () => {
  await expect(worker.run('fails', new Date())).rejects.toThrow('the pass failed on purpose');
  await expect(worker.run('nothing', new Date())).rejects.toThrow('no pass named nothing in the pass thread');
  await expect(worker.run('exits', new Date())).rejects.toThrow('the pass thread exited with 3');
  // The app's writer is free again, and the next pass starts a new thread.
  await t.db.$transaction((tx) => tx.currency.create({ data: { code: 'AFTER', name: 'after', kind: 1, precision: 2 } }));
  expect(await worker.run('now', new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  await resetDatabase(t.db);
});

test('close ends a running pass at its next write, then the thread; later passes are refused', async () => {
  const pass = worker.run<number>('twenty', new Date());
  await committed('C1');
  await worker.close();
  expect(await pass).toBeLessThan(20);
  await expect(worker.run('now', new Date())).rejects.toThrow('the pass thread is closing');
});
