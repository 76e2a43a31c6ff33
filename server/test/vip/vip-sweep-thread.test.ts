import { afterEach, beforeEach, expect, test } from 'vitest';
import { REWARD_TYPE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createCommunityApp, type CommunityUser } from '../community-fixture.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { fund } from '../trading-fixture.ts';

/*
 * The level sweep as the running app makes it (JOBS_THREAD=on): in the pass thread, valuing with
 * the mark prices the app sends. The four users of vip-sweep-pauses.test.ts, in id order: 0.1 BTC
 * at 50,000 (VIP2, the bonuses of 1 and 2), 999 USDT (VIP0), 25,000 USDT held at VIP4 (down to
 * VIP3, no bonus), 1,500 USDT on the contract account (VIP1, its bonus).
 */
let api: TestApi;
let feed: FakePriceFeed;
let users: CommunityUser[];

beforeEach(async () => {
  ({ api, feed } = await createCommunityApp({ JOBS_THREAD: 'on' }));
  const registered: CommunityUser[] = [];
  for (const i of [0, 1, 2, 3]) registered.push(await registerByEmail(api, `u${i}@example.com`));
  // The app's own jobs stay out: only the sweeps of the test evaluate.
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

const sweep = async () => (await api.qaCall(qaRoutes['community.levels.sweep'])).result;
/** Each user's level columns and upgrade bonuses, in the sweep's order. */
const stored = () =>
  Promise.all(
    users.map(async ({ userId }) => [
      await api.db.user.findUniqueOrThrow({ where: { id: userId }, select: { vipLevel: true, vipMaxLevel: true } }),
      (await api.db.vipReward.findMany({ where: { userId, type: REWARD_TYPE.UPGRADE_BONUS }, orderBy: { level: 'asc' } })).map((r) => [r.level, r.amount]),
    ]),
  );

test('the thread gives the known levels and bonuses, at the mark prices of the moment the sweep starts', async () => {
  expect(await sweep()).toEqual({ users: 4, changed: 3, bonuses: 3 });
  expect(await stored()).toEqual([
    [{ vipLevel: 2, vipMaxLevel: 2 }, [[1, '10'], [2, '38']]],
    [{ vipLevel: 0, vipMaxLevel: 0 }, []],
    [{ vipLevel: 3, vipMaxLevel: 4 }, []],
    [{ vipLevel: 1, vipMaxLevel: 1 }, [[1, '10']]],
  ]);
  // BTC at 250,000: 0.1 BTC is 25,000 USDT, VIP3 and its bonus of 128; nobody else moves.
  feed.set('BTCUSDT', '250000');
  expect(await sweep()).toEqual({ users: 4, changed: 1, bonuses: 1 });
  expect((await stored())[0]).toEqual([{ vipLevel: 3, vipMaxLevel: 3 }, [[1, '10'], [2, '38'], [3, '128']]]);
  // Nothing moved since: a sweep changes nothing.
  expect(await sweep()).toEqual({ users: 4, changed: 0, bonuses: 0 });
});
