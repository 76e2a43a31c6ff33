import { expect, test } from 'vitest';
import { adapterClient } from '@sandbox/prisma/serialized-adapter';
import type { SqliteConnection } from '@sandbox/prisma/sqlite-sql';

/** A stand-in for better-sqlite3: counts what it prepares and records each statement's calls with their arguments. */
function fakeConnection() {
  const prepared: string[] = [];
  const calls: string[] = [];
  const connection = {
    prepare(sql: string) {
      prepared.push(sql);
      return {
        reader: sql.startsWith('SELECT'),
        run: (...args: unknown[]) => (calls.push(`run ${sql} ${JSON.stringify(args)}`), { changes: 1, lastInsertRowid: 1 }),
        columns: () => [{ name: 'n', type: 'INTEGER' }],
        raw: function () {
          return this;
        },
        all: (...args: unknown[]) => (calls.push(`all ${sql} ${JSON.stringify(args)}`), [[args[0]]]),
      };
    },
    exec: () => undefined,
    close: () => undefined,
    inTransaction: false,
    open: true,
  };
  return { connection: connection as unknown as SqliteConnection, prepared, calls };
}

test("the adapter's statements are prepared once per text, each call with its own arguments; its BEGIN is BEGIN IMMEDIATE", () => {
  const { connection, prepared, calls } = fakeConnection();
  const client = adapterClient(connection);
  const read = 'SELECT "n" FROM "T" WHERE "id" = ?';
  const first = client.prepare(read).bind(['a']);
  const second = client.prepare(read).bind(['b']);
  // Bound for good by the adapter, yet the kept statement answers each view with its own argument.
  expect(second.raw().all()).toEqual([['b']]);
  expect(first.raw().all()).toEqual([['a']]);
  expect(first.reader).toBe(true);
  client.prepare('UPDATE "T" SET "n" = ?').bind([1]).run();
  client.prepare('BEGIN').run();
  client.prepare('BEGIN').run();
  expect(prepared).toEqual([read, 'UPDATE "T" SET "n" = ?', 'BEGIN IMMEDIATE']);
  expect(calls).toEqual([`all ${read} ["b"]`, `all ${read} ["a"]`, 'run UPDATE "T" SET "n" = ? [1]', 'run BEGIN IMMEDIATE []', 'run BEGIN IMMEDIATE []']);
});

test("the adapter's BEGIN runs nothing when beginImmediate has opened the transaction", () => {
  const { connection, calls } = fakeConnection();
  const client = adapterClient(connection);
  (connection as { inTransaction: boolean }).inTransaction = true;
  expect(client.prepare('BEGIN').run()).toEqual({ changes: 0, lastInsertRowid: 0 });
  expect(calls).toEqual([]);
});
