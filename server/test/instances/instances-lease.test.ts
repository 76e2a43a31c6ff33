import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@sandbox/prisma/test-db';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { ManualClock } from '../../src/clock.ts';
import { createJobLease, JOB_LEASE_KEY } from '../../src/instances/job-lease.ts';
import { createSharedState, type SharedKind } from '../../src/instances/shared-state.ts';
import { HEALTH_PATH } from '../../src/instances/plugin.ts';
import { marketKind } from '../../src/instances/kinds.ts';
import { Market } from '../../src/market/market.ts';
import type { TradingSymbolRow } from '../../src/market/market-symbol.ts';
import { createTestApp, type TestApi } from '../harness.ts';
import { fixtureRows } from '../market-fixtures.ts';

/*
 * The lease and the shared QA state in one process: two "instances" over one database, the
 * lease's real time replaced by a manual clock, renewals and polls called by the test (no timers
 * waited for). The two-process test (instances.test.ts) runs the same over real servers.
 */

let database: TestDatabase;
let api: TestApi;
beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
  await database.cleanup();
});

/** A job that counts its starts and stops. */
function countingJob(name: string) {
  const counts = { starts: 0, stops: 0 };
  return { counts, job: { name, start: async () => void counts.starts++, stop: async () => void counts.stops++ } };
}

test('one holder at a time: the other takes over only once the holder stopped renewing for the TTL; a clean stop hands over at once', async () => {
  const { db } = database;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  // Renewals every hour of real time: the test renews by hand through start() and the clock.
  const make = (holder: string) => {
    const c = countingJob(`${holder} job`);
    const lease = createJobLease({ db, holder, clock, ttlMs: 5000, renewMs: 3_600_000, onError: (e) => { throw e; } });
    lease.add(c.job);
    return { lease, counts: c.counts };
  };
  const a = make('A');
  const b = make('B');
  expect(await a.lease.start()).toBe(true);
  expect(await b.lease.start()).toBe(false);
  expect([a.counts, b.counts]).toEqual([{ starts: 1, stops: 0 }, { starts: 0, stops: 0 }]);
  expect(await b.lease.current()).toMatchObject({ holder: 'A', live: true });
  // Each sees the other (A through B's presence row, B through A's lease).
  expect([await a.lease.others(), await b.lease.others()]).toEqual([1, 1]);

  // 4.9 s without a renewal: still A's. At 5 s exactly, an expired lease: B's next try takes it.
  clock.advance(4900);
  await b.lease.stop();
  expect(await b.lease.start()).toBe(false);
  clock.advance(101);
  expect(await b.lease.start()).toBe(true);
  expect(b.counts.starts).toBe(1);
  expect(await db.systemSetting.findUniqueOrThrow({ where: { key: JOB_LEASE_KEY } })).toMatchObject({ value: 'B' });

  // A's clean stop deletes nothing of B's; B's clean stop frees the row, and A takes it at once.
  await a.lease.stop();
  expect(a.counts.stops).toBe(1);
  expect(await b.lease.others()).toBe(0);
  expect(await db.systemSetting.count({ where: { key: JOB_LEASE_KEY } })).toBe(1);
  await b.lease.stop();
  expect(b.counts.stops).toBe(1);
  expect(await db.systemSetting.count({ where: { key: JOB_LEASE_KEY } })).toBe(0);
  expect(await a.lease.start()).toBe(true);
  await a.lease.stop();
});

test('a catch-up longer than the TTL keeps the lease: renewals do not wait for the jobs', async () => {
  const { db } = database;
  const clock = new ManualClock(new Date('2026-03-01T12:00:00Z'));
  let release!: () => void;
  const caughtUp = new Promise<void>((resolve) => (release = resolve));
  const a = createJobLease({ db, holder: 'slow', clock, ttlMs: 5000, renewMs: 10, onError: (e) => { throw e; } });
  a.add({ name: 'slow catch-up', start: () => caughtUp, stop: async () => {} });
  const started = a.start();
  // 6 s of lease time pass during the catch-up; the 10 ms renewals go on meanwhile.
  clock.advance(6000);
  await expect.poll(async () => (await a.current())?.renewedAt.getTime()).toBe(clock.now().getTime());
  const b = createJobLease({ db, holder: 'other', clock, renewMs: 3_600_000, onError: (e) => { throw e; } });
  expect(await b.start()).toBe(false);
  release();
  expect(await started).toBe(true);
  await b.stop();
  await a.stop();
});

test('a renewal that fails keeps the jobs while the last claim still holds the lease; they stop one renewal before another could take it', async () => {
  const { db } = database;
  const clock = new ManualClock(new Date('2026-03-01T14:00:00Z'));
  // The database refuses the lease's statements while `failing` (a lock waited for too long, say).
  let failing = false;
  const settings = new Proxy(db.systemSetting, {
    get: (target, prop, receiver) => (failing && prop === 'updateMany' ? async () => Promise.reject(new Error('database is locked')) : Reflect.get(target, prop, receiver)),
  });
  const flaky = new Proxy(db, { get: (target, prop, receiver) => (prop === 'systemSetting' ? settings : Reflect.get(target, prop, receiver)) });
  const errors: unknown[] = [];
  const c = countingJob('kept');
  const lease = createJobLease({ db: flaky, holder: 'flaky', clock, ttlMs: 5000, renewMs: 10, onError: (e) => void errors.push(e) });
  lease.add(c.job);
  try {
    expect(await lease.start()).toBe(true);
    // 3 s after the last claim, renewals fail: no other instance can take the lease yet, the jobs go on.
    failing = true;
    clock.advance(3000);
    await expect.poll(() => errors.length).toBeGreaterThan(2);
    expect([lease.holding(), c.counts]).toEqual([true, { starts: 1, stops: 0 }]);
    // The next renewal that holds restarts nothing.
    failing = false;
    await expect.poll(async () => (await lease.current())?.renewedAt.getTime()).toBe(clock.now().getTime());
    expect(c.counts).toEqual({ starts: 1, stops: 0 });
    // Failing one renewal (10 ms here) before the TTL has passed since the last claim: the jobs stop
    // before another instance could take the lease.
    failing = true;
    clock.advance(4990);
    await expect.poll(() => lease.holding()).toBe(false);
    expect(c.counts).toEqual({ starts: 1, stops: 1 });
    failing = false;
    await expect.poll(() => lease.holding()).toBe(true);
    expect(c.counts).toEqual({ starts: 2, stops: 1 });
  } finally {
    // Stopped whatever happened: a lease left held would be the next test's.
    await lease.stop();
  }
});

test('two instances racing for a free lease: exactly one holds it', async () => {
  const { db } = database;
  const clock = new ManualClock(new Date('2026-03-01T11:00:00Z'));
  const leases = ['P', 'Q', 'R', 'S'].map((holder) => createJobLease({ db, holder, clock, renewMs: 3_600_000, onError: (e) => { throw e; } }));
  const held = await Promise.all(leases.map((l) => l.start()));
  expect(held.filter(Boolean)).toHaveLength(1);
  for (const l of leases) await l.stop();
});

test('shared state: a change published by one is adopted by the other at its next poll; its own text is never re-applied', async () => {
  const { db } = database;
  const make = () => {
    const local = { value: 'fresh', applied: 0 };
    const kind: SharedKind = {
      key: 'instances.shared.test',
      read: () => JSON.stringify({ value: local.value }),
      apply: (text) => {
        local.value = (JSON.parse(text) as { value: string }).value;
        local.applied++;
      },
    };
    const shared = createSharedState({ db, pollMs: 3_600_000, onError: (e) => { throw e; } });
    shared.share(kind);
    return { shared, local };
  };
  const a = make();
  const b = make();
  await a.shared.start(false);
  await b.shared.start(true);
  // B joined A: it adopted A's state (which A wrote at its start, the row being missing).
  expect(b.local).toEqual({ value: 'fresh', applied: 1 });
  a.local.value = 'crash';
  expect(await a.shared.publish()).toBe(1);
  expect(await a.shared.publish()).toBe(0);
  expect(await b.shared.poll()).toBe(1);
  expect(b.local).toEqual({ value: 'crash', applied: 2 });
  // B's own change goes back to A; A's next poll adopts it and B's does not re-apply it.
  b.local.value = 'rally';
  await b.shared.publish();
  expect(await b.shared.poll()).toBe(0);
  expect(await a.shared.poll()).toBe(1);
  expect(a.local.value).toBe('rally');
  // A wipe (scenario load) removes the row: the next publish writes it again, so a later instance joins.
  await db.systemSetting.deleteMany({ where: { key: 'instances.shared.test' } });
  expect(await a.shared.publish()).toBe(1);
  const c = make();
  await c.shared.start(true);
  expect(c.local.value).toBe('rally');
  for (const s of [a, b, c]) await s.shared.stop();
});

test('health: this instance, the job holder and the version, without a token; neither logged nor faulted', async () => {
  await api.app.ready();
  // A fault on every /api call and a clean request log.
  expect(await api.qaCall(qaRoutes['faults.add'], { body: { route: '/api/*', kind: 'code', code: 500 } })).toMatchObject({ code: 200 });
  await api.qaCall(qaRoutes['requests.clear']);
  const res = await api.app.inject({ method: 'GET', url: HEALTH_PATH });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ instance: string; jobs: { runsHere: boolean; holder: string } }>();
  expect(body).toMatchObject({ status: 'ok', database: 'up', instance: api.app.instances.id, version: expect.stringMatching(/^\d+\.\d+\.\d+/), jobs: { runsHere: true, holder: api.app.instances.id } });
  expect((await api.qaCall(qaRoutes['requests.list'])).result.requests).toEqual([]);
  await api.qaCall(qaRoutes['faults.clear']);
});

test('market kind: an instance adopting the text serves the same prices, steers and listed symbols as the one that wrote it', async () => {
  const clock = new ManualClock(new Date('2026-03-04T05:40:00Z'));
  const token: TradingSymbolRow = {
    symbol: 'SBX/USDT', base: 'SBX', quote: 'USDT', category: 'crypto', name: 'SBX/USDT', pricePrecision: 6, quantityPrecision: 2,
    minQuantity: '1', maxLeverage: 1, maintenanceTiers: '[]', takerFeeRate: '0.001', startPrice: '0.045', volatility: '1.2',
    contractEnabled: false, secondEnabled: false, isHot: false, sort: 100, enabled: true, listedAt: new Date('2026-03-04T05:31:42Z'),
  };
  // The rows as the database holds them: the token's row exists once the IEO listed it.
  const rows = fixtureRows();
  const marketOver = () => new Market({ db: { tradingSymbol: { findMany: async () => rows } }, clock });
  const writer = marketOver();
  const follower = marketOver();
  await writer.load();
  await follower.load();
  let rebuilt = 0;
  const writerKind = marketKind(writer, async () => rebuilt++);
  const followerKind = marketKind(follower, async () => rebuilt++);

  clock.advance(3000);
  writer.steer({ symbol: 'BTCUSDT', kind: 'crash', percent: '20', durationSeconds: 30 });
  writer.steerGroup({ group: 'crypto', kind: 'rally', percent: '5', durationSeconds: 60 });
  rows.push(token);
  expect(writer.addSymbol(token)).toBe(true);
  await followerKind.apply(writerKind.read(), false);
  // The unknown symbol made the follower read the rows again (and rebuild its risk index), then take the steers.
  expect(rebuilt).toBe(1);
  expect(follower.symbol('SBXUSDT')).toBeDefined();
  expect(followerKind.read()).toBe(writerKind.read());
  for (const step of [1000, 9000, 20_000, 45_000, 120_000]) {
    clock.advance(step);
    for (const symbol of ['BTCUSDT', 'SBXUSDT', 'EURUSD']) expect(follower.markPrice(symbol)!.toString(), symbol).toBe(writer.markPrice(symbol)!.toString());
  }
  // The same text again changes nothing and loads nothing.
  await followerKind.apply(writerKind.read(), false);
  expect(rebuilt).toBe(1);
});
