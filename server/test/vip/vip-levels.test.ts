import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { contract, REWARD_TYPE } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { createLevelEvaluation } from '../../src/modules/vip/level-evaluation.ts';
import { createVipJobs } from '../../src/modules/vip/jobs.ts';
import { createAssetService } from '../../src/modules/wallet/asset-service.ts';
import type { VipModule } from '../../src/modules/vip/index.ts';
import { levelFor } from '../../src/modules/vip/levels.ts';
import { VIP_LEVELS } from '../../../scripts/src/scenarios/reference-data.ts';
import { approvedDeposit, createCommunityApp, type CommunityUser } from '../community-fixture.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { fund } from '../trading-fixture.ts';

let api: TestApi;
let feed: FakePriceFeed;
let alice: CommunityUser;

beforeEach(async () => {
  ({ api, feed } = await createCommunityApp());
  alice = await registerByEmail(api, 'alice@example.com');
});
afterEach(async () => {
  await api.close();
});

const levels = (user = alice) => api.call(contract['user.levelList'], undefined, { token: user.token });
const bonuses = (userId = alice.userId) =>
  api.db.vipReward.findMany({ where: { userId, type: REWARD_TYPE.UPGRADE_BONUS }, orderBy: { level: 'asc' } }).then((rows) => rows.map((r) => [r.level, r.amount]));

describe('the level rule', () => {
  test('the highest level whose threshold the total reaches, thresholds inclusive', () => {
    expect(levelFor('0', VIP_LEVELS)).toBe(0);
    expect(levelFor('999.99', VIP_LEVELS)).toBe(0);
    expect(levelFor('1000', VIP_LEVELS)).toBe(1);
    expect(levelFor('19999.99999999', VIP_LEVELS)).toBe(2);
    expect(levelFor('500000', VIP_LEVELS)).toBe(6);
    expect(levelFor('99999999', VIP_LEVELS)).toBe(6);
  });
});

describe('the VIP jobs timer', () => {
  test('a tick while a pass still runs is skipped, not queued', async () => {
    vi.useFakeTimers();
    try {
      let release: () => void = () => undefined;
      let sweeps = 0;
      const vip = {
        welfare: { issueEnvelopes: async () => ({ weeks: 0, envelopes: 0 }) },
        levels: {
          idle: async () => undefined,
          sweep: () => {
            sweeps += 1;
            // The first pass (start) ends at once; the next one hangs until released.
            return sweeps === 1 ? Promise.resolve({ users: 0, changed: 0, bonuses: 0 }) : new Promise((resolve) => (release = () => resolve({ users: 0, changed: 0, bonuses: 0 })));
          },
        },
      } as unknown as VipModule;
      const jobs = createVipJobs({ vip, intervalMs: 1000, onError: () => undefined });
      await jobs.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(sweeps).toBe(2);
      await vi.advanceTimersByTimeAsync(10_000); // ten ticks while the pass hangs
      expect(sweeps).toBe(2);
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(sweeps).toBe(3);
      release();
      await jobs.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('user.levelList', () => {
  test('the table of levels 0-6 and where a new user stands', async () => {
    const res = await levels();
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ currentLevel: 0, totalAssets: '0', nextLevelAssets: '1000' });
    expect(res.result.levels.map((l) => [l.level, l.minTotalAssets, l.weeklyRedEnvelope, l.upgradeBonus])).toEqual(
      VIP_LEVELS.map((l) => [l.level, l.minAssets, l.weeklyRedEnvelope, l.upgradeBonus]),
    );
    expect(res.result.levels[1]!.benefits).toEqual(['vip.benefit.weeklyRedEnvelope']);
    expect((await api.call(contract['user.levelList'])).code).toBe(401);
  });

  test('total assets are the asset centre figure: spot USDT plus BTC at the live price', async () => {
    await fund(api, alice.userId, 'spot', '1000');
    await fund(api, alice.userId, 'spot', '0.1', 'BTC');
    const res = await levels();
    const centre = await api.call(contract['finance.queryUserAssets'], undefined, { token: alice.token });
    // 1000 + 0.1 x 50000 = 6000 -> VIP2 (5000), next at 20000.
    expect(res.result).toMatchObject({ currentLevel: 2, totalAssets: '6000', nextLevelAssets: '20000' });
    expect(res.result.totalAssets).toBe(centre.result.totalAssets);
  });
});

describe('levels follow total assets up and down; the upgrade bonus is paid once per level, ever', () => {
  test('0 -> 2 grants the bonuses of 1 and 2; price falls downgrade; rising again grants only what was never reached', async () => {
    await fund(api, alice.userId, 'spot', '0.1', 'BTC');
    // 0.1 x 50000 = 5000 -> VIP2: the bonuses of VIP1 (10) and VIP2 (38), both waiting to be claimed.
    expect((await levels()).result).toMatchObject({ currentLevel: 2, totalAssets: '5000' });
    expect(await bonuses()).toEqual([[1, '10'], [2, '38']]);

    feed.set('BTCUSDT', '10000'); // 1000 -> VIP1
    expect((await levels()).result.currentLevel).toBe(1);
    feed.set('BTCUSDT', '5000'); // 500 -> VIP0
    expect((await levels()).result).toMatchObject({ currentLevel: 0, totalAssets: '500', nextLevelAssets: '1000' });
    feed.set('BTCUSDT', '50000'); // back to VIP2: nothing new
    expect((await levels()).result.currentLevel).toBe(2);
    expect(await bonuses()).toEqual([[1, '10'], [2, '38']]);

    feed.set('BTCUSDT', '300000'); // 30000 -> VIP3, first time: its bonus only
    expect((await levels()).result.currentLevel).toBe(3);
    expect(await bonuses()).toEqual([[1, '10'], [2, '38'], [3, '128']]);
    expect(await api.db.user.findUnique({ where: { id: alice.userId }, select: { vipLevel: true, vipMaxLevel: true } })).toEqual({ vipLevel: 3, vipMaxLevel: 3 });
  });

  test('the sweep moves levels without the user calling (a price move)', async () => {
    const bob = await registerByEmail(api, 'bob@example.com');
    await fund(api, alice.userId, 'spot', '0.1', 'BTC');
    await fund(api, bob.userId, 'spot', '999');
    const first = await api.qaCall(qaRoutes['community.levels.sweep']);
    expect(first.result).toEqual({ users: 2, changed: 1, bonuses: 2 });
    feed.set('BTCUSDT', '1000'); // 100 -> VIP0
    api.clock.advance(24 * 3600_000);
    const sweptFrom = api.clock.nowMs();
    const second = await api.qaCall(qaRoutes['community.levels.sweep']);
    expect(second.result).toMatchObject({ users: 2, changed: 1 });
    // The highest level reached stays; the row's time is the sandbox clock's, a day ahead of the wall clock.
    const moved = await api.db.user.findUnique({ where: { id: alice.userId }, select: { vipLevel: true, vipMaxLevel: true, updatedAt: true } });
    expect(moved).toMatchObject({ vipLevel: 0, vipMaxLevel: 2 });
    expect(moved!.updatedAt.getTime()).toBeGreaterThanOrEqual(sweptFrom);
    expect(moved!.updatedAt.getTime()).toBeLessThanOrEqual(api.clock.nowMs());
    const third = await api.qaCall(qaRoutes['community.levels.sweep']);
    expect(third.result.changed).toBe(0);
  });

  test('an approved deposit lifts the level once it commits, without any call of the user', async () => {
    await approvedDeposit(api, alice.userId, '20000');
    await vi.waitFor(async () => expect((await api.db.user.findUnique({ where: { id: alice.userId } }))?.vipLevel).toBe(3), { timeout: 5000 });
    expect(await bonuses()).toEqual([[1, '10'], [2, '38'], [3, '128']]);
  });
});

describe('the sweep evaluates a batch of users at once (known answers, and the same as one by one)', () => {
  test('levels, totals, bonuses and rows are what evaluating each user alone gives', async () => {
    const assets = createAssetService({ db: api.db, clock: api.clock, priceFeed: feed });
    const evaluation = createLevelEvaluation({ db: api.db, clock: api.clock, totalAssetsOf: assets.totals });
    // Twice the same four holdings: 0.1 BTC at 50,000 (VIP2, bonuses 1 and 2); 999 USDT (VIP0, unchanged);
    // 25,000 USDT held at VIP4 (down to VIP3, no bonus); 1,500 USDT on the contract account (VIP1).
    const twins = async (n: number) => {
      const users: CommunityUser[] = [];
      for (const i of [0, 1, 2, 3]) users.push(await registerByEmail(api, `u${i}-${n}@example.com`));
      await fund(api, users[0]!.userId, 'spot', '0.1', 'BTC');
      await fund(api, users[1]!.userId, 'spot', '999');
      await fund(api, users[2]!.userId, 'spot', '25000');
      await api.db.user.update({ where: { id: users[2]!.userId }, data: { vipLevel: 4, vipMaxLevel: 4 } });
      await fund(api, users[3]!.userId, 'contract', '1500');
      return users.map((u) => u.userId);
    };
    const [together, alone] = [await twins(1), await twins(2)];
    const levels = await evaluation.loadLevels();
    // As the sweep reads a batch: each user with the level columns the write is guarded by.
    const held = await Promise.all(together.map((id) => api.db.user.findUniqueOrThrow({ where: { id }, select: { id: true, vipLevel: true, vipMaxLevel: true } })));
    const batch = await evaluation.evaluateMany(held, levels);
    const each = [];
    for (const id of alone) each.push(await evaluation.evaluate(id, levels));
    expect(batch).toEqual([
      { level: 2, totalAssets: '5000', changed: true, bonuses: 2 },
      { level: 0, totalAssets: '999', changed: false, bonuses: 0 },
      { level: 3, totalAssets: '25000', changed: true, bonuses: 0 },
      { level: 1, totalAssets: '1500', changed: true, bonuses: 1 },
    ]);
    expect(each).toEqual(batch);
    const stored = (ids: string[]) => Promise.all(ids.map(async (id) => [await api.db.user.findUniqueOrThrow({ where: { id }, select: { vipLevel: true, vipMaxLevel: true } }), await bonuses(id)]));
    expect(await stored(together)).toEqual(await stored(alone));
    // The totals are the asset centre's own figure.
    const totals = await assets.totals(together);
    expect(await Promise.all(together.map(async (id) => (await assets.assets(id)).totalAssets))).toEqual(together.map((id) => totals.get(id)));
  });

  test('a batch of no users has no totals (PostgreSQL refused the "IN ()" it made, and the sweep of an empty database failed)', async () => {
    const assets = createAssetService({ db: api.db, clock: api.clock, priceFeed: feed });
    const evaluation = createLevelEvaluation({ db: api.db, clock: api.clock, totalAssetsOf: assets.totals });
    expect(await assets.totals([])).toEqual(new Map());
    expect(await evaluation.evaluateMany([], await evaluation.loadLevels())).toEqual([]);
  });
});
