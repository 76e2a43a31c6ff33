import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { isPostgresUrl } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { contract, SECOND_DIRECTION } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType } from '../../src/ledger/index.ts';
import { HEALTH_PATH } from '../../src/instances/plugin.ts';
import { LEASE_TTL_MS } from '../../src/instances/job-lease.ts';
import { COMPETITION_JOB_MS } from '../../src/modules/competition/index.ts';
import { crash, httpClient, startApi, type RunningServer } from '../crash-server.ts';

/*
 * Two API processes on one database (issue 19): a SQLite file in WAL mode here, a PostgreSQL
 * database of its own when TEST_DATABASE_URL names a PostgreSQL server (`npm run test:pg`).
 * A runs the jobs, B follows; QA state set through either reaches the other; A is killed
 * (SIGKILL) and B takes the jobs over, settling exactly once what came due meanwhile.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-instances-'));
let database: TestDatabase | undefined;
const servers: RunningServer[] = [];
// Never leave a server behind, even when the test process itself is stopped.
process.once('exit', () => servers.forEach((s) => s.child.kill('SIGKILL')));
afterAll(async () => {
  for (const s of servers) await crash(s);
  await database?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Health {
  status: string;
  database: string;
  instance: string;
  version: string;
  jobs: { runsHere: boolean; holder: string | null };
}

async function health(server: RunningServer): Promise<Health> {
  return (await (await fetch(`${server.baseUrl}${HEALTH_PATH}`)).json()) as Health;
}

/** Polls `check` every 50 ms until it holds; returns the real milliseconds it took. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('two instances on one database: jobs run once, QA state is shared, the holder’s death hands the jobs over', { timeout: 240_000 }, async () => {
  database = await createTestDatabase();
  const { db } = database;
  // One after the other: A migrates and seeds the demo, B opens what A made.
  const a = await startApi(dataDir, { DATABASE_URL: database.url });
  servers.push(a);
  const b = await startApi(dataDir, { DATABASE_URL: database.url });
  servers.push(b);
  const apiA = await httpClient(a);
  const apiB = await httpClient(b);

  // Health: both up, A (first) runs the jobs, B knows it.
  const [healthA, healthB] = [await health(a), await health(b)];
  expect(healthA).toMatchObject({ status: 'ok', database: 'up', jobs: { runsHere: true, holder: healthA.instance } });
  expect(healthB).toMatchObject({ status: 'ok', database: 'up', jobs: { runsHere: false, holder: healthA.instance } });
  expect(healthB.instance).not.toBe(healthA.instance);
  expect(healthA.version).toMatch(/^\d+\.\d+\.\d+/);

  // The live ranking of the demo's running cup (kept in memory, not stored before the end): A ranks it
  // with its jobs; B, which does not run them, ranks it too within one interval of the competition job.
  type Detail = { ranking: Array<{ rank: number; account: string; yield: string; reward: string | null }> };
  const cup = async (api: typeof apiA) => (await api.get<Detail>(`${contract['ext.competitionDetail'].path}?id=demo-comp-cup`)).result.ranking;
  const ranksOfA = await cup(apiA);
  expect(ranksOfA.map((r) => r.rank)).toEqual([1, 2]);
  await within(COMPETITION_JOB_MS + 3000, 'B ranks the running competition', async () => (await cup(apiB)).length === 2);
  expect(await cup(apiB)).toEqual(ranksOfA);

  // A crash steered through A: B holds the same recorded steer within a second, and its price falls.
  const ethBefore = Number((await apiB.get<{ price: string }>(`${contract['trade.symbolPrice'].path}?symbol=ETHUSDT`)).result.price);
  const crashed = await apiA.qaCall(qaRoutes['market.steer'], { body: { symbol: 'ETHUSDT', kind: 'crash', percent: '30', durationSeconds: 1 } });
  expect(crashed.code).toBe(200);
  const seenMs = await within(1000, 'B follows the crash', async () => {
    const state = await apiB.qaCall(qaRoutes['market.state']);
    const steers = state.result.symbols.find((s) => s.symbol === 'ETHUSDT')!.steers as Array<{ kind: string; startTime: number; endTime: number; target: string }>;
    return steers.some((s) => s.kind === 'crash' && s.startTime === crashed.result.startTime && s.endTime === crashed.result.endTime && s.target === crashed.result.target);
  });
  console.log(`B held A's crash steer after ${Math.round(seenMs)} ms`);
  // Once the 1 s steer has run, B serves the crashed price (30 % down, the random walk of a second or two on top).
  await within(3000, "B's price after the crash", async () => {
    const now = Number((await apiB.get<{ price: string }>(`${contract['trade.symbolPrice'].path}?symbol=ETHUSDT`)).result.price);
    return now < ethBefore * 0.75;
  });

  // A market reload through B (as a scenario load or a snapshot restore does): A reloads too, the steers gone on both.
  // Loads counted, not compared by loadedAt: that is a whole sandbox second, alike for two loads within one.
  const marketOf = async (api: typeof apiA) => (await api.qaCall(qaRoutes['market.state'])).result;
  const loadsOfA = (await marketOf(apiA)).loads;
  expect((await apiB.qaCall(qaRoutes['market.reload'])).code).toBe(200);
  await within(3000, 'A reloads its market after B', async () => {
    const state = await marketOf(apiA);
    return state.loads > loadsOfA && state.symbols.every((s) => s.steers.length === 0);
  });

  // On SQLite a snapshot restore swaps the file under one process: refused while another instance is alive.
  if (!isPostgresUrl(database.url)) {
    expect((await apiB.qaCall(qaRoutes['snapshots.save'], { body: { name: 'two-instances' } })).code).toBe(200);
    const refused = await apiA.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'two-instances' } });
    expect(refused).toMatchObject({ code: 409, message: expect.stringContaining('stop the 1 other API instance') });
  } else {
    // On PostgreSQL a restore through A works with B running, and B follows it: its market reloads, and a
    // session it had cached that the restore removed is refused within a second (cached, it is trusted 5 s).
    expect((await apiB.qaCall(qaRoutes['snapshots.save'], { body: { name: 'two-instances' } })).code).toBe(200);
    const signedIn = await apiB.post<{ token: string }>(contract['app.login'].path, { account: 'alice', password: 'Demo1234!' });
    expect(signedIn.code).toBe(200);
    const me = async () => (await apiB.get(contract['user.getMyUserInfo'].path, signedIn.result.token)).code;
    expect(await me()).toBe(200);
    const loadsOfB = (await marketOf(apiB)).loads;
    const restored = await apiA.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'two-instances' } });
    expect(restored.code).toBe(200);
    const refusedMs = await within(1000, 'B refuses the session the restore removed', async () => (await me()) === 401);
    await within(1000, 'B reloads its market after the restore', async () => (await marketOf(apiB)).loads > loadsOfB);
    console.log(`restore through A took ${restored.result.ms} ms; B refused the removed session ${Math.round(refusedMs)} ms after`);
    // The job lease is the instances' own row: the restore left it with A.
    expect((await health(b)).jobs.holder).toBe(healthA.instance);
  }

  // A fault set through B reaches A.
  const fault = await apiB.qaCall(qaRoutes['faults.add'], { body: { route: '/api/app/noSuchCall', kind: 'code', code: 500 } });
  expect(fault.code).toBe(200);
  await within(1000, 'A follows the fault', async () => (await apiA.qaCall(qaRoutes['faults.list'])).result.length === 1);

  const login = await apiA.post<{ token: string }>(contract['app.login'].path, { account: 'alice', password: 'Demo1234!' });
  expect(login.code).toBe(200);
  const token = login.result.token;
  const buy = async (api: typeof apiA) => {
    const res = await api.post<{ id: string }>(contract['trade.secondBuy'].path, { symbol: 'BTCUSDT', setId: 'demo-sc-30', direction: SECOND_DIRECTION.UP, amount: '10' }, token);
    expect(res.code, res.message).toBe(200);
    return res.result.id;
  };
  // Up wins: BTC rallies 10 % in a second after each buy (a recorded steer every instance applies).
  const rally = async (api: typeof apiA) =>
    expect((await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'rally', percent: '10', durationSeconds: 1 } })).code).toBe(200);
  const settleRows = (orderId: string) => db.balanceLog.count({ where: { refType: 'SecondContractOrder', refId: orderId, type: BalanceLogType.SECOND_CONTRACT_SETTLE } });
  const order = (id: string) => db.secondContractOrder.findUniqueOrThrow({ where: { id } });
  // The stored order: status 0 running, 1 settled; result 1 won.
  const RUNNING = { status: 0, result: null };
  const WON = { status: 1, result: 1, profit: '8' };

  // 1. Bought through A, due after a clock move through A: settled once (a win: 10 + 8 USDT back).
  const first = await buy(apiA);
  await rally(apiA);
  const moved = await apiA.qaCall(qaRoutes['clock.advance'], { body: { ms: 31_000 } });
  expect(moved.code).toBe(200);
  expect(await order(first)).toMatchObject(WON);
  expect(await settleRows(first)).toBe(1);
  // The clock moved through A is B's clock too.
  await within(1000, 'B follows the clock', async () => (await apiB.qaCall(qaRoutes['clock.show'])).result.offsetMs === moved.result.offsetMs);

  // 2. Bought through B (which does not run the jobs), steered through B, due (30 s) within seconds after A
  // dies: the clock moves 25 s and runs on with real time, which leaves a loaded machine 5 s to kill A
  // before the contract is due.
  const second = await buy(apiB);
  await rally(apiB);
  // Wait until A holds B's steer: the move through A runs A's jobs with it (the contract is not due yet).
  await within(1000, 'A follows the rally', async () => {
    const state = await apiA.qaCall(qaRoutes['market.state']);
    return state.result.symbols.find((s) => s.symbol === 'BTCUSDT')!.steers.length === 2;
  });
  expect((await apiA.qaCall(qaRoutes['clock.advance'], { body: { ms: 25_000 } })).code).toBe(200);
  expect(await order(second)).toMatchObject(RUNNING);
  await crash(a);
  const killedAt = performance.now();

  // B takes the lease once A's has expired; until then the contract (due meanwhile) waits for a holder.
  let takeover = 0;
  await within(LEASE_TTL_MS + 10_000, 'B takes the jobs over', async () => {
    // The order first, then the health: B can only turn holder between the two, never back.
    const running = (await order(second)).status === RUNNING.status;
    const now = await health(b);
    if (!now.jobs.runsHere) expect(running, 'settled while no instance held the jobs').toBe(true);
    takeover = performance.now() - killedAt;
    return now.jobs.runsHere && now.jobs.holder === healthB.instance;
  });
  console.log(`B took the jobs over ${Math.round(takeover)} ms after A was killed`);
  expect(takeover).toBeLessThan(LEASE_TTL_MS + 3000);

  // B's catch-up settles the missed contract, once, as a win (B applies the rally it was steered with).
  await within(5000, 'B settles the missed contract', async () => (await order(second)).status !== RUNNING.status);
  expect(await order(second)).toMatchObject(WON);
  expect(await settleRows(second)).toBe(1);
  // And the one A settled is not settled again by B's catch-up.
  expect(await settleRows(first)).toBe(1);
  const reconciled = await apiB.qaCall(qaRoutes['finance.reconcile'], { query: { userId: 'demo-user-alice' } });
  expect(reconciled.result.mismatches).toEqual([]);
});
