import { describe, expect, test } from 'vitest';
import { normalizeStatement } from '@sandbox/prisma/statement-log';
import { chooseFiles } from './pg-selection.ts';

describe("test:pg's files", () => {
  test('lists of placeholders of any length are one statement', () => {
    expect(normalizeStatement('SELECT * FROM "User" WHERE id IN (?, ?, ?)')).toBe('SELECT * FROM "User" WHERE id IN (?+)');
    expect(normalizeStatement('SELECT * FROM "User" WHERE id IN (?)')).toBe('SELECT * FROM "User" WHERE id IN (?)');
    expect(normalizeStatement('INSERT INTO t (a, b) VALUES (?,?),(?,?), (?,?)')).toBe('INSERT INTO t (a, b) VALUES (?+)+');
    expect(normalizeStatement('SELECT  a\n  FROM t WHERE b = ?')).toBe('SELECT a FROM t WHERE b = ?');
    // Which optional columns an update sets does not count.
    expect(normalizeStatement('UPDATE `main`.`User` SET `address` = ?, `nickname` = ?, `updatedAt` = ? WHERE `id` = ?')).toBe('UPDATE `main`.`User` SET ... WHERE `id` = ?');
    expect(normalizeStatement('UPDATE "Balance" SET "available" = "available" + ? WHERE "id" = ?')).toBe('UPDATE "Balance" SET "available" = "available" + ? WHERE "id" = ?');
  });

  test('every statement is run by a file chosen; cheap files with new statements first; always-run files kept, SQLite-only ones left', () => {
    const files = ['server/test/a.test.ts', 'server/test/b.test.ts', 'server/test/c.test.ts', 'server/test/d.test.ts', 'server/test/ledger.concurrency.test.ts', 'server/test/new.test.ts', 'server/test/crash.test.ts'];
    const logs = [
      { file: 'server/test/a.test.ts', statements: ['s1', 's2', 's3'] },
      { file: 'server/test/b.test.ts', statements: ['s1', 's2'] },
      { file: 'server/test/c.test.ts', statements: ['s3', 's4'] },
      { file: 'server/test/d.test.ts', statements: ['s4'] },
      { file: 'server/test/ledger.concurrency.test.ts', statements: ['s1'] },
      // Its server runs over SQLite whatever the database of the run: never chosen, its statements not counted.
      { file: 'server/test/crash.test.ts', statements: ['s8'] },
      // A file deleted since the log was written counts for nothing.
      { file: 'server/test/gone.test.ts', statements: ['s9'] },
    ];
    const seconds = new Map([
      ['server/test/a.test.ts', 30],
      ['server/test/b.test.ts', 2],
      ['server/test/c.test.ts', 2],
      ['server/test/d.test.ts', 1.5],
    ]);
    // Always: the concurrency file; no record: new.test.ts. Then c (2 new in 2 s) beats d (1 in 1.5 s) and a (2 in 30 s);
    // after c only s2 is left: b (1 in 2 s) beats a (1 in 30 s).
    expect(chooseFiles(files, logs, seconds)).toEqual({
      chosen: ['server/test/ledger.concurrency.test.ts', 'server/test/new.test.ts', 'server/test/c.test.ts', 'server/test/b.test.ts'],
      statements: 4,
      covered: 4,
    });
  });

  test('a file taken early is dropped when the files taken after it run all its statements', () => {
    const files = ['server/test/big.test.ts', 'server/test/x.test.ts', 'server/test/y.test.ts', 'server/test/z.test.ts'];
    const logs = [
      { file: 'server/test/big.test.ts', statements: ['s1', 's2', 's3', 's4', 's5', 's6'] },
      { file: 'server/test/x.test.ts', statements: ['s1', 's2', 's3', 's7'] },
      { file: 'server/test/y.test.ts', statements: ['s4', 's5', 's8'] },
      { file: 'server/test/z.test.ts', statements: ['s6', 's9'] },
    ];
    const seconds = new Map([
      ['server/test/big.test.ts', 2],
      ['server/test/x.test.ts', 2],
      ['server/test/y.test.ts', 2],
      ['server/test/z.test.ts', 2],
    ]);
    // Greedy: big (6 new), then x (s7), y (s8), z (s9); x, y and z together run all of big's.
    expect(chooseFiles(files, logs, seconds)).toEqual({
      chosen: ['server/test/x.test.ts', 'server/test/y.test.ts', 'server/test/z.test.ts'],
      statements: 9,
      covered: 9,
    });
  });
});
