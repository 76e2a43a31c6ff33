import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, REWARD_TYPE } from '@sandbox/shared';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { maskAccount } from '../../src/modules/team/index.ts';
import { approvedDeposit, createCommunityApp, myTeam, type CommunityUser } from '../community-fixture.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { balanceOf } from '../trading-fixture.ts';

describe('masked accounts', () => {
  test('e-mail keeps two characters and the domain, a phone its first three and last four digits', () => {
    expect(maskAccount('carol@example.com')).toBe('ca***@example.com');
    expect(maskAccount('a@b.io')).toBe('a***@b.io');
    expect(maskAccount('13812345678')).toBe('138****5678');
    expect(maskAccount('guest_7f3k9q')).toBe('gu***9q');
    expect(maskAccount('abc')).toBe('a***');
  });
});

describe('over the API', () => {
  let api: TestApi;
  // alice -> bob -> carol -> dave (three levels below alice); eve -> frank, outside alice's team.
  let alice: CommunityUser, bob: CommunityUser, carol: CommunityUser, dave: CommunityUser, eve: CommunityUser, frank: CommunityUser;

  beforeEach(async () => {
    ({ api } = await createCommunityApp());
    alice = await registerByEmail(api, 'alice@example.com');
    bob = await registerByEmail(api, 'bob@example.com', undefined, alice.inviteCode);
    carol = await registerByEmail(api, 'carol@example.com', undefined, bob.inviteCode);
    dave = await registerByEmail(api, 'dave@example.com', undefined, carol.inviteCode);
    eve = await registerByEmail(api, 'eve@example.com');
    frank = await registerByEmail(api, 'frank@example.com', undefined, eve.inviteCode);
  });
  afterEach(async () => {
    await api.close();
  });

  describe('the team page', () => {
    test('code, link, figures and the two member levels; a third level counts in the team but is not listed', async () => {
      const res = await myTeam(api, alice);
      expect(res.code, res.message).toBe(200);
      expect(res.result).toMatchObject({
        inviteCode: alice.inviteCode,
        inviteLink: `http://localhost:80/#/register?inviteCode=${alice.inviteCode}`,
        teamSize: 3,
        directCount: 1,
        newToday: 3,
        rechargedCount: 0,
        teamIncome: '0',
      });
      expect(res.result.members.records.map((m) => [m.account, m.depth, m.level, m.recharged])).toEqual([
        ['ca***@example.com', 2, 0, false],
        ['bo***@example.com', 1, 0, false],
      ]);
      expect(res.result.members).toMatchObject({ total: 2, current: 1, pages: 1 });
      const page2 = await myTeam(api, alice, 2, 1);
      expect(page2.result.members.records.map((m) => m.id)).toEqual([bob.userId]);
    });

    test('a team never shows anyone outside the caller downline', async () => {
      const ofBob = await myTeam(api, bob);
      expect(ofBob.result.members.records.map((m) => m.id).sort()).toEqual([carol.userId, dave.userId].sort());
      expect(ofBob.result.teamSize).toBe(2);
      const ofEve = await myTeam(api, eve);
      expect(ofEve.result.members.records.map((m) => m.id)).toEqual([frank.userId]);
      const ofDave = await myTeam(api, dave);
      expect(ofDave.result).toMatchObject({ teamSize: 0, directCount: 0, members: { total: 0, records: [] } });
      for (const team of [ofBob, ofEve, ofDave]) {
        const ids = team.result.members.records.map((m) => m.id);
        expect(ids).not.toContain(alice.userId);
      }
      expect(ofEve.result.members.records.map((m) => m.id)).not.toContain(bob.userId);
    });

    test('new today counts from 00:00 region time (UTC+8)', async () => {
      const now = api.clock.now();
      const nextDay = regionDayStart(regionDay(now) + 1).getTime() - now.getTime();
      api.clock.advance(nextDay - 1000);
      expect((await myTeam(api, alice)).result.newToday).toBe(3);
      api.clock.advance(1000);
      expect((await myTeam(api, alice)).result.newToday).toBe(0);
    });

    test('the invite link opens the page the caller came from (Origin, else Referer)', async () => {
      const link = async (headers: Record<string, string>) =>
        (await api.get<{ inviteLink: string }>(contract['marketing.myTeam'].path, { pageNo: 1, pageSize: 10 }, { token: alice.token, headers })).result.inviteLink;
      expect(await link({ origin: 'https://sandbox.example.com' })).toBe(`https://sandbox.example.com/#/register?inviteCode=${alice.inviteCode}`);
      expect(await link({ referer: 'http://localhost:5173/#/tuanduiYaoqing' })).toBe(`http://localhost:5173/#/register?inviteCode=${alice.inviteCode}`);
      expect(await link({ referer: 'javascript:alert(1)' })).toBe(`http://localhost:80/#/register?inviteCode=${alice.inviteCode}`);
    });

    test('no token: 401; bad page: 400', async () => {
      const anon = await api.call(contract['marketing.myTeam'], { pageNo: 1, pageSize: 10 });
      expect(anon.code).toBe(401);
      const bad = await api.send(contract['marketing.myTeam'], { pageNo: 0 }, { token: alice.token });
      expect(bad.code).toBe(400);
    });
  });

  describe('referral rewards: 10 % / 5 % / 2 % of the first approved deposit, up the invitation path', () => {
    test('known answers at every level, once per invitee, in the balance log and the team income', async () => {
      await approvedDeposit(api, carol.userId, '1000');
      // bob invited carol (level 1: 100), alice invited bob (level 2: 50).
      expect(await balanceOf(api, bob.userId, 'spot')).toEqual({ available: '100', frozen: '0' });
      expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '50', frozen: '0' });

      await approvedDeposit(api, dave.userId, '333.33');
      // carol 10 % = 33.333 -> 33.33, bob 5 % = 16.6665 -> 16.66, alice 2 % = 6.6666 -> 6.66 (truncated to USDT's 2 decimals).
      expect((await balanceOf(api, carol.userId, 'spot')).available).toBe('1033.33');
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('116.66');
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('56.66');

      // A second deposit of the same invitee pays nothing more.
      await approvedDeposit(api, carol.userId, '5000');
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('116.66');
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('56.66');

      const logs = await api.db.balanceLog.findMany({ where: { userId: alice.userId, account: 'spot' }, orderBy: { createdAt: 'asc' } });
      expect(logs.map((l) => [l.type, l.availableDelta, l.refType])).toEqual([
        [BalanceLogType.REFERRAL_COMMISSION, '50', 'VipReward'],
        [BalanceLogType.REFERRAL_COMMISSION, '6.66', 'VipReward'],
      ]);
      const rewards = await api.db.vipReward.findMany({ where: { userId: alice.userId }, orderBy: { level: 'asc' } });
      expect(rewards.map((r) => [r.type, r.level, r.amount, r.periodKey])).toEqual([
        [REWARD_TYPE.REFERRAL_COMMISSION, 2, '50', `invitee-${carol.userId}`],
        [REWARD_TYPE.REFERRAL_COMMISSION, 3, '6.66', `invitee-${dave.userId}`],
      ]);

      const team = await myTeam(api, alice);
      expect(team.result).toMatchObject({ teamIncome: '56.66', rechargedCount: 2 });
      expect(team.result.members.records.find((m) => m.id === carol.userId)?.recharged).toBe(true);
      for (const u of [alice, bob, carol, dave]) expect(await reconcile(api.db, u.userId)).toEqual([]);
    });

    test('a deposit in BTC pays in BTC, valued in USDT at the live price in the team income', async () => {
      await approvedDeposit(api, frank.userId, '0.0123', 'BTC');
      expect(await balanceOf(api, eve.userId, 'spot', 'BTC')).toEqual({ available: '0.00123', frozen: '0' });
      expect((await myTeam(api, eve)).result.teamIncome).toBe('61.5');
    });

    test('approving the same deposit twice is refused and pays once', async () => {
      const id = await approvedDeposit(api, carol.userId, '1000');
      const again = await api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id } });
      expect(again.code).toBe(409);
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('100');
      expect(await api.db.vipReward.count({ where: { type: REWARD_TYPE.REFERRAL_COMMISSION } })).toBe(2);
    });

    test('a user without an inviter earns nobody anything; a missing rule pays nothing', async () => {
      await approvedDeposit(api, alice.userId, '1000');
      expect(await api.db.vipReward.count({ where: { type: REWARD_TYPE.REFERRAL_COMMISSION } })).toBe(0);
      await api.db.systemSetting.delete({ where: { key: 'referral.commissionRates' } });
      await approvedDeposit(api, carol.userId, '1000');
      expect(await api.db.vipReward.count({ where: { type: REWARD_TYPE.REFERRAL_COMMISSION } })).toBe(0);
      expect((await balanceOf(api, carol.userId, 'spot')).available).toBe('1000');
    });
  });
});
