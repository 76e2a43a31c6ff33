import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPrismaClient, isDatabaseUnavailable, isPostgresUrl, openRawConnection, type PrismaClient } from '@sandbox/prisma';
import { beginImmediate } from '@sandbox/prisma/serialized-adapter';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';

// Two instances on one SQLite file, in one process: `t.db` and `other`, each with its own
// connections, as two API processes have. While `other` holds SQLite's write lock, a write of
// `t.db` waits for it on timers: the event loop goes on (the timer below ticks, and `other`'s own
// transaction, which a timer ends, commits). SQLite's busy handler slept in the thread instead:
// nothing ran until `other` let go, which here could never happen before its 5 s timeout.
// SQLite only: PostgreSQL's driver waits for a row lock on its socket.

let t: TestDatabase;
let other: PrismaClient;

const HOLD_MS = 150;

/** `other` holds the write lock (a transaction with a write) until `release` is called; `held` resolves once it does. */
function holdWriteLock(account: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const held = new Promise<void>((resolve) => (taken = resolve));
  const done = other.$transaction(async (tx) => {
    await tx.user.create({ data: { account, passwordHash: 'x', inviteCode: account.toUpperCase() } });
    taken();
    await released;
  });
  return { held, release, done };
}

/** Counts the event loop's turns (a 1 ms timer) until `stop` is called. */
function loopTurns() {
  let turns = 0;
  const timer = setInterval(() => turns++, 1);
  return {
    stop: () => {
      clearInterval(timer);
      return turns;
    },
  };
}

describe.skipIf(isPostgresUrl(process.env.TEST_DATABASE_URL ?? ''))("a write meeting another instance's write lock waits for it without holding the event loop", () => {
  beforeAll(async () => {
    t = await createTestDatabase();
    other = createPrismaClient(t.url);
  });
  afterAll(async () => {
    await other.$disconnect();
    await t.cleanup();
  });

  test('an interactive transaction: it commits after the other one, the loop turning meanwhile', async () => {
    const lock = holdWriteLock('holder-a');
    await lock.held;
    const turns = loopTurns();
    const releasedAt = new Promise<number>((resolve) =>
      setTimeout(() => {
        lock.release();
        resolve(performance.now());
      }, HOLD_MS),
    );
    const user = await t.db.$transaction((tx) => tx.user.create({ data: { account: 'waiter-a', passwordHash: 'x', inviteCode: 'WAITERA' } }));
    const committedAt = performance.now();
    const turned = turns.stop();
    await lock.done;
    expect(committedAt).toBeGreaterThanOrEqual(await releasedAt);
    // A 1 ms timer over 150 ms of waiting: dozens of turns (none while the thread slept).
    expect(turned).toBeGreaterThan(10);
    expect(await t.db.user.findUnique({ where: { id: user.id }, select: { account: true } })).toEqual({ account: 'waiter-a' });
    expect(await t.db.user.count({ where: { account: 'holder-a' } })).toBe(1);
  });

  test('a plain write outside a transaction: the same', async () => {
    const lock = holdWriteLock('holder-b');
    await lock.held;
    const turns = loopTurns();
    setTimeout(lock.release, HOLD_MS);
    const written = await t.db.$executeRaw`UPDATE "User" SET "nickname" = 'renamed' WHERE "account" = 'waiter-a'`;
    const turned = turns.stop();
    await lock.done;
    expect(written).toBe(1);
    expect(turned).toBeGreaterThan(10);
    expect((await t.db.user.findFirstOrThrow({ where: { account: 'waiter-a' } })).nickname).toBe('renamed');
  });

  test('reads go on while the other instance holds the lock', async () => {
    const lock = holdWriteLock('holder-c');
    await lock.held;
    // Read on this instance's writer connection: WAL lets it read the last commit at once.
    expect(await t.db.user.count({ where: { account: { startsWith: 'waiter-' } } })).toBe(1);
    lock.release();
    await lock.done;
  });

  test('a lock held past the wait: SQLITE_BUSY, which the API answers as the database unavailable (503)', async () => {
    const lock = holdWriteLock('holder-d');
    await lock.held;
    const connection = await openRawConnection(t.url);
    connection.exec('PRAGMA query_only = OFF');
    try {
      const turns = loopTurns();
      const failure = await beginImmediate(connection, 30).catch((error: unknown) => error);
      expect(turns.stop()).toBeGreaterThan(3);
      expect((failure as { code?: string }).code).toBe('SQLITE_BUSY');
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(connection.inTransaction).toBe(false);
    } finally {
      connection.close();
      lock.release();
      await lock.done;
    }
  });
});
