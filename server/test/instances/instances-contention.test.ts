import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isPostgresUrl } from '@sandbox/prisma';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { contract, TRANSFER_DIRECTION } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { HEALTH_PATH } from '../../src/instances/plugin.ts';
import { crash, httpClient, startApi, type RunningServer } from '../crash-server.ts';

/*
 * Two API processes on one database (a SQLite file in WAL mode; a PostgreSQL database of its own
 * under `npm run test:pg`, reached through a TCP relay the test can cut), used at once the way a
 * tester's script or a double tap does: one user's money calls spread over both, QA changes
 * through both at the same moment, and (PostgreSQL) the database going away and coming back.
 */

const ALICE = 'demo-user-alice';
const DAY_MS = 86_400_000;

/** A TCP relay to the database: `cut` drops every connection and refuses new ones until `open` again. */
function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  return {
    async open(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      return port;
    },
    async cut(): Promise<void> {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-contention-'));
let database: TestDatabase;
let relay: ReturnType<typeof relayTo> | undefined;
let a: RunningServer;
let b: RunningServer;
let apiA: Awaited<ReturnType<typeof httpClient>>;
let apiB: Awaited<ReturnType<typeof httpClient>>;
let token: string;
const servers: RunningServer[] = [];
process.once('exit', () => servers.forEach((s) => s.child.kill('SIGKILL')));

beforeAll(async () => {
  database = await createTestDatabase();
  let url = database.url;
  if (isPostgresUrl(url)) {
    const target = new URL(url);
    relay = relayTo({ host: target.hostname, port: Number(target.port || 5432) });
    target.hostname = '127.0.0.1';
    target.port = String(await relay.open());
    url = target.toString();
  }
  // One after the other: A migrates and seeds the demo, B opens what A made.
  a = await startApi(dataDir, { DATABASE_URL: url });
  servers.push(a);
  b = await startApi(dataDir, { DATABASE_URL: url });
  servers.push(b);
  apiA = await httpClient(a);
  apiB = await httpClient(b);
  const login = await apiA.post<{ token: string }>(contract['app.login'].path, { account: 'alice', password: 'Demo1234!' });
  expect(login.code, login.message).toBe(200);
  token = login.result.token;
}, 120_000);

afterAll(async () => {
  for (const s of servers) await crash(s);
  await relay?.cut().catch(() => undefined);
  await database?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const balanceOf = async (account: 'spot' | 'contract') =>
  (await database.db.balance.findUniqueOrThrow({ where: { userId_account_currency: { userId: ALICE, account, currency: 'USDT' } } })).available;

/** Polls `check` every 50 ms until it holds, at most `ms`. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('200 transfers of one user through both instances at once: every one succeeds, none is lost', { timeout: 60_000 }, async () => {
  const [spot, contractBalance] = [await balanceOf('spot'), await balanceOf('contract')];
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      (i % 2 === 0 ? apiA : apiB).post(
        contract['finance.transferContract'].path,
        { direction: i % 4 < 2 ? TRANSFER_DIRECTION.SPOT_TO_CONTRACT : TRANSFER_DIRECTION.CONTRACT_TO_SPOT, amount: '0.01' },
        token,
      ),
    ),
  );
  expect(answers.filter((r) => r.code !== 200).map((r) => `${r.code} ${r.message}`)).toEqual([]);
  // 100 each way: both balances end where they started, and the log sums to them.
  expect(await balanceOf('spot')).toBe(spot);
  expect(await balanceOf('contract')).toBe(contractBalance);
  expect((await apiB.qaCall(qaRoutes['finance.reconcile'], { query: { userId: ALICE } })).result.mismatches).toEqual([]);
});

test('30 withdrawals and transfers worth three times the balance through both: a tenth each succeed, the rest are refused as insufficient, never 500', { timeout: 60_000 }, async () => {
  const spot = Number(await balanceOf('spot'));
  // Ten of them spend the whole spot balance (to the cent, rounded down).
  const amount = (Math.floor((spot / 10) * 100) / 100).toFixed(2);
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const api = i % 2 === 0 ? apiA : apiB;
      return i % 3 === 0
        ? api.post(contract['finance.withdrawalApply'].path, { currency: 'USDT', amount, accountId: 'demo-wa-alice-trc20', withdrawalPassword: '123456' }, token)
        : api.post(contract['finance.transferContract'].path, { direction: TRANSFER_DIRECTION.SPOT_TO_CONTRACT, amount }, token);
    }),
  );
  const codes = answers.map((r) => r.code);
  expect(codes.filter((c) => c !== 200 && c !== 409)).toEqual([]);
  expect(codes.filter((c) => c === 200)).toHaveLength(10);
  for (const refused of answers.filter((r) => r.code === 409)) expect(refused.message).toMatch(/insufficient/i);
  expect(Number(await balanceOf('spot'))).toBeCloseTo(spot - 10 * Number(amount), 8);
  expect(Number(await balanceOf('spot'))).toBeGreaterThanOrEqual(0);
  expect((await apiA.qaCall(qaRoutes['finance.reconcile'], { query: { userId: ALICE } })).result.mismatches).toEqual([]);
});

test('QA changes through both instances at the same moment all apply: clock moves, steers, faults', { timeout: 60_000 }, async () => {
  const offset = async (api: typeof apiA) => (await api.qaCall(qaRoutes['clock.show'])).result.offsetMs;
  const start = await offset(apiA);
  for (let round = 1; round <= 3; round++) {
    const moves = await Promise.all([apiA, apiB].map((api) => api.qaCall(qaRoutes['clock.advance'], { body: { ms: DAY_MS } })));
    expect(moves.map((m) => m.code)).toEqual([200, 200]);
    // The later of the two moves started from the earlier one's clock; the other instance follows it within a poll.
    const expected = start + 2 * round * DAY_MS;
    expect(moves.map((m) => m.result.offsetMs).sort((x, y) => x - y)).toEqual([expected - DAY_MS, expected]);
    for (const api of [apiA, apiB]) await within(1000, 'both instances hold both moves', async () => (await offset(api)) === expected);
  }

  const steers = async (api: typeof apiA) =>
    (await api.qaCall(qaRoutes['market.state'])).result.symbols.flatMap((s) => s.steers.map((steer) => `${s.symbol} ${steer.kind}`)).sort();
  const steered = await Promise.all([
    apiA.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'rally', percent: '5', durationSeconds: 60 } }),
    apiB.qaCall(qaRoutes['market.steer'], { body: { symbol: 'ETHUSDT', kind: 'crash', percent: '5', durationSeconds: 60 } }),
  ]);
  expect(steered.map((s) => s.code)).toEqual([200, 200]);
  for (const api of [apiA, apiB]) await within(1000, 'both steers on both instances', async () => JSON.stringify(await steers(api)) === JSON.stringify(['BTCUSDT rally', 'ETHUSDT crash']));

  const faulted = await Promise.all([
    apiA.qaCall(qaRoutes['faults.add'], { body: { route: '/api/app/noSuchCallA', kind: 'code', code: 500 } }),
    apiB.qaCall(qaRoutes['faults.add'], { body: { route: '/api/app/noSuchCallB', kind: 'code', code: 500 } }),
  ]);
  expect(faulted.map((f) => f.code)).toEqual([200, 200]);
  for (const api of [apiA, apiB]) await within(1000, 'both faults on both instances', async () => (await api.qaCall(qaRoutes['faults.list'])).result.length === 2);
  await apiA.qaCall(qaRoutes['faults.clear']);

  // A setting written whole: the two writes apply one after the other, and both instances read the later one.
  const approvals = await Promise.all([
    apiA.qaCall(qaRoutes['finance.autoApprove.set'], { body: { enabled: true, delaySeconds: 10 } }),
    apiB.qaCall(qaRoutes['finance.autoApprove.set'], { body: { enabled: true, delaySeconds: 20 } }),
  ]);
  expect(approvals.map((r) => r.code)).toEqual([200, 200]);
  const [seenA, seenB] = await Promise.all([apiA, apiB].map(async (api) => (await api.qaCall(qaRoutes['finance.autoApprove.show'])).result));
  expect(seenA).toEqual(seenB);
  expect([10, 20]).toContain(seenA!.delaySeconds);
});

test.runIf(isPostgresUrl(process.env.TEST_DATABASE_URL ?? ''))('the database out of reach: calls answer 503 "reconnecting" at once, and serve again when it is back', { timeout: 60_000 }, async () => {
  await relay!.cut();
  const started = performance.now();
  const during = await Promise.all([
    apiA.get(contract['finance.queryUserContractBalance'].path, token),
    apiB.post(contract['finance.transferContract'].path, { direction: TRANSFER_DIRECTION.SPOT_TO_CONTRACT, amount: '0.01' }, token),
  ]);
  expect(during.map((r) => r.code)).toEqual([503, 503]);
  expect(during[0]!.message).toBe('The service is reconnecting; please try again in a moment');
  expect(performance.now() - started).toBeLessThan(5000);
  expect((await fetch(`${a.baseUrl}${HEALTH_PATH}`)).status).toBe(503);

  await relay!.open();
  await within(10_000, 'both instances serve again', async () => {
    const [balance, moved] = await Promise.all([
      apiA.get(contract['finance.queryUserContractBalance'].path, token),
      apiB.post(contract['finance.transferContract'].path, { direction: TRANSFER_DIRECTION.CONTRACT_TO_SPOT, amount: '0.01' }, token),
    ]);
    return balance.code === 200 && moved.code === 200;
  });
  expect((await apiA.qaCall(qaRoutes['finance.reconcile'], { query: { userId: ALICE } })).result.mismatches).toEqual([]);
});
