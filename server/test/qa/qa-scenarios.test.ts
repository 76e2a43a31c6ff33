import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { IEO_ORDER_STATUS, LOAN_STATUS, POSITION_STATUS, toRegionTime } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { DEMO_ACCOUNTS } from '../../../scripts/src/scenarios/index.ts';
import { scenarioRegistry } from '../../../scripts/src/scenario-registry.ts';
import { reconcile } from '../../src/ledger/index.ts';
import { balanceOf } from '../wallet-fixtures.ts';
import { createTestApp, type TestApi } from '../harness.ts';

// Each test loads a scenario or builds the app: seconds on a shared, loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const [alice, bob, carol, dave] = DEMO_ACCOUNTS;
const MINUTE = 60_000;
// scripts/src/scenarios/files/margin-call.yaml: each steer's durationSeconds.
const MARGIN_CALL_STEER_SECONDS = 30;
// scripts/src/scenarios/files/ieo-draw-day.yaml: the ieoSubscriptions, twice the 100,000 DMF on offer.
const DRAW_DAY_SUBSCRIPTIONS = [
  { user: alice, quantity: '100000' },
  { user: bob, quantity: '100000' },
] as const;

let api: TestApi;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qa-scenarios-'));
  api = await createTestApp({ DATA_DIR: dataDir }, scenarioRegistry);
});
afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function load(name: string) {
  const res = await api.qaCall(qaRoutes.scenario, { body: { name } });
  expect(res.code, res.message).toBe(200);
  expect(res.result.ran.filter((r) => r.error)).toEqual([]);
}

async function balancesReconcile() {
  for (const u of DEMO_ACCOUNTS) expect(await reconcile(api.db, u.id), u.account).toEqual([]);
}

const advance = (ms: number) => api.qaCall(qaRoutes['clock.advance'], { body: { ms } });

describe('named scenarios, loaded through the QA API', () => {
  test('every named scenario is listed, and known to the seed; the state says which one the data came from', async () => {
    expect((await api.qaCall(qaRoutes.state)).result.loaded).toBeNull();
    await load('kyc-pending');
    const state = await api.qaCall(qaRoutes.state);
    expect(state.result.loaded).toEqual({ name: 'kyc-pending', loadedAt: expect.any(Number) as number });
    expect(state.result.scenarios).toEqual(
      expect.arrayContaining(['margin-call', 'kyc-pending', 'withdrawal-review', 'second-contract-expiring', 'loan-overdue', 'ieo-draw-day', 'vip-monday-eve', 'contest-running']),
    );
  });

  test('withdrawal-review: a chain and a bank withdrawal wait for review, their amounts frozen', async () => {
    await load('withdrawal-review');
    const pending = await api.qaCall(qaRoutes['finance.pending']);
    expect(pending.result.withdrawals.map((w) => w.amount).sort()).toEqual(['200', '500']);
    // alice: the demo's 12,363 spot USDT, 500 of it frozen; bob: 2,800 + 200 frozen (the demo's).
    expect(await balanceOf(api.db, alice.id)).toEqual({ available: '11863', frozen: '500' });
    expect(await balanceOf(api.db, bob.id)).toEqual({ available: '2800', frozen: '200' });
    await balancesReconcile();
  });

  test('kyc-pending: carol and dave wait for basic verification, bob for advanced', async () => {
    await load('kyc-pending');
    const waiting = await api.db.kycApplication.findMany({ where: { status: 0 }, orderBy: { createdAt: 'asc' } });
    expect(waiting.map((a) => [a.userId, a.level])).toEqual([
      [carol.id, 1],
      [bob.id, 2],
      [dave.id, 1],
    ]);
  });

  test('loan-overdue: bob owes 1,000 USDT two days past the end; the loan job marked it overdue at the load', async () => {
    await load('loan-overdue');
    const loan = await api.db.loan.findUniqueOrThrow({ where: { orderNo: 'DEMO-L-0001' } });
    expect(loan.status).toBe(LOAN_STATUS.OVERDUE);
    expect(loan.overdueAt).not.toBeNull();
    const now = api.clock.now().getTime();
    expect(now - loan.endAt!.getTime()).toBeGreaterThanOrEqual(2 * 24 * 60 * MINUTE);
    // 7 days at 0.1 % a day on 1,000: 7 USDT interest.
    expect(loan.totalInterest).toBe('7');
    // The 1,000 paid out on top of the demo's 2,800 available, 3,500 moved on to the contract account.
    expect(await balanceOf(api.db, bob.id)).toEqual({ available: '300', frozen: '200' });
    expect(await balanceOf(api.db, bob.id, 'USDT', 'contract')).toEqual({ available: '4000', frozen: '0' });
    await balancesReconcile();
  });

  test('contest-running: the cup runs with the four demo users, ranked by the job', async () => {
    await load('contest-running');
    const cup = await api.db.competition.findUniqueOrThrow({ where: { id: 'demo-comp-cup' }, include: { entries: true } });
    expect(cup.participantCount).toBe(4);
    expect(cup.entries.map((e) => e.userId).sort()).toEqual([alice.id, bob.id, carol.id, dave.id].sort());
    expect(cup.startAt.getTime()).toBeLessThan(api.clock.now().getTime());
    expect(cup.endAt.getTime()).toBeGreaterThan(api.clock.now().getTime());
    await balancesReconcile();
  });

  test('ieo-draw-day: two applications close in 10 minutes, and an hour later the draw allocates the 100,000 DMF once', async () => {
    await load('ieo-draw-day');
    const before = await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-dmf' } });
    expect(before.seedHash).not.toBeNull();
    expect(before.endAt.getTime() - api.clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE);
    const applied = await api.db.ieoOrder.findMany({ where: { projectId: 'demo-ieo-dmf' } });
    expect(applied.map((o) => [o.userId, o.quantity, o.status]).sort()).toEqual(
      DRAW_DAY_SUBSCRIPTIONS.map((s) => [s.user.id, s.quantity, IEO_ORDER_STATUS.APPLIED]).sort(),
    );

    expect((await advance(61 * MINUTE)).code).toBe(200);
    const drawn = await api.db.ieoOrder.findMany({ where: { projectId: 'demo-ieo-dmf' } });
    const won = drawn.reduce((sum, o) => sum.plus(o.winQuantity ?? 0), new Decimal(0));
    // Oversubscribed twice: the whole issue is allocated, no more.
    expect(won.toFixed()).toBe('100000');
    expect(drawn.every((o) => o.status === IEO_ORDER_STATUS.WON || o.status === IEO_ORDER_STATUS.NOT_WON)).toBe(true);
  });

  test('second-contract-expiring: three running contracts, stakes taken; a 5-minute jump settles them all', async () => {
    await load('second-contract-expiring');
    const running = await api.db.secondContractOrder.findMany({ orderBy: { period: 'asc' } });
    expect(running.map((o) => [o.userId, o.period, o.amount, o.status])).toEqual(
      // scripts/src/scenarios/files/second-contract-expiring.yaml: alice's 30 s and 5 min, bob's 2 min.
      [
        [alice.id, 30, '100', 0],
        [bob.id, 120, '50', 0],
        [alice.id, 300, '200', 0],
      ],
    );
    const settleIn = running.map((o) => o.settleAt.getTime() - api.clock.now().getTime());
    expect(Math.max(...settleIn)).toBeLessThanOrEqual(300_000);
    await balancesReconcile();

    expect((await advance(5 * MINUTE + 1000)).code).toBe(200);
    const settled = await api.db.secondContractOrder.findMany();
    expect(settled.every((o) => o.status !== 0 && o.settledAt !== null)).toBe(true);
    await balancesReconcile();
  });

  test('margin-call: a 50x long and a 25x short, their marks 1 % from liquidation once the steer ends', async () => {
    await load('margin-call');
    expect((await advance(MARGIN_CALL_STEER_SECONDS * 1000)).code).toBe(200);
    const open = await api.db.position.findMany({ where: { status: POSITION_STATUS.RUNNING }, orderBy: { leverage: 'desc' } });
    expect(open.map((p) => [p.userId, p.symbol, p.leverage])).toEqual([
      [alice.id, 'BTC/USDT', 50],
      [bob.id, 'ETH/USDT', 25],
    ]);
    const market = await api.qaCall(qaRoutes['market.state']);
    const price = (code: string) => new Decimal(market.result.symbols.find((s) => s.symbol === code)!.price);
    const [long, short] = open;
    // The long's mark just above its liquidation price, the short's just below: about 1 % each.
    const longGap = price('BTCUSDT').div(long!.liquidationPrice!).minus(1).toNumber();
    const shortGap = new Decimal(1).minus(price('ETHUSDT').div(short!.liquidationPrice!)).toNumber();
    expect(longGap).toBeGreaterThan(0.005);
    expect(longGap).toBeLessThan(0.015);
    expect(shortGap).toBeGreaterThan(0.005);
    expect(shortGap).toBeLessThan(0.015);
    await balancesReconcile();
  });

  test('vip-monday-eve: the clock on Sunday 23:50 region time; ten minutes later alice and bob get their envelopes, once', async () => {
    // The scenario only moves the clock forward, so on a Sunday evening (wall clock and the earlier
    // loads' moves) it would stay where it is: start from a Monday, a known distance from the eve.
    const regionDay = () => new Date(`${toRegionTime(api.clock.now()).slice(0, 10)}T00:00:00Z`).getUTCDay();
    if (regionDay() === 0) api.clock.advance(24 * 60 * MINUTE);
    await load('vip-monday-eve');
    const now = toRegionTime(api.clock.now());
    expect(new Date(`${now.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(now.slice(11, 16)).toBe('23:50');
    const before = await api.db.vipReward.count();
    expect((await advance(10 * MINUTE)).code).toBe(200);
    const issued = await api.db.vipReward.findMany({ where: { createdAt: { gte: new Date(api.clock.now().getTime() - 2 * MINUTE) } } });
    expect(issued.map((r) => r.userId).sort()).toEqual([alice.id, bob.id].sort());
    expect((await advance(MINUTE)).code).toBe(200);
    expect(await api.db.vipReward.count()).toBe(before + 2);
  });
});
