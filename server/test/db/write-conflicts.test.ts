import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  isDatabaseUnavailable,
  isWriteConflict,
  newId,
  sqlOf,
  TRANSACTION_ATTEMPTS,
  transactionRetries,
  WriteConflictError,
} from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const insertSql =
  'INSERT INTO "Transfer" ("id", "userId", "fromAccount", "toAccount", "currency", "amount", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?)';

describe('an interactive transaction that meets another process’s write runs again', () => {
  test('a conflict on the first run: the second run’s answer, the first run’s writes rolled back', async () => {
    const userId = (await t.db.user.create({ data: { account: 'retry-once', passwordHash: 'x', inviteCode: 'RETRY1' } })).id;
    const retries = transactionRetries(t.db);
    let runs = 0;
    const answer = await t.db.$transaction(async (tx) => {
      runs++;
      await sqlOf(tx).run(insertSql, [newId(), userId, 'spot', 'contract', 'USDT', '1', new Date()]);
      if (runs === 1) throw new WriteConflictError('test: a balance');
      return `run ${runs}`;
    });
    expect(answer).toBe('run 2');
    expect(transactionRetries(t.db) - retries).toBe(1);
    expect((await t.db.transfer.count({ where: { userId } }))).toBe(1);
  });

  test(`a conflict on every run: the caller gets it after ${TRANSACTION_ATTEMPTS} runs`, async () => {
    let runs = 0;
    const failure = await t.db
      .$transaction(async () => {
        runs++;
        throw new WriteConflictError('test: a balance');
      })
      .catch((error: unknown) => error);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(isWriteConflict(failure)).toBe(true);
  });

  test('any other failure is not run again', async () => {
    let runs = 0;
    await expect(
      t.db.$transaction(async () => {
        runs++;
        throw new Error('a bug');
      }),
    ).rejects.toThrow('a bug');
    expect(runs).toBe(1);
  });
});

describe('database failures are told apart from bugs', () => {
  // The shapes each layer wraps a driver error in: Prisma's known request error (a P-code), the
  // driver adapter's error (kind and SQLSTATE in `cause`), node-postgres and socket errors.
  const adapterError = (cause: object) => Object.assign(new Error('driver adapter error'), { name: 'DriverAdapterError', cause });
  test('write conflicts: the ledger’s guard, PostgreSQL’s deadlock and serialization failure, Prisma’s P2034, SQLite’s stale snapshot', () => {
    expect(isWriteConflict(new WriteConflictError('ledger: a balance'))).toBe(true);
    expect(isWriteConflict(adapterError({ kind: 'postgres', code: '40P01', originalCode: '40P01' }))).toBe(true);
    expect(isWriteConflict(adapterError({ kind: 'TransactionWriteConflict' }))).toBe(true);
    expect(isWriteConflict(Object.assign(new Error('Transaction failed due to a write conflict or a deadlock'), { code: 'P2034' }))).toBe(true);
    expect(isWriteConflict(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true);
    expect(isWriteConflict(adapterError({ kind: 'UniqueConstraintViolation' }))).toBe(false);
    expect(isWriteConflict(new Error('a bug'))).toBe(false);
  });

  test('an unreachable database: refused or cut connections, shutdown, Prisma’s P1001 and pool timeout', () => {
    expect(isDatabaseUnavailable(adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }))).toBe(true);
    expect(isDatabaseUnavailable(adapterError({ kind: 'postgres', code: '57P01', originalCode: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Can't reach database server"), { code: 'P1001' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Timed out fetching a new connection from the connection pool'), { code: 'P2024' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('init'), { name: 'PrismaClientInitializationError' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
    expect(isDatabaseUnavailable(new WriteConflictError('ledger: a balance'))).toBe(false);
  });
});
