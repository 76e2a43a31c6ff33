import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { ManualClock } from '../../src/clock.ts';
import { createQaLock, QA_LOCK_KEY } from '../../src/instances/qa-lock.ts';

// The QA lock between instances (instances/qa-lock.ts) on a clock the test moves: a time to live of
// 300 ms, renewed every 100 ms of real time.
const TTL_MS = 300;
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.cleanup();
});

const row = () => t.db.systemSetting.findUniqueOrThrow({ where: { key: QA_LOCK_KEY } });

test('the holder renews its hold while its call runs: past its time to live, another instance still waits for its release', async () => {
  const clock = new ManualClock(new Date('2026-11-30T12:00:00Z'));
  const a = createQaLock({ db: t.db, instance: 'a', ttlMs: TTL_MS, clock });
  const b = createQaLock({ db: t.db, instance: 'b', ttlMs: TTL_MS, clock });
  const releaseA = await a.acquire();
  // A's call runs on for three times the time to live; its renewal writes the time it then is.
  clock.advance(3 * TTL_MS);
  while ((await row()).updatedAt.getTime() !== clock.nowMs()) await setTimeout(20);
  let bHolds = false;
  const bTook = b.acquire().then((release) => {
    bHolds = true;
    return release;
  });
  await setTimeout(500);
  expect(bHolds).toBe(false);
  expect((await row()).value).toBe('a#1');
  await releaseA();
  const releaseB = await bTook;
  expect((await row()).value).toBe('b#1');
  await releaseB();
  expect((await row()).value).toBe('');
});

test('a holder gone without releasing (its instance died mid-call) is taken over once its time to live has passed', async () => {
  const clock = new ManualClock(new Date('2026-11-30T13:00:00Z'));
  await t.db.systemSetting.update({ where: { key: QA_LOCK_KEY }, data: { value: 'dead#7', updatedAt: clock.now() } });
  clock.advance(TTL_MS + 1);
  const release = await createQaLock({ db: t.db, instance: 'b', ttlMs: TTL_MS, clock }).acquire();
  expect((await row()).value).toBe('b#1');
  await release();
});
