import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createPrismaClient, dialectOf } from '@sandbox/prisma';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { BalanceLogType, reconcile } from '../../src/ledger/index.ts';
import { balanceOf, createFinanceApp, grant } from '../wallet-fixtures.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { JOB_LEASE_KEY } from '../../src/instances/job-lease.ts';
import { schemaOf } from '../../src/qa/snapshots-pg.ts';

// Each test loads a scenario or builds the app: seconds on a shared, loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let t: Awaited<ReturnType<typeof createFinanceApp>>;
let api: TestApi;
beforeAll(async () => {
  t = await createFinanceApp();
  api = t.api;
});
afterAll(async () => {
  await t.close();
});

test('every snapshot route refuses a caller without the QA token', async () => {
  for (const [method, url] of [
    ['GET', qaPath(qaRoutes['snapshots.list'])],
    ['POST', qaPath(qaRoutes['snapshots.save'])],
    ['POST', qaPath(qaRoutes['snapshots.restore'], { name: 'x' })],
    ['DELETE', qaPath(qaRoutes['snapshots.delete'], { name: 'x' })],
  ] as const) {
    for (const headers of [{}, { 'x-qa-token': 'wrong' }]) {
      const res = await api.app.inject({ method, url: `${QA_BASE}${url}`, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"name":"x"}' });
      expect(res.json().code, `${method} ${url}`).toBe(403);
    }
  }
  expect((await api.qaCall(qaRoutes['snapshots.list'])).result).toEqual([]);
});

test('save, change, restore: the change is gone, with its session, its money and the clock it happened at', async () => {
  const alice = await registerByEmail(api, 'snap-alice@example.com');
  await grant(api.db, alice.userId, '1000');
  const saved = await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'before-bob' } });
  expect(saved.code).toBe(200);
  expect(saved.result).toMatchObject({ name: 'before-bob', clockOffsetMs: 0 });
  expect(saved.result.sizeBytes).toBeGreaterThan(0);

  // After the save: a second user, more money for alice, a day on the clock, a market steer.
  const bob = await registerByEmail(api, 'snap-bob@example.com');
  await grant(api.db, alice.userId, '250');
  expect((await api.qaCall(qaRoutes['clock.advance'], { body: { ms: 86_400_000 } })).code).toBe(200);
  // The market reads the symbols the fixture seeded after it loaded.
  expect((await api.qaCall(qaRoutes['market.reload'])).code).toBe(200);
  expect((await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'crash', percent: '10', durationSeconds: 60 } })).code).toBe(200);
  expect((await api.call(contract['user.getMyUserInfo'], undefined, { token: bob.token })).code).toBe(200);

  const restored = await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'before-bob' } });
  expect(restored.code).toBe(200);
  expect(restored.result.clock.offsetMs).toBe(0);
  expect(await api.db.user.count()).toBe(1);
  expect(await balanceOf(api.db, alice.userId)).toEqual({ available: '1000', frozen: '0' });
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
  // Bob's session was cached by the call above; it is gone with his row.
  expect((await api.call(contract['user.getMyUserInfo'], undefined, { token: bob.token })).code).toBe(401);
  expect((await api.call(contract['user.getMyUserInfo'], undefined, { token: alice.token })).code).toBe(200);
  // The steer went with the state it was made in.
  const market = await api.qaCall(qaRoutes['market.state']);
  expect(market.result.symbols.every((s) => s.steers.length === 0)).toBe(true);

  // Listed, and restorable again (the file is copied, never moved).
  const list = await api.qaCall(qaRoutes['snapshots.list']);
  expect(list.result.map((s) => s.name)).toEqual(['before-bob']);
  await registerByEmail(api, 'snap-carol@example.com');
  expect((await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'before-bob' } })).code).toBe(200);
  expect(await api.db.user.count()).toBe(1);
});

test('names that could leave the snapshots folder are refused; unknown and existing names are told apart', async () => {
  for (const name of ['../escape', 'a/b', '..', '.hidden', 'x.db', 'a b', '', 'é', 'x'.repeat(65)]) {
    const res = await api.qaCall(qaRoutes['snapshots.save'], { body: { name } });
    expect(res.code, name).toBe(400);
  }
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: '../escape' } })).message).toMatch(/^A snapshot name is 1 to 64 letters/);
  for (const name of ['..%2Fescape', '%2E%2E', 'a.b']) {
    // Refused by the name rule, or not even routed once the path is decoded. Spelled out, not
    // through the table: the name goes into the path as it is, already encoded.
    const res = await api.qaRaw('POST', `/snapshots/${name}/restore`);
    expect([400, 404], name).toContain(res.code);
  }
  expect(readdirSync(t.dataDir).filter((f) => f.includes('escape'))).toEqual([]);

  const missing = await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'never-saved' } });
  expect(missing).toMatchObject({ code: 404, message: 'No snapshot named never-saved' });
  expect((await api.qaCall(qaRoutes['snapshots.delete'], { params: { name: 'never-saved' } })).code).toBe(404);

  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'slot' } })).code).toBe(200);
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'slot' } })).code).toBe(409);
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'slot', overwrite: true } })).result.replaced).toBe(true);
  expect((await api.qaCall(qaRoutes['snapshots.delete'], { params: { name: 'slot' } })).code).toBe(200);
  expect((await api.qaCall(qaRoutes['snapshots.list'])).result.map((s) => s.name)).not.toContain('slot');
});

/** Makes a saved snapshot look older than the code: its last migration is taken out of it. */
async function dropLastMigration(name: string) {
  const lastOf = (table: string) => `DELETE FROM ${table} WHERE "migration_name" = (SELECT MAX("migration_name") FROM ${table})`;
  if (dialectOf(api.db) === 'postgresql') {
    expect(await api.db.$executeRawUnsafe(lastOf(`"${schemaOf(name)}"."_prisma_migrations"`))).toBe(1);
    return;
  }
  const old = createPrismaClient(`file:${path.join(t.dataDir, 'snapshots', `${name}.db`)}`);
  expect(await old.$executeRawUnsafe(lastOf('"_prisma_migrations"'))).toBe(1);
  await old.$disconnect();
}

test('a snapshot of another migration set is refused and the database stays as it was', async () => {
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'old' } })).code).toBe(200);
  await dropLastMigration('old');
  await registerByEmail(api, 'snap-after-old@example.com');

  const users = await api.db.user.count();
  const res = await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'old' } });
  expect(res.code).toBe(400);
  expect(res.message).toContain('other database migrations');
  expect(await api.db.user.count()).toBe(users);
  expect((await api.qaCall(qaRoutes['snapshots.delete'], { params: { name: 'old' } })).code).toBe(200);
});

test('the longest name (64 characters) is saved, listed, restored and deleted; two that differ only at the end are two snapshots', async () => {
  const long = (last: string) => `${'L'.repeat(63)}${last}`;
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: long('a') } })).code).toBe(200);
  await registerByEmail(api, 'snap-long@example.com');
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: long('b') } })).code).toBe(200);
  const users = await api.db.user.count();

  const names = (await api.qaCall(qaRoutes['snapshots.list'])).result.map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining([long('a'), long('b')]));
  expect((await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: long('a') } })).code).toBe(200);
  expect(await api.db.user.count()).toBe(users - 1);
  expect((await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: long('b') } })).code).toBe(200);
  expect(await api.db.user.count()).toBe(users);
  for (const last of ['a', 'b']) expect((await api.qaCall(qaRoutes['snapshots.delete'], { params: { name: long(last) } })).code).toBe(200);
  expect((await api.qaCall(qaRoutes['snapshots.list'])).result.map((s) => s.name)).not.toContain(long('a'));
});

test('a restore keeps the rows of the running instances: the job lease stays with this instance, a fault set since the save stays set', async () => {
  const { instances } = api.app;
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'no-fault', overwrite: true } })).code).toBe(200);
  const fault = await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/app/noSuchCall', kind: 'code', code: 500 } });
  expect(fault.code).toBe(200);

  expect((await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'no-fault' } })).code).toBe(200);
  // What a poll would adopt from the stored QA state (every 250 ms): the fault, not the snapshot's empty set.
  await instances.shared.poll();
  expect((await api.qaCall(qaRoutes['faults.list'])).result.map((f) => f.id)).toEqual([fault.result.id]);
  expect((await api.db.systemSetting.findUniqueOrThrow({ where: { key: JOB_LEASE_KEY } })).value).toBe(instances.id);
  expect(instances.lease.holding()).toBe(true);
  expect((await api.qaCall(qaRoutes['faults.remove'], { params: { id: fault.result.id } })).code).toBe(200);
});

test('a restore while calls run: every call answers, nothing is corrupted, and each balance equals its log', async () => {
  const dave = await registerByEmail(api, 'snap-dave@example.com');
  await grant(api.db, dave.userId, '100');
  expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'dave-100', overwrite: true } })).code).toBe(200);

  // 40 grants of 10 and 40 reads through the API, with a restore started in the middle of them.
  const writes: Promise<unknown>[] = [];
  const reads: Promise<{ code: number }>[] = [];
  let restore: Promise<{ code: number }> | undefined;
  for (let i = 0; i < 40; i++) {
    writes.push(grant(api.db, dave.userId, '10'));
    reads.push(api.call(contract['finance.queryUserAssets'], undefined, { token: dave.token }));
    if (i === 20) restore = api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'dave-100' } });
  }
  const settled = await Promise.allSettled(writes);
  expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
  expect((await restore!).code).toBe(200);
  // A read answers from the old file or the new one; a session the restore kept stays valid.
  for (const r of await Promise.all(reads)) expect(r.code).toBe(200);

  if (dialectOf(api.db) === 'sqlite') {
    // The file swapped under open connections is sound (PostgreSQL replaced rows in one transaction).
    const [check] = await api.db.$queryRawUnsafe<Array<{ integrity_check: string }>>('PRAGMA integrity_check');
    expect(check!.integrity_check).toBe('ok');
  }
  expect(await reconcile(api.db, dave.userId)).toEqual([]);
  // The grants that landed after the swap are on top of the snapshot's 100, each in the log.
  const grantsAfter = await api.db.balanceLog.count({ where: { userId: dave.userId, account: 'spot', type: BalanceLogType.SEED_GRANT } });
  const { available } = await balanceOf(api.db, dave.userId);
  expect(Number(available)).toBe(100 + 10 * (grantsAfter - 1));
  expect(grantsAfter - 1).toBeLessThan(40);
});
