import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { contract, REWARD_STATE, REWARD_TYPE, toRegionTime } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { createVipJobs } from '../../src/modules/vip/jobs.ts';
import { createVipModule, mondayAtOrBefore, mondaysBetween, weekKey } from '../../src/modules/vip/index.ts';
import { approvedDeposit, createCommunityApp, type CommunityUser } from '../community-fixture.ts';
import { FakePriceFeed } from '../fake-price-feed.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { balanceOf, fund } from '../trading-fixture.ts';
import { noNotices } from '../no-notices.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

describe('the Monday rule (region time, UTC+8)', () => {
  test('Monday 00:00 region time is Sunday 16:00 UTC', () => {
    expect(mondayAtOrBefore(new Date('2026-11-29T15:59:59.999Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(mondayAtOrBefore(new Date('2026-11-29T16:00:00.000Z')).toISOString()).toBe('2026-11-29T16:00:00.000Z');
    // Wednesday 08:00 UTC is Wednesday 16:00 region time: the Monday of that week.
    expect(mondayAtOrBefore(new Date('2026-11-25T08:00:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(weekKey(new Date('2026-11-29T16:00:00Z'))).toBe('week-2026-11-30');
  });

  test('Mondays in (after, until]: a jump across two Mondays finds two', () => {
    const from = new Date('2026-11-25T08:00:00Z');
    expect(mondaysBetween(from, new Date('2026-12-09T08:00:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-11-29T16:00:00.000Z',
      '2026-12-06T16:00:00.000Z',
    ]);
    expect(mondaysBetween(new Date('2026-11-29T16:00:00Z'), new Date('2026-11-29T16:00:00Z'))).toEqual([]);
  });
});

describe('over the API', () => {
  let api: TestApi;
  let alice: CommunityUser;
  let bob: CommunityUser;

  beforeEach(async () => {
    ({ api } = await createCommunityApp());
    // The tests move to the next Monday from up to a few hours before it: in its last day (a
    // Sunday on the wall clock) the clock goes past it first, before the job's cursor is set.
    const sinceMonday = api.clock.now().getTime() - mondayAtOrBefore(api.clock.now()).getTime();
    if (sinceMonday > WEEK - DAY) api.clock.advance(DAY);
    await api.app.ready(); // the envelope job sets its cursor at the last Monday
    alice = await registerByEmail(api, 'alice@example.com');
    bob = await registerByEmail(api, 'bob@example.com');
    await fund(api, alice.userId, 'spot', '1000'); // VIP1: 2 USDT a week, bonus 10
    await api.qaCall(qaRoutes['community.levels.sweep']);
  });
  afterEach(async () => {
    await api.close();
  });

  /** Moves the sandbox clock to `ms` before (negative: after) the next Monday 00:00 region time. */
  function toNextMonday(offsetMs = 0): Date {
    const now = api.clock.now();
    const next = new Date(mondayAtOrBefore(now).getTime() + WEEK);
    api.clock.advance(next.getTime() - now.getTime() - offsetMs);
    return next;
  }
  const runEnvelopes = () => api.qaCall(qaRoutes['community.envelopes.run']);
  const welfare = (user = alice, query: Record<string, number> = {}) =>
    api.call(contract['ext.welfareList'], { pageNo: 1, pageSize: 50, ...query }, { token: user.token });
  const claim = (id: string, user = alice) => api.call(contract['ext.welfareClaim'], { id }, { token: user.token });
  const envelopes = (userId = alice.userId) =>
    api.db.vipReward.findMany({ where: { userId, type: REWARD_TYPE.WEEKLY_RED_ENVELOPE }, orderBy: { createdAt: 'asc' } });

  describe('weekly red envelopes', () => {
    test('after downtime the job catches up when it starts: every Monday missed, once', async () => {
      // The server was down across two Mondays: the stored cursor is three Mondays back.
      const threeBack = new Date(mondayAtOrBefore(api.clock.now()).getTime() - 2 * WEEK);
      await api.db.systemSetting.update({ where: { key: 'jobs.vip.lastEnvelopeMonday' }, data: { value: threeBack.toISOString() } });
      // alice registered before all of them (a user registered after a Monday gets none for it).
      await api.db.user.update({ where: { id: alice.userId }, data: { createdAt: new Date(threeBack.getTime() - WEEK) } });
      const vip = createVipModule({ db: api.db, clock: api.clock, feed: new FakePriceFeed(), notify: noNotices, totalAssetsOf: async (userIds) => new Map(userIds.map((id) => [id, '1000'])) });
      const jobs = createVipJobs({ vip, intervalMs: 3_600_000, onError: (error) => { throw error; } });
      const caughtUp = await jobs.start();
      await jobs.stop();
      expect(caughtUp.envelopes).toEqual({ weeks: 2, envelopes: 2 });
      expect((await envelopes()).map((r) => r.periodKey)).toEqual([
        weekKey(new Date(threeBack.getTime() + WEEK)),
        weekKey(new Date(threeBack.getTime() + 2 * WEEK)),
      ]);
      const again = createVipJobs({ vip, intervalMs: 3_600_000, onError: (error) => { throw error; } });
      expect((await again.start()).envelopes).toEqual({ weeks: 0, envelopes: 0 });
      await again.stop();
    });

    test('issued at Monday 00:00 region time for the level held, once; a user at level 0 gets none', async () => {
      const monday = toNextMonday(1000);
      expect((await runEnvelopes()).result).toEqual({ weeks: 0, envelopes: 0 });
      api.clock.advance(1000);
      expect((await runEnvelopes()).result).toEqual({ weeks: 1, envelopes: 1 });
      expect((await runEnvelopes()).result).toEqual({ weeks: 0, envelopes: 0 });
      const rows = await envelopes();
      expect(rows.map((r) => [r.level, r.amount, r.periodKey, r.createdAt.toISOString()])).toEqual([[1, '2', weekKey(monday), monday.toISOString()]]);
      expect(await envelopes(bob.userId)).toEqual([]);
    });

    test('a clock jump across two Mondays pays two envelopes, never more', async () => {
      toNextMonday(HOUR);
      api.clock.advance(WEEK + 2 * HOUR); // two Mondays crossed
      expect((await runEnvelopes()).result).toEqual({ weeks: 2, envelopes: 2 });
      expect((await runEnvelopes()).result).toEqual({ weeks: 0, envelopes: 0 });
      expect((await envelopes()).map((r) => r.amount)).toEqual(['2', '2']);
    });

    test('the level at the pass decides the amount; a user registered after the Monday gets none for it', async () => {
      await fund(api, alice.userId, 'spot', '4000'); // 5000 -> VIP2: 8 a week
      await api.qaCall(qaRoutes['community.levels.sweep']);
      toNextMonday(-HOUR);
      const carol = await registerByEmail(api, 'carol@example.com');
      await fund(api, carol.userId, 'spot', '1000');
      await api.qaCall(qaRoutes['community.levels.sweep']);
      expect((await runEnvelopes()).result).toEqual({ weeks: 1, envelopes: 1 });
      expect((await envelopes()).map((r) => [r.level, r.amount])).toEqual([[2, '8']]);
      expect(await envelopes(carol.userId)).toEqual([]);
    });

    test('the job issues them by itself when the app starts after a Monday (catch-up)', async () => {
      toNextMonday(-HOUR);
      // Stands for the timer's next pass: the same function the job runs.
      expect((await runEnvelopes()).result.envelopes).toBe(1);
    });
  });

  describe('the welfare centre', () => {
    test('lists rewards with their state; claiming credits spot once and moves the state', async () => {
      toNextMonday(-HOUR);
      await runEnvelopes();
      const list = await welfare();
      expect(list.code, list.message).toBe(200);
      expect(list.result).toMatchObject({ claimableCount: 2, claimableAmount: '12', receivedAmount: '0' });
      const [envelope, bonus] = list.result.rewards.records;
      expect(envelope).toMatchObject({ type: REWARD_TYPE.WEEKLY_RED_ENVELOPE, level: 1, amount: '2', state: REWARD_STATE.CLAIMABLE, claimedAt: null });
      expect(envelope!.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(envelope!.expiresAt).toBe(toRegionTime(new Date(mondayAtOrBefore(api.clock.now()).getTime() + 30 * DAY)));
      expect(bonus).toMatchObject({ type: REWARD_TYPE.UPGRADE_BONUS, level: 1, period: 'level-1', amount: '10', state: REWARD_STATE.CLAIMABLE, expiresAt: null });

      const claimStart = toRegionTime(api.clock.now());
      const claimed = await claim(envelope!.id);
      const claimEnd = toRegionTime(api.clock.now());
      expect(claimed.code, claimed.message).toBe(200);
      expect(claimed.result).toMatchObject({ id: envelope!.id, state: REWARD_STATE.RECEIVED });
      // Stamped by the sandbox clock while the call ran: a second may tick over meanwhile (same-format times sort as text).
      expect(claimed.result.claimedAt! >= claimStart && claimed.result.claimedAt! <= claimEnd, `${claimStart} <= ${claimed.result.claimedAt} <= ${claimEnd}`).toBe(true);
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1002');
      const again = await claim(envelope!.id);
      expect([again.code, again.message]).toEqual([409, 'This reward has already been claimed']);
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1002');

      const after = await welfare();
      expect(after.result).toMatchObject({ claimableCount: 1, claimableAmount: '10', receivedAmount: '2' });
      const received = await welfare(alice, { state: REWARD_STATE.RECEIVED });
      expect(received.result.rewards.records.map((r) => r.id)).toEqual([envelope!.id]);
      expect(received.result.rewards.total).toBe(1);
      const bonuses = await welfare(alice, { type: REWARD_TYPE.UPGRADE_BONUS });
      expect(bonuses.result.rewards.records.map((r) => r.id)).toEqual([bonus!.id]);

      const log = await api.db.balanceLog.findFirst({ where: { userId: alice.userId, refId: envelope!.id } });
      expect(log).toMatchObject({ type: BalanceLogType.VIP_WEEKLY_RED_ENVELOPE, availableDelta: '2', refType: 'VipReward' });
      expect(await reconcile(api.db, alice.userId)).toEqual([]);
    });

    test('claiming twice at the same instant pays exactly once', async () => {
      const [bonus] = (await welfare()).result.rewards.records;
      const answers = await Promise.all([claim(bonus!.id), claim(bonus!.id), claim(bonus!.id)]);
      expect(answers.map((a) => a.code).sort()).toEqual([200, 409, 409]);
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1010');
      expect(await api.db.balanceLog.count({ where: { refId: bonus!.id } })).toBe(1);
    });

    test('an envelope expires 30 days after its Monday: shown as expired, refused to claim', async () => {
      toNextMonday(-HOUR);
      await runEnvelopes();
      const [envelope] = await envelopes();
      api.clock.advance(30 * DAY);
      await runEnvelopes();
      // The session has expired meanwhile: log in again.
      const login = await api.call(contract['app.login'], { account: 'alice@example.com', password: alice.password });
      alice = { ...alice, token: login.result.token };
      const expired = await welfare(alice, { state: REWARD_STATE.EXPIRED });
      expect(expired.code, expired.message).toBe(200);
      expect(expired.result.rewards.records.map((r) => r.id)).toEqual([envelope!.id]);
      const res = await claim(envelope!.id);
      expect(res.code).toBe(409);
      expect(res.message).toMatch(/^This reward expired on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const zh = await api.call(contract['ext.welfareClaim'], { id: envelope!.id }, { token: alice.token, lang: 'zh-cn' });
      expect(zh.message).toMatch(/^该奖励已于 .* 过期$/);
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1000');
    });

    test("another user's reward is not found and nothing moves; no token is 401; a bad id is 400", async () => {
      const [bonus] = (await welfare()).result.rewards.records;
      const other = await claim(bonus!.id, bob);
      expect([other.code, other.message]).toEqual([404, 'This reward does not exist']);
      expect((await welfare(bob)).result.rewards.total).toBe(0);
      expect((await api.call(contract['ext.welfareClaim'], { id: bonus!.id })).code).toBe(401);
      expect((await api.send(contract['ext.welfareClaim'], { id: '' }, { token: alice.token })).code).toBe(400);
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('0');
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1000');
    });

    test('referral rewards show as received at once', async () => {
      const carol = await registerByEmail(api, 'carol@example.com', undefined, bob.inviteCode);
      await approvedDeposit(api, carol.userId, '100');
      const list = await welfare(bob);
      expect(list.result.rewards.records.map((r) => [r.type, r.level, r.amount, r.state])).toEqual([[REWARD_TYPE.REFERRAL_COMMISSION, 1, '10', REWARD_STATE.RECEIVED]]);
      expect(list.result).toMatchObject({ receivedAmount: '10', claimableCount: 0 });
      // A reward in BTC counts at its live price (50000): 10 % of 0.0123 BTC = 0.00123 BTC = 61.5 USDT.
      const dave = await registerByEmail(api, 'dave@example.com', undefined, bob.inviteCode);
      await approvedDeposit(api, dave.userId, '0.0123', 'BTC');
      expect((await welfare(bob)).result.receivedAmount).toBe('71.5');
      const res = await claim(list.result.rewards.records[0]!.id, bob);
      expect(res.code).toBe(409);
    });
  });

  describe('property: any deposits, clock jumps, envelope passes and claims', () => {
    test('balances equal their logs, one envelope per user and Monday crossed, each reward paid at most once', async () => {
      const start = api.clock.now();
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 30000 }), who: fc.integer({ min: 0, max: 1 }) }),
              fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 24 * 20 }) }),
              fc.record({ kind: fc.constant('run' as const) }),
              fc.record({ kind: fc.constant('claimAll' as const), who: fc.integer({ min: 0, max: 1 }) }),
            ),
            { minLength: 1, maxLength: 8 },
          ),
          async (steps) => {
            for (const step of steps) {
              const user = [alice, bob][step.kind === 'deposit' || step.kind === 'claimAll' ? step.who : 0]!;
              if (step.kind === 'deposit') await approvedDeposit(api, user.userId, String(step.amount));
              if (step.kind === 'advance') api.clock.advance(step.hours * HOUR);
              if (step.kind === 'run') await api.qaCall(qaRoutes['community.envelopes.run']);
              if (step.kind === 'claimAll') {
                // Clock jumps outlive sessions: a fresh login for each round of claims.
                const login = await api.call(contract['app.login'], { account: `${user === alice ? 'alice' : 'bob'}@example.com`, password: user.password });
                const fresh = { ...user, token: login.result.token };
                const list = await welfare(fresh, { state: REWARD_STATE.CLAIMABLE });
                await Promise.all(list.result.rewards.records.map((r) => claim(r.id, fresh)));
              }
            }
            await api.qaCall(qaRoutes['community.envelopes.run']);
            const crossed = mondaysBetween(start, api.clock.now()).length;
            for (const u of [alice, bob]) {
              expect(await reconcile(api.db, u.userId)).toEqual([]);
              const weeks = await envelopes(u.userId);
              expect(new Set(weeks.map((w) => w.periodKey)).size).toBe(weeks.length);
              expect(weeks.length).toBeLessThanOrEqual(crossed);
            }
            const paid = await api.db.balanceLog.groupBy({ by: ['refId'], where: { refType: 'VipReward' }, _count: true });
            expect(paid.every((p) => p._count === 1)).toBe(true);
          },
        ),
        { numRuns: 12 },
      );
    }, 180_000);
  });
});
