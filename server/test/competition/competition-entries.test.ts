import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { COMPETITION_STATUS, contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { competitionAccount, post, reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { createCompetitionJob } from '../../src/modules/competition/job.ts';
import { competitionAccounts, createCompetitionModule, rankEntrants } from '../../src/modules/competition/index.ts';
import { accountEquity, openPnlUnits } from '../../src/modules/competition/equity.ts';
import { mergeStandings, parseRewards, rewardOf, scoreOf, sortStandings, unitsText, yieldPercent } from '../../src/modules/competition/ranking.ts';
import { createTradingModule, openPnl } from '../../src/modules/trading/index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import { noNotices } from '../no-notices.ts';
import { createCommunityApp, type CommunityUser } from '../community-fixture.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { balanceOf, fund } from '../trading-fixture.ts';

const HOUR = 3600_000;
/** A plain decimal text with up to `dp` decimals (money as stored). */
const decimalText = (dp: number) =>
  fc.tuple(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 10 ** Math.min(dp, 9) - 1 })).map(([w, f]) => (f === 0 ? String(w) : `${w}.${String(f).padStart(Math.min(dp, 9), '0').replace(/0+$/, '')}`));
const plainDecimal = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());
const DAY = 24 * HOUR;

describe('the ranking rule', () => {
  test('yield high to low; equal yields go to the earlier join, then the smaller id', () => {
    const t = (s: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, s));
    const ranked = rankEntrants([
      { id: 'a', initialEquity: '10000', equity: '11000', joinedAt: t(1) }, // +10 %
      { id: 'b', initialEquity: '10000', equity: '11000', joinedAt: t(0) }, // +10 %, joined first
      { id: 'c', initialEquity: '10000', equity: '9000', joinedAt: t(2) }, // -10 %
      { id: 'd', initialEquity: '10000', equity: '12000', joinedAt: t(3) }, // +20 %
      { id: 'f', initialEquity: '5000', equity: '5250', joinedAt: t(4) }, // +5 %
      { id: 'e', initialEquity: '10000', equity: '10500', joinedAt: t(4) }, // +5 %, same instant: id e < f
      { id: 'g', initialEquity: '10000', equity: '10000.00000001', joinedAt: t(0) }, // +0.0000000001 %: above zero, truncates to 0
      { id: 'h', initialEquity: '10000', equity: '10000', joinedAt: t(5) },
    ]);
    expect(ranked.map((r) => [r.id, r.rank, r.yieldRate])).toEqual([
      ['d', 1, '0.2'],
      ['b', 2, '0.1'],
      ['a', 3, '0.1'],
      ['e', 4, '0.05'],
      ['f', 5, '0.05'],
      ['g', 6, '0'],
      ['h', 7, '0'],
      ['c', 8, '-0.1'],
    ]);
  });

  test('the equity in integers equals decimal.js on random positions and balances (equity.ts)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ side: fc.constantFrom(1, 2), quantity: decimalText(6), entryPrice: decimalText(4) }), { maxLength: 4 }),
        decimalText(10),
        decimalText(8),
        decimalText(8),
        (positions, mark, available, frozen) => {
          const markDec = new Decimal(mark);
          const pnlDec = positions.reduce((sum, p) => sum.plus(openPnl(p, markDec)), new Decimal(0));
          const pnl = positions.length > 0 ? positions.reduce((sum, p) => sum + openPnlUnits(p, mark), 0n) : undefined;
          const expected = pnl === undefined && frozen === '0' ? available : plainDecimal(new Decimal(available).plus(frozen).plus(pnlDec));
          expect(accountEquity(available, frozen, pnl)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
    // Known answers: long 0.0166 from 60,000 at 65,123.45: 0.0166 x 5,123.45 = 85.04927; short: -85.04927.
    expect(unitsText(openPnlUnits({ side: 1, quantity: '0.0166', entryPrice: '60000' }, '65123.45'))).toBe('85.04927');
    expect(unitsText(openPnlUnits({ side: 2, quantity: '0.0166', entryPrice: '60000' }, '65123.45'))).toBe('-85.04927');
    // 0.333 x 0.00000001 = 0.00000000333: truncated to 0 either side, never "-0".
    expect(accountEquity('1', '0.5', openPnlUnits({ side: 2, quantity: '0.333', entryPrice: '1' }, '1.00000001'))).toBe('1.5');
  });

  test('a refresh that re-places only the moved entrants (mergeStandings) ranks as a full sort does', () => {
    const entrant = fc.record({ gain: fc.integer({ min: -3, max: 3 }), joined: fc.integer({ min: 0, max: 3 }) });
    fc.assert(
      fc.property(fc.array(fc.tuple(entrant, fc.option(entrant, { nil: undefined })), { maxLength: 40 }), (list) => {
        // Few distinct gains and join times: many ties, broken by the id.
        const standing = (i: number, e: { gain: number; joined: number }) => ({ id: `e${String(i).padStart(2, '0')}`, joinedMs: e.joined, score: scoreOf('100', String(100 + e.gain)) });
        const before = sortStandings(list.map(([e], i) => standing(i, e)));
        const movedIds = new Set(list.flatMap(([, next], i) => (next ? [standing(i, next).id] : [])));
        const after = list.map(([e, next], i) => standing(i, next ?? e));
        const byId = new Map(after.map((s) => [s.id, s]));
        const kept = before.filter((s) => !movedIds.has(s.id)).map((s) => byId.get(s.id)!);
        const merged = mergeStandings(kept, after.filter((s) => movedIds.has(s.id)));
        expect(merged.map((s) => s.id)).toEqual(sortStandings([...after]).map((s) => s.id));
      }),
      { numRuns: 300 },
    );
  });

  test('rewards by rank range; yields on the wire in percent, truncated to 2 decimals', () => {
    const ranges = parseRewards('[{"rankFrom":1,"rankTo":1,"amount":"500"},{"rankFrom":2,"rankTo":3,"amount":"100"}]');
    expect([1, 2, 3, 4].map((r) => rewardOf(r, ranges))).toEqual(['500', '100', '100', null]);
    expect(parseRewards('not json')).toEqual([]);
    expect(yieldPercent('0.035')).toBe('3.5');
    expect(yieldPercent('-0.123456')).toBe('-12.34');
    expect(yieldPercent('-0.00000001')).toBe('0');
  });
});

describe('over the API', () => {
  let api: TestApi;
  let feed: FakePriceFeed;
  let alice: CommunityUser;
  let bob: CommunityUser;

  beforeEach(async () => {
    ({ api, feed } = await createCommunityApp());
    alice = await registerByEmail(api, 'alice@example.com');
    bob = await registerByEmail(api, 'bob@example.com');
    await fund(api, alice.userId, 'spot', '1000');
    await fund(api, bob.userId, 'spot', '1000');
  }, 30_000);
  afterEach(async () => {
    await api.close();
  });

  interface NewCompetition {
    name?: string;
    currency?: string;
    startInMs?: number;
    durationMs?: number;
    entryAmount?: string;
    rewards?: { rankFrom: number; rankTo: number; amount: string }[];
  }
  async function open(c: NewCompetition = {}): Promise<string> {
    const res = await api.qaCall(qaRoutes['community.competitions.create'], { body: { name: 'Cup', entryAmount: '100', fund: '700', ...c } });
    if (res.code !== 200) throw new Error(res.message);
    return res.result.id;
  }
  const join = (id: string, user = alice) => api.call(contract['ext.competitionJoin'], { id }, { token: user.token });
  const exit = (id: string, user = alice) => api.call(contract['ext.competitionExit'], { id }, { token: user.token });
  const runJobs = () =>
    api.qaCall(qaRoutes['community.competitions.run']);
  const assets = (user = alice) => api.call(contract['finance.queryUserAssets'], undefined, { token: user.token });
  const detail = (id: string, user?: CommunityUser) => api.call(contract['ext.competitionDetail'], { id }, user ? { token: user.token } : undefined);

  test('QA cannot open a competition whose ranked rewards exceed its prize fund: 400 naming both, nothing written', async () => {
    const over = await api.qaCall(qaRoutes['community.competitions.create'], {
      body: { name: 'Too generous', fund: '3000', rewards: [{ rankFrom: 1, rankTo: 1, amount: '5000' }, { rankFrom: 2, rankTo: 11, amount: '500' }] },
    });
    // 5,000 + 10 x 500 = 10,000 > 3,000.
    expect(over).toMatchObject({ code: 400, message: 'The ranked rewards add up to 10000, more than the prize fund of 3000' });
    expect(await api.db.competition.count({ where: { name: 'Too generous' } })).toBe(0);
    // Exactly the fund is fine: 1,500 + 900 + 3 x 200 = 3,000.
    const exact = await api.qaCall(qaRoutes['community.competitions.create'], {
      body: { name: 'Exact', fund: '3000', rewards: [{ rankFrom: 1, rankTo: 1, amount: '1500' }, { rankFrom: 2, rankTo: 2, amount: '900' }, { rankFrom: 3, rankTo: 5, amount: '200' }] },
    });
    expect(exact.code, exact.message).toBe(200);
  });

  describe('the list and its status codes', () => {
    test('1 in progress, 0 to be started, -2 ended, filtered; joined only for the caller', async () => {
      const ended = await open({ name: 'Old', durationMs: 1000 });
      api.clock.advance(2000);
      const running = await open({ name: 'Now' });
      const upcoming = await open({ name: 'Next', startInMs: DAY });
      await join(running, alice);
      const all = await api.call(contract['ext.competitionList'], { pageNo: 1, pageSize: 10 }, { token: alice.token });
      expect(all.code, all.message).toBe(200);
      expect(all.result.records.map((c) => [c.id, c.status, c.joined])).toEqual([
        [upcoming, COMPETITION_STATUS.TO_BE_STARTED, false],
        [running, COMPETITION_STATUS.IN_PROGRESS, true],
        [ended, COMPETITION_STATUS.ENDED, false],
      ]);
      expect(all.result.records[1]).toMatchObject({ name: 'Now', currency: 'USDT', entryAmount: '100', prizePool: '700', participantCount: 1, rewards: [] });
      for (const [status, id] of [[1, running], [0, upcoming], [-2, ended]] as const) {
        const page = await api.call(contract['ext.competitionList'], { pageNo: 1, pageSize: 10, status });
        expect(page.result.records.map((c) => [c.id, c.joined])).toEqual([[id, false]]);
      }
      expect((await api.call(contract['ext.competitionList'], { pageNo: 1, pageSize: 10, status: -3 })).result.total).toBe(0);
    });
  });

  describe('join and exit', () => {
    test('joining moves the entry amount to competition-frozen assets; exiting returns it in full', async () => {
      const id = await open();
      const joined = await join(id);
      expect(joined.code, joined.message).toBe(200);
      expect(joined.result).toMatchObject({ competitionId: id, competitionName: 'Cup', currency: 'USDT', frozenAmount: '100', status: COMPETITION_STATUS.IN_PROGRESS, yield: '0', reward: null, exitTime: null });
      expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '900', frozen: '0' });
      expect((await assets()).result).toMatchObject({ totalAssets: '1000', spotBalance: '900', competitionFrozen: '100' });

      const left = await exit(id);
      expect(left.code, left.message).toBe(200);
      expect(left.result).toMatchObject({ status: COMPETITION_STATUS.EXITED, rank: null, reward: null });
      expect(left.result.exitTime).not.toBeNull();
      expect((await assets()).result).toMatchObject({ totalAssets: '1000', spotBalance: '1000', competitionFrozen: '0' });
      const logs = await api.db.balanceLog.findMany({ where: { userId: alice.userId, refType: 'CompetitionEntry' }, orderBy: [{ createdAt: 'asc' }, { type: 'asc' }] });
      // The entry's own account got the initial 10,000 of simulated money, counted nowhere in the assets above.
      expect(logs.map((l) => [l.account, l.type, l.availableDelta])).toEqual([
        ['spot', BalanceLogType.COMPETITION_ENTRY_FEE, '-100'],
        [`competition:${joined.result.id}`, BalanceLogType.COMPETITION_FUNDS, '10000'],
        ['spot', BalanceLogType.COMPETITION_RELEASE, '100'],
      ]);
      expect(await reconcile(api.db, alice.userId)).toEqual([]);
    });

    test('refusals: joining twice, exiting twice, joining after exit, joining an ended one, unknown ids, too little money', async () => {
      const id = await open();
      await join(id);
      const twice = await join(id);
      expect([twice.code, twice.message]).toEqual([409, 'You have already joined this competition']);
      expect((await exit(id, bob)).code).toBe(404);
      await exit(id);
      const exitAgain = await exit(id);
      expect([exitAgain.code, exitAgain.message]).toEqual([409, 'You have already left this competition']);
      expect((await join(id)).code).toBe(409);
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1000');

      const old = await open({ durationMs: 1000 });
      api.clock.advance(2000);
      const late = await join(old, bob);
      expect([late.code, late.message]).toEqual([409, 'This competition has ended']);
      const zh = await api.call(contract['ext.competitionJoin'], { id: old }, { token: bob.token, lang: 'zh-cn' });
      expect(zh.message).toBe('该比赛已结束');
      expect((await join('nope', bob)).code).toBe(404);
      expect((await detail('nope')).code).toBe(404);

      const dear = await open({ entryAmount: '1000.01' });
      const poor = await join(dear, bob);
      expect(poor.code).toBe(409);
      expect(await api.db.competitionEntry.count({ where: { userId: bob.userId } })).toBe(0);
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('1000');
      expect((await api.call(contract['ext.competitionJoin'], { id })).code).toBe(401);
    });

    test('two joins at the same instant: one entry, one debit', async () => {
      const id = await open();
      const answers = await Promise.all([join(id, bob), join(id, bob), join(id, bob)]);
      expect(answers.map((a) => a.code).sort()).toEqual([200, 409, 409]);
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('900');
      expect((await api.db.competition.findUnique({ where: { id } }))?.participantCount).toBe(1);
    });

    test('an entry of a competition not started yet reads 0 (to be started) and can leave before the start', async () => {
      const id = await open({ startInMs: HOUR });
      expect((await join(id)).result.status).toBe(COMPETITION_STATUS.TO_BE_STARTED);
      api.clock.advance(HOUR);
      await runJobs();
      const mine = await api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token: alice.token });
      expect(mine.result.records.map((e) => e.status)).toEqual([COMPETITION_STATUS.IN_PROGRESS]);
      expect((await api.db.competition.findUnique({ where: { id } }))?.status).toBe(COMPETITION_STATUS.IN_PROGRESS);
    });
  });

  describe('ranking and settlement', () => {
    test('after downtime the job ends a competition when it starts, once: rewards paid, entry amounts back', async () => {
      const id = await open({ durationMs: HOUR, rewards: [{ rankFrom: 1, rankTo: 1, amount: '30' }] });
      await join(id, alice);
      await join(id, bob);
      api.clock.advance(2 * HOUR); // the server was down past the end
      // A restarted server's module, on the same feed and a trading engine of its own.
      const trade = createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts });
      const competition = createCompetitionModule({ db: api.db, clock: api.clock, afterMoneyMove: async () => undefined, trading: { feed, positions: trade.positions } });
      const job = createCompetitionJob({ competition, intervalMs: 3_600_000, onError: (error) => { throw error; } });
      const caughtUp = await job.start();
      await job.stop();
      expect(caughtUp.ended).toEqual({ competitions: 1, entrants: 2, rewarded: 1 });
      // Equal yields: alice joined first and wins.
      expect((await balanceOf(api, alice.userId, 'spot')).available).toBe('1030');
      expect((await balanceOf(api, bob.userId, 'spot')).available).toBe('1000');
      expect((await runJobs()).result.ended.competitions).toBe(0);
      for (const u of [alice, bob]) expect(await reconcile(api.db, u.userId)).toEqual([]);
    });

    test('live ranking by yield, ties to the earlier join; at the end rewards by rank range and every entry amount back, once', async () => {
      const users = [alice, bob];
      for (const name of ['carol', 'dave', 'erin']) {
        const u = await registerByEmail(api, `${name}@example.com`);
        await fund(api, u.userId, 'spot', '1000');
        users.push(u);
      }
      const id = await open({ entryAmount: '50', rewards: [{ rankFrom: 1, rankTo: 1, amount: '500' }, { rankFrom: 2, rankTo: 3, amount: '100' }] });
      for (const u of users) {
        await join(id, u);
        api.clock.advance(1000);
      }
      // What trading would leave each competition account with (the trades themselves: competition-trading.test.ts).
      const gains = ['500', '1000', '500', '-1000', '2000']; // alice +5, bob +10, carol +5 (joined after alice), dave -10, erin +20
      for (const [i, u] of users.entries()) {
        const entry = await api.db.competitionEntry.findUniqueOrThrow({ where: { competitionId_userId: { competitionId: id, userId: u.userId } } });
        await api.db.$transaction((tx) => post(tx, { userId: u.userId, account: competitionAccount(entry.id), currency: 'USDT', type: BalanceLogType.SEED_GRANT, availableDelta: gains[i]! }));
      }
      expect((await runJobs()).result.ranked).toBe(5);

      const carol = users[2]!;
      const live = await detail(id, carol);
      expect(live.code, live.message).toBe(200);
      expect(live.result.ranking.map((r) => [r.rank, r.account, r.yield, r.reward])).toEqual([
        [1, 'er***@example.com', '20', '500'],
        [2, 'bo***@example.com', '10', '100'],
        [3, 'al***@example.com', '5', '100'],
        [4, 'ca***@example.com', '5', null],
        [5, 'da***@example.com', '-10', null],
      ]);
      expect(live.result.myEntry).toMatchObject({ rank: 4, yield: '5', status: COMPETITION_STATUS.IN_PROGRESS });
      expect((await detail(id)).result.myEntry).toBeNull();

      api.clock.advance(8 * DAY);
      const ended = await runJobs();
      expect(ended.result.ended).toEqual({ competitions: 1, entrants: 5, rewarded: 3 });
      expect((await runJobs()).result.ended).toEqual({ competitions: 0, entrants: 0, rewarded: 0 });
      // Everyone paid 50 and got it back; ranks 1-3 won 500, 100, 100.
      const spots = await Promise.all(users.map(async (u) => (await balanceOf(api, u.userId, 'spot')).available));
      expect(spots).toEqual(['1100', '1100', '1000', '1000', '1500']);
      for (const u of users) expect(await reconcile(api.db, u.userId)).toEqual([]);

      const fresh = await api.call(contract['app.login'], { account: 'alice@example.com', password: alice.password });
      const mine = await api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token: fresh.result.token });
      expect(mine.result.records).toEqual([expect.objectContaining({ competitionId: id, rank: 3, yield: '5', reward: '100', status: COMPETITION_STATUS.ENDED })]);
      expect((await assets({ ...alice, token: fresh.result.token })).result.competitionFrozen).toBe('0');
      const final = await detail(id);
      expect(final.result.competition.status).toBe(COMPETITION_STATUS.ENDED);
      expect(final.result.ranking.map((r) => r.reward)).toEqual(['500', '100', '100', null, null]);
    });

    test('the live board between passes: a newcomer, a leaver and a moved account rank as a ranking from scratch would', async () => {
      const users = [alice, bob];
      for (const name of ['carol', 'dave']) {
        const u = await registerByEmail(api, `${name}@example.com`);
        await fund(api, u.userId, 'spot', '1000');
        users.push(u);
      }
      const [, , carol, dave] = users as [CommunityUser, CommunityUser, CommunityUser, CommunityUser];
      const id = await open({ entryAmount: '50' });
      const entryOf = async (u: CommunityUser) => api.db.competitionEntry.findUniqueOrThrow({ where: { competitionId_userId: { competitionId: id, userId: u.userId } } });
      const gain = async (u: CommunityUser, amount: string) => {
        const account = competitionAccount((await entryOf(u)).id);
        await api.db.$transaction((tx) => post(tx, { userId: u.userId, account, currency: 'USDT', type: BalanceLogType.SEED_GRANT, availableDelta: amount }));
      };
      for (const u of [alice, bob, carol]) {
        await join(id, u);
        api.clock.advance(1000);
      }
      await gain(alice, '500');
      await gain(bob, '1000');
      expect((await runJobs()).result.ranked).toBe(3);
      const ranks = async () => (await detail(id)).result.ranking.map((r) => [r.rank, r.account, r.yield]);
      expect(await ranks()).toEqual([[1, 'bo***@example.com', '10'], [2, 'al***@example.com', '5'], [3, 'ca***@example.com', '0']]);

      // Between passes: dave joins and gains 15 %, bob leaves, carol gains 5 % (a tie with alice, who joined first).
      await join(id, dave);
      await gain(dave, '1500');
      expect((await exit(id, bob)).code).toBe(200);
      await gain(carol, '500');
      expect((await runJobs()).result.ranked).toBe(3);
      expect(await ranks()).toEqual([[1, 'da***@example.com', '15'], [2, 'al***@example.com', '5'], [3, 'ca***@example.com', '5']]);
      expect((await detail(id, carol)).result.myEntry).toMatchObject({ rank: 3, yield: '5' });
      // The stored figures follow the accounts; the leaver keeps those of its exit.
      expect(await Promise.all([alice, bob, carol, dave].map(async (u) => [(await entryOf(u)).equity, (await entryOf(u)).yieldRate]))).toEqual([
        ['10500', '0.05'],
        ['11000', '0.1'],
        ['10500', '0.05'],
        ['11500', '0.15'],
      ]);
      // A pass with nothing moved changes nothing.
      expect((await runJobs()).result.ranked).toBe(3);
      expect(await ranks()).toEqual([[1, 'da***@example.com', '15'], [2, 'al***@example.com', '5'], [3, 'ca***@example.com', '5']]);
    });

    test('a competition in BTC: entry amount, release and reward move spot BTC; the trading account stays USDT (the engine settles in USDT)', async () => {
      await fund(api, alice.userId, 'spot', '0.5', 'BTC');
      const id = await open({ currency: 'BTC', entryAmount: '0.01', rewards: [{ rankFrom: 1, rankTo: 1, amount: '0.005' }] });
      const entry = await join(id);
      expect(entry.code, entry.message).toBe(200);
      // The entry says its currency, so the my-entries screen shows 0.01 BTC, not a bare figure.
      expect(entry.result).toMatchObject({ currency: 'BTC', frozenAmount: '0.01' });
      // 0.5 - 0.01 = 0.49 BTC on spot; the entry's account holds the initial 10,000 trading USDT, no BTC.
      expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.49', frozen: '0' });
      const account = competitionAccount(entry.result.id);
      expect(await balanceOf(api, alice.userId, account)).toEqual({ available: '10000', frozen: '0' });
      expect(await api.db.balance.count({ where: { userId: alice.userId, account, currency: { not: 'USDT' } } })).toBe(0);
      expect((await detail(id, alice)).result.competition).toMatchObject({ currency: 'BTC', entryAmount: '0.01' });
      api.clock.advance(8 * DAY);
      expect((await runJobs()).result.ended).toEqual({ competitions: 1, entrants: 1, rewarded: 1 });
      const mine = await api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token: alice.token });
      expect(mine.result.records).toMatchObject([{ currency: 'BTC', frozenAmount: '0.01', reward: '0.005' }]);
      // 0.49 + 0.01 back + 0.005 for rank 1 = 0.505 BTC; spot USDT untouched.
      expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.505', frozen: '0' });
      expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1000', frozen: '0' });
      expect(await reconcile(api.db, alice.userId)).toEqual([]);
    });

    test("another user's entries are never visible: my list holds mine only, myEntry is the caller's", async () => {
      const id = await open();
      await join(id, alice);
      const ofBob = await api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token: bob.token });
      expect(ofBob.result).toMatchObject({ total: 0, records: [] });
      expect((await detail(id, bob)).result.myEntry).toBeNull();
      expect((await detail(id, alice)).result.myEntry?.competitionId).toBe(id);
    });
  });

  describe('property: any joins, exits and clock jumps', () => {
    test('the entry amount comes back in full to every entrant, balances equal their logs', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              fc.record({ kind: fc.constant('join' as const), who: fc.integer({ min: 0, max: 1 }) }),
              fc.record({ kind: fc.constant('exit' as const), who: fc.integer({ min: 0, max: 1 }) }),
              fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 30 }) }),
              fc.record({ kind: fc.constant('run' as const) }),
            ),
            { maxLength: 10 },
          ),
          fc.integer({ min: 1, max: 30000 }).map((cents) => (cents / 100).toString()),
          async (steps, entryAmount) => {
            const before = await Promise.all([alice, bob].map(async (u) => (await balanceOf(api, u.userId, 'spot')).available));
            const id = await open({ entryAmount, durationMs: DAY });
            for (const step of steps) {
              const user = [alice, bob][step.kind === 'join' || step.kind === 'exit' ? step.who : 0]!;
              if (step.kind === 'join') await join(id, user);
              if (step.kind === 'exit') await exit(id, user);
              if (step.kind === 'advance') api.clock.advance(step.hours * HOUR);
              if (step.kind === 'run') await runJobs();
            }
            api.clock.advance(DAY);
            await runJobs();
            const after = await Promise.all([alice, bob].map(async (u) => (await balanceOf(api, u.userId, 'spot')).available));
            expect(after).toEqual(before);
            for (const u of [alice, bob]) expect(await reconcile(api.db, u.userId)).toEqual([]);
            expect(await api.db.competitionEntry.count({ where: { competitionId: id, status: COMPETITION_STATUS.IN_PROGRESS } })).toBe(0);
          },
        ),
        { numRuns: 15 },
      );
    });
  });
});
