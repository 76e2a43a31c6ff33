import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { newId, onTransactionEnd, readerOf, sqlOf, sqlTime } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

async function newUser(account: string): Promise<string> {
  const user = await t.db.user.create({ data: { account, passwordHash: 'x', inviteCode: account.toUpperCase().slice(0, 8) } });
  return user.id;
}

const countSql = 'SELECT COUNT(*) AS "n" FROM "Transfer" WHERE "userId" = ?';
const insertSql =
  'INSERT INTO "Transfer" ("id", "userId", "fromAccount", "toAccount", "currency", "amount", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?)';

describe('plain SQL beside Prisma', () => {
  test('writes through sqlOf commit with the transaction; the reader sees them only after the commit', async () => {
    const userId = await newUser('conn-commit');
    const reader = readerOf(t.db);
    const seenInside = await t.db.$transaction(async (tx) => {
      await sqlOf(tx).run(insertSql, [newId(), userId, 'spot', 'contract', 'USDT', '1', new Date()]);
      // The writer's own transaction sees its row; the read-only connection does not yet.
      const inside = await sqlOf(tx).get<{ n: number }>(countSql, [userId]);
      const outside = await reader.get<{ n: number }>(countSql, [userId]);
      return { inside: inside!.n, outside: outside!.n };
    });
    expect(seenInside).toEqual({ inside: 1, outside: 0 });
    expect((await reader.get<{ n: number }>(countSql, [userId]))!.n).toBe(1);
    // Prisma reads the row written with plain SQL, time included.
    const row = await t.db.transfer.findFirstOrThrow({ where: { userId } });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  test('a rollback takes the plain-SQL writes with it', async () => {
    const userId = await newUser('conn-rollback');
    await expect(
      t.db.$transaction(async (tx) => {
        await sqlOf(tx).run(insertSql, [newId(), userId, 'spot', 'contract', 'USDT', '1', new Date()]);
        throw new Error('refused later');
      }),
    ).rejects.toThrow('refused later');
    expect(await t.db.transfer.count({ where: { userId } })).toBe(0);
  });

  test('sqlOf refuses the plain client and a transaction that has ended; the reader refuses writes', async () => {
    expect(() => sqlOf(t.db as never)).toThrow(RangeError);
    let leaked: ReturnType<typeof sqlOf> | undefined;
    await t.db.$transaction(async (tx) => {
      leaked = sqlOf(tx);
    });
    await expect(leaked!.get('SELECT 1')).rejects.toThrow('has ended');
    await expect(readerOf(t.db).run('DELETE FROM "Transfer"')).rejects.toThrow(RangeError);
  });

  test('transaction-end hooks run once, after the commit or the rollback', async () => {
    const ends: boolean[] = [];
    await t.db.$transaction(async (tx) => {
      onTransactionEnd(tx, (committed) => ends.push(committed));
      expect(ends).toEqual([]);
    });
    await t.db
      .$transaction(async (tx) => {
        onTransactionEnd(tx, (committed) => ends.push(committed));
        throw new Error('no');
      })
      .catch(() => undefined);
    expect(ends).toEqual([true, false]);
  });

  test('times are written as Prisma writes them, so both sort alike', () => {
    expect(sqlTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05.678+00:00');
  });

  test('new ids grow in write order, even within one millisecond', () => {
    const ids = Array.from({ length: 500 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^c[0-9a-z]{24}$/);
  });
});

describe('rows as arrays', () => {
  test('arrays answers the rows all answers, each as its column values in SELECT order, on the reader and inside a transaction', async () => {
    const userId = await newUser('conn-arrays');
    const at = new Date('2026-03-01T16:00:00.000Z');
    const select = 'SELECT "amount", "userId", "createdAt", 7 AS "seven", NULL AS "nothing" FROM "Transfer" WHERE "userId" = ? ORDER BY "amount"';
    const inside = await t.db.$transaction(async (tx) => {
      for (const amount of ['2.5', '1']) await sqlOf(tx).run(insertSql, [newId(), userId, 'spot', 'contract', 'USDT', amount, at]);
      return sqlOf(tx).arrays<[string, string, string, number, null]>(select, [userId]);
    });
    const expected = [
      ['1', userId, sqlTime(at), 7, null],
      ['2.5', userId, sqlTime(at), 7, null],
    ];
    expect(inside).toEqual(expected);
    const reader = readerOf(t.db);
    expect(await reader.arrays(select, [userId])).toEqual(expected);
    // The same statement text still answers objects through all (prepared apart, not switched).
    expect((await reader.all<Record<string, unknown>>(select, [userId])).map((r) => Object.values(r))).toEqual(expected);
    expect(await reader.arrays(select, [userId])).toEqual(expected);
  });
});

describe('values read alike on both databases', () => {
  test('counts and sums as numbers, booleans as 1 and 0, times as sqlTime text, NULL as null; on PostgreSQL not through the client', async () => {
    const userId = await newUser('conn-shapes');
    const at = new Date('2026-03-01T16:00:00.123Z');
    await t.db.systemSetting.create({ data: { key: `conn.shapes.${userId}`, value: 'v', isPublic: true, remark: null, updatedAt: at } });
    // PostgreSQL's runner goes to the driver adapter: the client's raw query (0.35 ms a statement) is never asked.
    const viaClient = vi.spyOn(t.db, '$queryRawUnsafe').mockRejectedValue(new Error('plain SQL went through the client'));
    try {
      const select =
        'SELECT "isPublic", "updatedAt", "remark", (SELECT COUNT(*) FROM "SystemSetting" WHERE "key" = ?) AS "n", ' +
        '(SELECT SUM("type") FROM "BalanceLog" WHERE "userId" = ?) AS "none", 2 + 3 AS "five" FROM "SystemSetting" WHERE "key" = ?';
      const args = [`conn.shapes.${userId}`, userId, `conn.shapes.${userId}`];
      const expected = { isPublic: 1, updatedAt: sqlTime(at), remark: null, n: 1, none: null, five: 5 };
      expect(await readerOf(t.db).get(select, args)).toEqual(expected);
      expect(await readerOf(t.db).arrays(select, args)).toEqual([Object.values(expected)]);
      const inside = await t.db.$transaction(async (tx) => {
        const changed = await sqlOf(tx).run('UPDATE "SystemSetting" SET "value" = ? WHERE "key" = ?', ['w', `conn.shapes.${userId}`]);
        return { changed, row: await sqlOf(tx).get(select, args) };
      });
      expect(inside).toEqual({ changed: 1, row: expected });
      expect(viaClient).not.toHaveBeenCalled();
    } finally {
      viaClient.mockRestore();
    }
  });
});
