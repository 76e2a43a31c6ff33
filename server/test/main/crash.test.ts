import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createPrismaClient, databaseUrl } from '@sandbox/prisma';
import { reconcile } from '../../src/ledger/index.ts';
import { crash, httpClient, startApi, type RunningServer } from '../crash-server.ts';
import { PNG_1X1 } from '../wallet-fixtures.ts';
import { contract, fillPath } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';

/*
 * Crash test (issue 10): the real server as a child process over a data
 * directory, concurrent money operations over real HTTP with encrypted bodies,
 * kill -9 in the middle of the load, a restart on the same data. Every
 * acknowledged operation (code 200) must be in the database, and every
 * balance must equal the sum of its log. Two crashes at different moments.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-crash-'));
let server: RunningServer | undefined;
// Never leave a server behind, even when the test process itself is stopped.
process.once('exit', () => server?.child.kill('SIGKILL'));
afterAll(async () => {
  if (server) await crash(server);
  rmSync(dataDir, { recursive: true, force: true });
});

type Client = Awaited<ReturnType<typeof httpClient>>;
interface Trader {
  name: string;
  token: string;
  withdraws: boolean;
}
/** Why operations were refused (printed: a refusal that repeats means the load does not reach that path). */
const refusals = new Set<string>();
/** What the server acknowledged, to look for after the restart. */
interface Acknowledged {
  transfers: Map<string, number>;
  flashIds: string[];
  withdrawalIds: string[];
  openedIds: string[];
  closedIds: string[];
}

async function signIn(api: Client, account: string, password: string): Promise<string> {
  const res = await api.post<{ token: string }>(contract['app.login'].path, { account, password });
  if (res.code !== 200) throw new Error(`login ${account}: ${res.message}`);
  return res.result.token;
}

/** A new user, registered by e-mail code and funded by a deposit that QA approves: every credit through the real flows. */
async function newFundedUser(api: Client, email: string): Promise<string> {
  await api.get(`${contract['app.getEmailCaptcha'].path}?email=${encodeURIComponent(email)}&scene=1`);
  const inbox = await api.qaCall(qaRoutes.inbox, { query: { target: email, limit: 1 } });
  const reg = await api.post<{ token: string }>(contract['app.register'].path, {
    type: 'email',
    email,
    code: inbox.result[0]!.code,
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
    agree: true,
  });
  if (reg.code !== 200) throw new Error(`register ${email}: ${reg.message}`);
  const proof = await api.upload(reg.result.token, PNG_1X1, '2');
  const dep = await api.post<{ id: string }>(contract['finance.rechargeApply'].path, { currency: 'USDT', network: 'TRC20', amount: '5000', proofUploadId: proof.result.id }, reg.result.token);
  if (dep.code !== 200) throw new Error(`deposit ${email}: ${dep.message}`);
  const approved = await api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: dep.result.id } });
  if (approved.code !== 200) throw new Error(`approve ${email}: ${approved.message}`);
  const moved = await api.post(contract['finance.transferContract'].path, { direction: 1, amount: '1000' }, reg.result.token);
  if (moved.code !== 200) throw new Error(`transfer ${email}: ${moved.message}`);
  return reg.result.token;
}

/**
 * One trader's loop until `stop`: transfers both ways, flash exchanges,
 * withdrawals (alice, who has KYC and a withdrawal password), opening and
 * closing positions. Each acknowledged operation is recorded; a request cut
 * by the crash is not acknowledged and may or may not have happened.
 */
async function trade(api: Client, t: Trader, ack: Acknowledged, stop: { now: boolean }) {
  let step = 0;
  while (!stop.now) {
    step += 1;
    try {
      switch (step % 5) {
        case 0:
        case 1: {
          const direction = step % 2 === 0 ? 1 : 2;
          const res = await api.post(contract['finance.transferContract'].path, { direction, amount: '1.5' }, t.token);
          if (res.code === 200) ack.transfers.set(t.name, (ack.transfers.get(t.name) ?? 0) + 1);
          break;
        }
        case 2: {
          const res = await api.post<{ id: string }>(contract['trade.flashExchange'].path, { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '10' }, t.token);
          if (res.code === 200) ack.flashIds.push(res.result.id);
          break;
        }
        case 3: {
          if (!t.withdraws) break;
          const res = await api.post<{ id: string }>(
            contract['finance.withdrawalApply'].path,
            { currency: 'USDT', amount: '20', accountId: 'demo-wa-alice-trc20', withdrawalPassword: '123456' },
            t.token,
          );
          if (res.code === 200) ack.withdrawalIds.push(res.result.id);
          break;
        }
        case 4: {
          const opened = await api.post<{ id: string }>(contract['trade.positionCreate'].path, { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '20' }, t.token);
          if (opened.code !== 200) {
            refusals.add(`position open: ${opened.code} ${opened.message}`);
            break;
          }
          ack.openedIds.push(opened.result.id);
          const closed = await api.post(fillPath(contract['trade.positionClose'].path, { id: opened.result.id }), undefined, t.token);
          if (closed.code === 200) ack.closedIds.push(opened.result.id);
          break;
        }
      }
    } catch {
      // The connection was cut by the crash: not acknowledged.
      if (stop.now) return;
    }
  }
}

async function verify(ack: Acknowledged, round: number) {
  const db = createPrismaClient(databaseUrl({ DATA_DIR: dataDir }));
  try {
    const rows = await db.user.findMany({ select: { id: true, email: true, account: true } });
    // Traders are named by account (alice) or e-mail (registered ones).
    const userIdOf = (name: string) => rows.find((u) => u.account === name || u.email === name)?.id;
    const missing: string[] = [];
    for (const id of ack.flashIds) if (!(await db.flashExchange.findUnique({ where: { id } }))) missing.push(`flash exchange ${id}`);
    for (const id of ack.withdrawalIds) if (!(await db.withdrawal.findUnique({ where: { id } }))) missing.push(`withdrawal ${id}`);
    for (const id of ack.openedIds) if (!(await db.position.findUnique({ where: { id } }))) missing.push(`position ${id}`);
    for (const id of ack.closedIds) {
      const p = await db.position.findUnique({ where: { id } });
      if (!p || p.status === 1) missing.push(`close of position ${id} (status ${p?.status})`);
    }
    for (const [name, count] of ack.transfers) {
      const userId = userIdOf(name);
      const stored = await db.transfer.count({ where: { userId } });
      if (stored < count) missing.push(`${name}: ${count} transfers acknowledged, ${stored} stored`);
    }
    expect(missing, `round ${round}: acknowledged operations lost by the crash`).toEqual([]);
    const off: string[] = [];
    for (const { id } of rows) {
      const mismatches = await reconcile(db, id);
      if (mismatches.length) off.push(`${id}: ${JSON.stringify(mismatches)}`);
    }
    expect(off, `round ${round}: balances that differ from the sum of their log`).toEqual([]);
  } finally {
    await db.$disconnect();
  }
}

test('kill -9 under concurrent money operations loses no acknowledged operation and keeps every balance equal to its log', { timeout: 170_000 }, async () => {
  server = await startApi(dataDir);
  let api = await httpClient(server);
  const alice = await signIn(api, 'alice', 'Demo1234!');
  const traders: Trader[] = [
    { name: 'alice', token: alice, withdraws: true },
    { name: 'crash-a@example.com', token: await newFundedUser(api, 'crash-a@example.com'), withdraws: false },
    { name: 'crash-b@example.com', token: await newFundedUser(api, 'crash-b@example.com'), withdraws: false },
  ];
  const ack: Acknowledged = { transfers: new Map(), flashIds: [], withdrawalIds: [], openedIds: [], closedIds: [] };

  const acknowledged = () => ack.flashIds.length + ack.withdrawalIds.length + ack.openedIds.length + ack.closedIds.length + [...ack.transfers.values()].reduce((a, b) => a + b, 0);
  // Two crashes: one early in the load, one later; each round adds to what must survive.
  // The moment is a count of acknowledged operations, not a time, so a busy machine still crashes mid-load.
  for (const [round, wanted] of [[1, 15], [2, 60]] as const) {
    const stop = { now: false };
    const before = acknowledged();
    // Three concurrent loops per trader.
    const loops = traders.flatMap((t) => [0, 1, 2].map(() => trade(api, t, ack, stop)));
    const started = Date.now();
    while (acknowledged() - before < wanted && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const loadMs = Date.now() - started;
    await crash(server);
    stop.now = true;
    await Promise.all(loops);
    const after = acknowledged();
    console.log(
      `crash round ${round}: ${after - before} operations acknowledged before kill -9 at ${loadMs} ms (so far: transfers ${JSON.stringify(Object.fromEntries(ack.transfers))}, flash ${ack.flashIds.length}, withdrawals ${ack.withdrawalIds.length}, positions opened ${ack.openedIds.length} / closed ${ack.closedIds.length})`,
    );
    if (refusals.size) console.log(`refused: ${[...refusals].join('; ')}`);
    expect(after - before, 'the load ran before the crash').toBeGreaterThan(0);

    server = await startApi(dataDir);
    api = await httpClient(server);
    await verify(ack, round);
    // The sessions survive the restart (they live in the database).
    for (const t of traders) expect((await api.get(contract['user.getMyUserInfo'].path, t.token)).code).toBe(200);
  }
  // The load reached every kind of money operation.
  expect(ack.transfers.size).toBe(traders.length);
  for (const ids of [ack.flashIds, ack.withdrawalIds, ack.openedIds, ack.closedIds]) expect(ids.length).toBeGreaterThan(0);
});
