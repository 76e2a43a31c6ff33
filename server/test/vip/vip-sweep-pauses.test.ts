import { afterEach, beforeEach, expect, test } from 'vitest';
import { markReplaced } from '@sandbox/prisma';
import { contract, REWARD_TYPE } from '@sandbox/shared';
import type { PassPauses } from '../../src/jobs/between-batches.ts';
import { createLevelService } from '../../src/modules/vip/level-service.ts';
import { createAssetService } from '../../src/modules/wallet/asset-service.ts';
import { createCommunityApp, type CommunityUser } from '../community-fixture.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { fund } from '../trading-fixture.ts';

/*
 * The level sweep pauses after each transaction of its writes (level-service.ts; here one user's
 * move a transaction, so after each user): the same levels and bonuses, and calls served meanwhile. Four users in the sweep's (id) order: 0.1 BTC at 50,000 (VIP2,
 * the bonuses of 1 and 2), 999 USDT (VIP0, unchanged), 25,000 USDT held at VIP4 (down to VIP3,
 * no bonus), 1,500 USDT on the contract account (VIP1, its bonus).
 */
let api: TestApi;
let feed: FakePriceFeed;
let users: CommunityUser[];

beforeEach(async () => {
  ({ api, feed } = await createCommunityApp());
  const registered: CommunityUser[] = [];
  for (const i of [0, 1, 2, 3]) registered.push(await registerByEmail(api, `u${i}@example.com`));
  // The app's own jobs (started by its first call) stay out: only the sweeps of the test evaluate.
  for (const { job } of api.app.clockJobs) await job.stop();
  users = registered.sort((a, b) => (a.userId < b.userId ? -1 : 1));
  await fund(api, users[0]!.userId, 'spot', '0.1', 'BTC');
  await fund(api, users[1]!.userId, 'spot', '999');
  await fund(api, users[2]!.userId, 'spot', '25000');
  await api.db.user.update({ where: { id: users[2]!.userId }, data: { vipLevel: 4, vipMaxLevel: 4 } });
  await fund(api, users[3]!.userId, 'contract', '1500');
});
afterEach(async () => {
  await api.close();
});

const sweeper = (pauses: PassPauses, writesTogether = 1) =>
  createLevelService({ db: api.db, clock: api.clock, totalAssetsOf: createAssetService({ db: api.db, clock: api.clock, priceFeed: feed }).totals, pauses, writesTogether });

/** Each user's level columns and upgrade bonuses, in the sweep's order. */
const stored = () =>
  Promise.all(
    users.map(async ({ userId }) => [
      await api.db.user.findUniqueOrThrow({ where: { id: userId }, select: { vipLevel: true, vipMaxLevel: true } }),
      (await api.db.vipReward.findMany({ where: { userId, type: REWARD_TYPE.UPGRADE_BONUS }, orderBy: { level: 'asc' } })).map((r) => [r.level, r.amount]),
    ]),
  );
const known = [
  [{ vipLevel: 2, vipMaxLevel: 2 }, [[1, '10'], [2, '38']]],
  [{ vipLevel: 0, vipMaxLevel: 0 }, []],
  [{ vipLevel: 3, vipMaxLevel: 4 }, []],
  [{ vipLevel: 1, vipMaxLevel: 1 }, [[1, '10']]],
];

test('a sweep that pauses after each user gives the known levels and bonuses', async () => {
  let paused = 0;
  expect(await sweeper(() => async () => void paused++).sweep()).toEqual({ users: 4, changed: 3, bonuses: 3 });
  // One after the batch's reads, one after each of the three moves, one at the end of the batch after the unchanged user.
  expect(paused).toBe(5);
  expect(await stored()).toEqual(known);
});

test('the moves of a batch are written two to a transaction with a pause after each: the same levels and bonuses', async () => {
  let paused = 0;
  expect(await sweeper(() => async () => void paused++, 2).sweep()).toEqual({ users: 4, changed: 3, bonuses: 3 });
  // After the reads; users 0 and 2 move together, then user 3 alone at the end of the batch.
  expect(paused).toBe(3);
  expect(await stored()).toEqual(known);
});

/** A sweep whose first pause (after its first batch's reads, before any write) holds it (held-pause.ts). */
function sweepHeldAtFirstPause() {
  const { pauses, midway, release } = heldAtFirstPause();
  return { sweep: sweeper(pauses).sweep(), midway, release };
}

test('a call is served while the sweep waits after its reads: it evaluates a later user, whose bonus is granted once', async () => {
  const { sweep, midway, release } = sweepHeldAtFirstPause();
  await midway;
  // The last user opens the level page: evaluated now, VIP1 and its bonus.
  const page = await api.call(contract['user.levelList'], undefined, { token: users[3]!.token });
  expect(page.result).toMatchObject({ currentLevel: 1, totalAssets: '1500' });
  release();
  // The sweep's own write of that user finds the level moved since its read and writes nothing.
  expect(await sweep).toEqual({ users: 4, changed: 3, bonuses: 2 });
  expect(await stored()).toEqual(known);
});

test('a database replaced during a pause (a scenario load, a snapshot restore) ends the sweep there; the next sweep evaluates the rest', async () => {
  const { sweep, midway, release } = sweepHeldAtFirstPause();
  await midway;
  markReplaced(api.db);
  release();
  // Stopped before its first write: nothing evaluated, nothing written.
  expect(await sweep).toEqual({ users: 0, changed: 0, bonuses: 0 });
  expect(await stored()).toEqual([[{ vipLevel: 0, vipMaxLevel: 0 }, []], [{ vipLevel: 0, vipMaxLevel: 0 }, []], [{ vipLevel: 4, vipMaxLevel: 4 }, []], [{ vipLevel: 0, vipMaxLevel: 0 }, []]]);
  expect(await sweeper(() => async () => undefined).sweep()).toEqual({ users: 4, changed: 3, bonuses: 3 });
  expect(await stored()).toEqual(known);
});
