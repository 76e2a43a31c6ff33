import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { BALANCE_LOG_TYPE, CLOSE_REASON, COMPETITION_STATUS, POSITION_STATUS, TRADE_ACCOUNT, WALLET, contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { competitionAccount, reconcile } from '../../src/ledger/index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { balanceOf, moneyState, registerFunded, useTradeApp, type TradeUser } from '../trading-fixture.ts';

/*
 * Trading on a competition account (issue 15): the entry's own account holds the initial
 * 10,000 USDT of simulated money; positions go through the contract page's engine; the
 * ranking values the account at the live price. Known answers worked by hand below
 * (BTC fee rate 0.05 %, isolated, 10x).
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let api: TestApi;
let feed: FakePriceFeed;
let alice: TradeUser;
let bob: TradeUser;
useTradeApp({ alice: [['contract', '1000'], ['spot', '500']], bob: [['contract', '1000'], ['spot', '500']] }, (app) => ({ api, feed, users: { alice, bob } } = app));

async function openCompetition(c: { startInMs?: number; durationMs?: number } = {}): Promise<string> {
  const res = await api.qaCall(qaRoutes['community.competitions.create'], {
    body: { name: 'Cup', entryAmount: '100', fund: '700', rewards: [{ rankFrom: 1, rankTo: 1, amount: '300' }], ...c },
  });
  if (res.code !== 200) throw new Error(res.message);
  return res.result.id;
}
const join = async (id: string, user = alice) => {
  const res = await api.call(contract['ext.competitionJoin'], { id }, { token: user.token });
  expect(res.code, res.message).toBe(200);
  return res.result;
};
const exit = (id: string, user = alice) => api.call(contract['ext.competitionExit'], { id }, { token: user.token });
const runJobs = () => api.qaCall(qaRoutes['community.competitions.run']);
const detail = (id: string, user = alice) => api.call(contract['ext.competitionDetail'], { id }, { token: user.token });
/** Long 1 BTC at 10,000 with 1,000 of margin, 10x isolated: fee 1 x 10,000 x 0.05 % = 5. */
const longBtc = (competitionId: string) => ({ symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '1000', accountType: TRADE_ACCOUNT.COMPETITION, competitionId });
const create = (body: object, user = alice) => api.send(contract['trade.positionCreate'], body, { token: user.token });
const summary = (competitionId: string, user = alice) =>
  api.call(contract['trade.positionSummary'], { accountType: TRADE_ACCOUNT.COMPETITION, competitionId }, { token: user.token });

describe('trading on a competition account', () => {
  test('open and close through the contract engine: the entry account moves, real contract money never does; the ranking follows', async () => {
    const id = await openCompetition();
    const entry = await join(id);
    await join(id, bob);
    const account = competitionAccount(entry.id);
    expect(await balanceOf(api, alice.userId, account)).toEqual({ available: '10000', frozen: '0' });

    const opened = await create(longBtc(id));
    expect(opened.code, opened.message).toBe(200);
    expect(opened.result).toMatchObject({ accountType: TRADE_ACCOUNT.COMPETITION, quantity: '1', entryPrice: '10000', margin: '1000', openFee: '5' });
    // 10,000 - 1,000 margin - 5 fee available; equity 9,995 at the entry price: yield -0.05 %, below bob's 0 %.
    expect(await balanceOf(api, alice.userId, account)).toEqual({ available: '8995', frozen: '1000' });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '1000', frozen: '0' });
    await runJobs();
    expect((await detail(id)).result.ranking.map((r) => [r.rank, r.account, r.yield])).toEqual([[1, 'bo***@example.com', '0'], [2, 'al***@example.com', '-0.05']]);

    // At 11,000: PnL +1,000, equity 10,995, yield 9.95 %: alice moves to rank 1 (the same equity the page's summary shows).
    feed.set('BTCUSDT', '11000');
    expect((await summary(id)).result).toMatchObject({ accountType: TRADE_ACCOUNT.COMPETITION, openCount: 1, balance: '9995', available: '8995', unrealizedPnl: '1000', equity: '10995' });
    await runJobs();
    expect((await detail(id)).result.ranking.map((r) => [r.rank, r.account, r.yield])).toEqual([[1, 'al***@example.com', '9.95'], [2, 'bo***@example.com', '0']]);

    // The real account's lists hold none of it; the competition's list holds it.
    const real = await api.call(contract['trade.positionList'], { pageNo: 1, pageSize: 10 }, { token: alice.token });
    expect(real.result.total).toBe(0);
    const mine = await api.call(contract['trade.positionList'], { pageNo: 1, pageSize: 10, accountType: TRADE_ACCOUNT.COMPETITION, competitionId: id }, { token: alice.token });
    expect(mine.result.records.map((p) => p.id)).toEqual([opened.result.id]);

    // Close at 11,000: fee 5.5; available 8,995 + 1,000 + 1,000 - 5.5 = 10,989.5: yield 9.895 %, shown 9.89.
    const closed = await api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: opened.result.id } });
    expect(closed.result).toMatchObject({ status: POSITION_STATUS.CLOSED, closeFee: '5.5', realizedPnl: '989.5', accountType: TRADE_ACCOUNT.COMPETITION });
    expect(await balanceOf(api, alice.userId, account)).toEqual({ available: '10989.5', frozen: '0' });
    await runJobs();
    const after = await detail(id);
    expect(after.result.ranking.map((r) => [r.rank, r.yield, r.reward])).toEqual([[1, '9.89', '300'], [2, '0', null]]);
    expect(after.result.myEntry).toMatchObject({ rank: 1, yield: '9.89' });
    expect(await api.db.competitionEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ equity: '10989.5', yieldRate: '0.09895' });

    // Nothing reached real money: contract untouched, spot only paid the 100 entry amount; every balance equals its log.
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '1000', frozen: '0' });
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '400', frozen: '0' });
    const assets = await api.call(contract['finance.queryUserAssets'], undefined, { token: alice.token });
    expect(assets.result).toMatchObject({ contractBalance: '1000', spotBalance: '400', competitionFrozen: '100', totalAssets: '1500' });
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });

  test('refused before the start, without a competition, when not joined, on another user\'s position, for second contracts; nothing changes', async () => {
    const later = await openCompetition({ startInMs: HOUR });
    await join(later);
    const before = await moneyState(api, alice.userId);
    const early = await create(longBtc(later));
    expect([early.code, early.message]).toEqual([409, 'This competition has not started yet: trading opens at its start']);
    const noId = await create({ ...longBtc(later), competitionId: undefined });
    expect(noId.code).toBe(400);
    const notJoined = await create(longBtc(later), bob);
    expect([notJoined.code, notJoined.message]).toEqual([404, 'You have not joined this competition']);
    const second = await api.send(contract['trade.secondBuy'], { symbol: 'BTCUSDT', setId: 'sc-30', direction: 1, amount: '10', accountType: TRADE_ACCOUNT.COMPETITION }, { token: alice.token });
    expect(second.code).toBe(400);
    // Another user's competition account reads as not joined; its summary and list too.
    expect((await summary(later, bob)).code).toBe(404);
    expect(await moneyState(api, alice.userId)).toEqual(before);

    const running = await openCompetition();
    await join(running);
    await join(running, bob);
    const p = await create(longBtc(running));
    expect(p.code, p.message).toBe(200);
    const bobState = await moneyState(api, bob.userId);
    const foreign = await api.call(contract['trade.positionClose'], undefined, { token: bob.token, params: { id: p.result.id } });
    expect(foreign.code).toBe(404);
    const foreignMargin = await api.call(contract['trade.positionAddMargin'], { id: p.result.id, amount: '10' }, { token: bob.token });
    expect(foreignMargin.code).toBe(404);
    expect(await moneyState(api, bob.userId)).toEqual(bobState);
  }, 30_000);

  test('exit closes the open positions at the market price, the equity is final, and trading is refused after it', async () => {
    const id = await openCompetition();
    const entry = await join(id);
    const p = await create(longBtc(id));
    expect(p.code, p.message).toBe(200);
    // At 9,000: PnL -1,000, margin + PnL = 0 back; close fee 1 x 9,000 x 0.05 % = 4.5: 8,995 - 4.5 = 8,990.5 (yield -10.095 %).
    feed.set('BTCUSDT', '9000');
    const left = await exit(id);
    expect(left.code, left.message).toBe(200);
    expect(left.result).toMatchObject({ status: COMPETITION_STATUS.EXITED, yield: '-10.09' });
    const row = await api.db.position.findUniqueOrThrow({ where: { id: p.result.id } });
    expect(row).toMatchObject({ status: POSITION_STATUS.CLOSED, closePrice: '9000', closeReason: CLOSE_REASON.MANUAL, closeFee: '4.5' });
    expect(await balanceOf(api, alice.userId, competitionAccount(entry.id))).toEqual({ available: '8990.5', frozen: '0' });
    const again = await create(longBtc(id));
    expect([again.code, again.message]).toEqual([409, 'You have already left this competition']);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '500', frozen: '0' });
    expect(await reconcile(api.db, alice.userId)).toEqual([]);
  });

  test('an exit racing an order: the order is refused or closed by the exit, never left open', async () => {
    for (let round = 0; round < 4; round++) {
      const user = await registerFunded(api, `racer${round}@example.com`, [['spot', '500']]);
      const id = await openCompetition();
      await join(id, user);
      const [order, left] = await Promise.all([create(longBtc(id), user), exit(id, user)]);
      expect(left.code, left.message).toBe(200);
      expect([200, 409]).toContain(order.code);
      expect(await api.db.position.count({ where: { userId: user.userId, status: POSITION_STATUS.RUNNING } })).toBe(0);
      expect(await reconcile(api.db, user.userId)).toEqual([]);
    }
  });

  test('the end closes positions at the end instant\'s price and ranks with the final equity, exactly once after a clock jump', async () => {
    const id = await openCompetition({ durationMs: DAY });
    const entry = await join(id);
    await join(id, bob);
    const p = await create(longBtc(id));
    expect(p.code, p.message).toBe(200);
    const { endAt } = await api.db.competition.findUniqueOrThrow({ where: { id } });
    // The market at the end instant was 12,000; by the time the server runs again it is 9,000.
    feed.record('BTCUSDT', new Date(endAt.getTime() - 1000), '12000');
    api.clock.advance(2 * DAY);
    feed.set('BTCUSDT', '9000');

    // After the end and before the pass, the position can no longer be touched.
    const late = await api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: p.result.id } });
    expect([late.code, late.message]).toEqual([409, 'This competition has ended']);
    expect((await create(longBtc(id))).code).toBe(409);

    const first = await runJobs();
    expect(first.result.ended).toEqual({ competitions: 1, entrants: 2, rewarded: 1 });
    expect((await runJobs()).result.ended).toEqual({ competitions: 0, entrants: 0, rewarded: 0 });
    // Closed at 12,000: +2,000, fee 6: 8,995 + 1,000 + 2,000 - 6 = 11,989, yield 19.89 %: rank 1, 300 paid.
    expect(await api.db.position.findUniqueOrThrow({ where: { id: p.result.id } })).toMatchObject({ status: POSITION_STATUS.CLOSED, closePrice: '12000', closedAt: endAt });
    expect(await balanceOf(api, alice.userId, competitionAccount(entry.id))).toEqual({ available: '11989', frozen: '0' });
    const final = await detail(id);
    expect(final.result.ranking.map((r) => [r.rank, r.account, r.yield, r.reward])).toEqual([
      [1, 'al***@example.com', '19.89', '300'],
      [2, 'bo***@example.com', '0', null],
    ]);
    // Entry amount back and the reward paid to spot: 500 - 100 + 100 + 300.
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '800', frozen: '0' });
    for (const u of [alice, bob]) expect(await reconcile(api.db, u.userId)).toEqual([]);
  }, 30_000);
});

describe('the balance log filtered by the competition wallet', () => {
  const log = (user: { token: string }, q: object = {}) =>
    api.call(contract['finance.balanceLogList'], { pageNo: 1, pageSize: 50, wallet: WALLET.COMPETITION, ...q }, { token: user.token });

  test("lists the entry's postings: fee, funds, the trade's margin, fees and profit, release and reward; only the caller's", async () => {
    const id = await openCompetition({ durationMs: DAY });
    const entry = await join(id);
    await join(id, bob);
    const p = await create(longBtc(id));
    expect(p.code, p.message).toBe(200);
    feed.set('BTCUSDT', '11000');
    const closed = await api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: p.result.id } });
    expect(closed.code, closed.message).toBe(200);
    api.clock.advance(2 * DAY);
    expect((await runJobs()).result.ended).toEqual({ competitions: 1, entrants: 2, rewarded: 1 });

    const page = await log(alice);
    expect(page.code, page.message).toBe(200);
    // Oldest first here (the page is newest first). Worked by hand: the entry amount 100 leaves spot
    // (500 -> 400); the competition account gets its 10,000; the long freezes 1,000 of margin and pays 5
    // of fee (8,995 available); the close at 11,000 returns the margin with +1,000 (10,995) and pays 5.5
    // (10,989.5); at the end the 100 returns to spot (500) and rank 1 wins 300 (800).
    const T = BALANCE_LOG_TYPE;
    expect([...page.result.records].reverse().map((r) => [r.wallet, r.type, r.amount, r.balanceAfter])).toEqual([
      [WALLET.SPOT, T.COMPETITION_FREEZE, '-100', '400'],
      [WALLET.COMPETITION, T.ADJUSTMENT, '10000', '10000'],
      [WALLET.COMPETITION, T.POSITION_MARGIN, '-1000', '9000'],
      [WALLET.COMPETITION, T.TRADING_FEE, '-5', '8995'],
      [WALLET.COMPETITION, T.POSITION_SETTLE, '2000', '10995'],
      [WALLET.COMPETITION, T.TRADING_FEE, '-5.5', '10989.5'],
      [WALLET.SPOT, T.COMPETITION_SETTLE, '100', '500'],
      [WALLET.SPOT, T.COMPETITION_SETTLE, '300', '800'],
    ]);
    expect(page.result.total).toBe(8);
    expect(await balanceOf(api, alice.userId, competitionAccount(entry.id))).toEqual({ available: '10989.5', frozen: '0' });
    // No other wallet's rows: the seed grants of spot and contract and the demo account's opening stay out.
    const all = await api.call(contract['finance.balanceLogList'], { pageNo: 1, pageSize: 50 }, { token: alice.token });
    expect(all.result.total).toBe(8 + 3);
    // The filter combines with the others: the competition wallet's fees only.
    expect((await log(alice, { type: T.TRADING_FEE })).result.records.map((r) => r.amount)).toEqual(['-5.5', '-5']);
    // Bob's list holds his own entry only: fee, funds, release (no trade, no reward).
    const bobs = await log(bob);
    expect([...bobs.result.records].reverse().map((r) => [r.wallet, r.amount])).toEqual([[WALLET.SPOT, '-100'], [WALLET.COMPETITION, '10000'], [WALLET.SPOT, '100']]);
    for (const u of [alice, bob]) expect(await reconcile(api.db, u.userId)).toEqual([]);
  });
});

describe('property: random trades, prices, exits and clock jumps on competition accounts', () => {
  test('entry amounts return in full, real money never moves, no position outlives its entry, equity is the account, balances equal their logs', async () => {
    const users = [alice, bob];
    let openedTotal = 0;
    const openStep = fc.record({ kind: fc.constant('open' as const), who: fc.integer({ min: 0, max: 1 }), side: fc.constantFrom(1, 2), margin: fc.integer({ min: 10, max: 4000 }), leverage: fc.constantFrom(1, 5, 20) });
    await fc.assert(
      fc.asyncProperty(
        // Every run starts with an order (one the rules accept: at most 4,000 of the entry's 10,000 at
        // 20x), so the runs trade whatever else fast-check draws; the rest may be refused by the rules.
        openStep,
        fc.array(
          fc.oneof(
            openStep,
            fc.record({ kind: fc.constant('close' as const), who: fc.integer({ min: 0, max: 1 }) }),
            fc.record({ kind: fc.constant('price' as const), btc: fc.integer({ min: 8000, max: 12000 }) }),
            fc.record({ kind: fc.constant('exit' as const), who: fc.integer({ min: 0, max: 1 }) }),
            fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 30 }) }),
            fc.record({ kind: fc.constant('run' as const) }),
          ),
          { maxLength: 12 },
        ),
        async (first, rest) => {
          const steps = [first, ...rest];
          // A run jumps the clock by up to 12 x 30 h, so over many runs the users' sessions would
          // outlive their 30 days (401 on a later run, by the seed's luck): each run signs in afresh.
          for (const u of users) {
            const res = await api.call(contract['app.login'], { account: u === alice ? 'alice@example.com' : 'bob@example.com', password: u.password });
            expect(res.code, res.message).toBe(200);
            u.token = res.result.token;
          }
          feed.set('BTCUSDT', '10000');
          const before = await Promise.all(users.map((u) => moneyOutside(u.userId)));
          const id = await openCompetition({ durationMs: DAY });
          const entries = [await join(id, alice), await join(id, bob)];
          let opened = 0;
          for (const step of steps) {
            if (step.kind === 'open') {
              const { margin, leverage, side } = step;
              const res = await create({ ...longBtc(id), side, leverage, margin: String(margin) }, users[step.who]);
              // Refused only for a reason of the rules: the order's size (400), the entry no longer running or too little money (409).
              if (res.code !== 200) expect([400, 409]).toContain(res.code);
              else opened += 1;
            }
            if (step.kind === 'close') {
              const open = await api.db.position.findFirst({ where: { account: competitionAccount(entries[step.who]!.id), status: POSITION_STATUS.RUNNING } });
              if (open) await api.call(contract['trade.positionClose'], undefined, { token: users[step.who]!.token, params: { id: open.id } });
            }
            if (step.kind === 'price') feed.set('BTCUSDT', String(step.btc));
            if (step.kind === 'exit') await exit(id, users[step.who]);
            if (step.kind === 'advance') api.clock.advance(step.hours * HOUR);
            if (step.kind === 'run') await runJobs();
          }
          api.clock.advance(2 * DAY);
          await runJobs();
          for (const [i, e] of entries.entries()) {
            const account = competitionAccount(e.id);
            expect(await api.db.position.count({ where: { account, status: POSITION_STATUS.RUNNING } })).toBe(0);
            const row = await api.db.competitionEntry.findUniqueOrThrow({ where: { id: e.id } });
            const balance = await balanceOf(api, users[i]!.userId, account);
            expect(balance.frozen).toBe('0');
            expect(row.equity).toBe(balance.available);
          }
          // Spot got the entry amount back (plus a reward for rank 1, unless that entrant left); contract never moved.
          const after = await Promise.all(users.map((u) => moneyOutside(u.userId)));
          const rewards = await api.db.competitionEntry.findMany({ where: { competitionId: id }, orderBy: { userId: 'asc' } });
          for (const [i, u] of users.entries()) {
            const reward = Number(rewards.find((r) => r.userId === u.userId)!.reward ?? '0');
            expect(after[i]).toEqual({ spot: String(Number(before[i]!.spot) + reward), contract: before[i]!.contract });
            expect(await reconcile(api.db, u.userId)).toEqual([]);
          }
          openedTotal += opened;
        },
      ),
      { numRuns: 12 },
    );
    // Each run's first order went through (the rest may be refused by the rules).
    expect(openedTotal).toBeGreaterThanOrEqual(12);
  }, 300_000);
});

async function moneyOutside(userId: string) {
  return { spot: (await balanceOf(api, userId, 'spot')).available, contract: await balanceOf(api, userId, 'contract') };
}
