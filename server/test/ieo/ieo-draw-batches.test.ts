import { afterEach, expect, test } from 'vitest';
import { insertRows, markReplaced } from '@sandbox/prisma';
import { content as contentApi, contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { drawAllocation } from '@sandbox/shared/ieo-draw';
import { Dec as D } from '@sandbox/shared/decimal';
import type { PassPauses } from '../../src/jobs/between-batches.ts';
import { writeNotice } from '../../src/modules/content/index.ts';
import { IEO_DB, IEO_ORDER_DB } from '../../src/modules/ieo/codes.ts';
import { createIeoModule } from '../../src/modules/ieo/module.ts';
import { DRAW_WRITE } from '../../src/modules/ieo/queries.ts';
import { lapse } from '../../src/modules/ieo/schedule-steps.ts';
import type { TestApi } from '../harness.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { createIeoApp, DAY, HOUR, ieoUser, project, type IeoUser } from '../ieo-fixture.ts';

/*
 * The draw writes its applications' results DRAW_WRITE to a transaction, pausing before each
 * (draw-step.ts): one more application than a batch, so a draw has two. The applications are
 * rows of one applicant (the API takes one a user); the app's own jobs are stopped, so only the
 * passes of the test run.
 */
const { NOTICE_KIND } = contentApi;
const APPLICATIONS = DRAW_WRITE + 1;
let api: TestApi;
let alice: IeoUser;

/** A project of 501 applications of 100 SBX for 1,000 on offer (pro rata, about 1.996 each), its draw due. */
async function drawDue(env: Record<string, string> = {}) {
  api = await createIeoApp(env);
  for (const { job } of api.app.clockJobs) await job.stop();
  alice = await ieoUser(api, 'alice@example.com');
  await project(api, 'p1', { totalSupply: '1000' });
  await passWith();
  const now = api.clock.now();
  const rows = Array.from({ length: APPLICATIONS }, (_, i) => [`o${i}`, `IO${String(i).padStart(4, '0')}`, alice.userId, 'p1', '100', '0.045', IEO_ORDER_DB.APPLIED, now, now]);
  await api.db.$transaction((tx) => insertRows(tx, 'IeoOrder', ['id', 'orderNo', 'userId', 'projectId', 'quantity', 'price', 'status', 'createdAt', 'updatedAt'], rows));
  api.clock.advance(DAY + HOUR);
}
afterEach(() => api.close());

/** One pass of the IEO calendar with `pauses` in place of the app's. */
function passWith(pauses: PassPauses = () => async () => undefined) {
  const notify = (tx: Parameters<typeof writeNotice>[1], events: Parameters<typeof writeNotice>[2]) => writeNotice(api.clock, tx, events);
  return createIeoModule({ db: api.db, clock: api.clock, notify, onSymbolListed: () => undefined, pauses }).schedule.runPass();
}

/** Pauses whose second (after the first batch) marks the database replaced, as a restore does. */
const replacedAfterFirstBatch: PassPauses = () => {
  let asked = 0;
  return async () => {
    if (++asked === 2) markReplaced(api.db);
  };
};

const results = () => api.db.ieoOrder.findMany({ where: { projectId: 'p1' }, orderBy: { orderNo: 'asc' } });
const byStatus = async (status: number) => api.db.ieoOrder.count({ where: { projectId: 'p1', status } });
/** Alice's draw notices (won or not), by the application they tell of. */
async function drawNotices() {
  const rows = await api.db.notice.findMany({ where: { userId: alice.userId, kind: { in: [NOTICE_KIND.IEO_WON, NOTICE_KIND.IEO_NOT_WON] } }, select: { refId: true } });
  return rows.map((r) => r.refId);
}

/** What every application wins, by the published rule with crypto-js's keys (the verifier's). */
async function expectedAllocation() {
  const seed = (await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } })).seed!;
  const applications = (await results()).map((o) => ({ orderNo: o.orderNo, quantity: o.quantity }));
  return drawAllocation({ seed, allocation: 'proRata', totalSupply: '1000', lotSize: '100', decimals: 8, applications });
}

test('a draw ended after its first batch (a restore) is finished by the next pass: each application its result and its notice once, then the lapse', async () => {
  await drawDue();
  expect(await passWith(replacedAfterFirstBatch)).toEqual({ opened: 0, drawn: 1, lapsed: 0, listed: 0 });
  expect((await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } })).status).toBe(IEO_DB.DRAWN);
  expect(await byStatus(IEO_ORDER_DB.APPLIED)).toBe(1);
  expect((await drawNotices()).length).toBe(DRAW_WRITE);
  // The public draw data waits for the last result: a check of a half-written draw would fail.
  const drawData = () => api.call(contract['ext.ieoDraw'], { projectId: 'p1' }, { token: alice.token });
  expect(await drawData()).toMatchObject({ code: 409, message: expect.stringContaining('not been drawn') });

  // Past the payment deadline, the lapse waits for the last result.
  api.clock.advance(DAY);
  const drawn = await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } });
  expect(await lapse({ db: api.db, clock: api.clock, notify: async () => undefined, onSymbolListed: () => undefined }, drawn)).toBe(false);
  expect(await byStatus(IEO_ORDER_DB.WON)).toBeGreaterThan(0);

  // The next pass writes the last result, then lapses every unpaid allocation.
  expect(await passWith()).toEqual({ opened: 0, drawn: 0, lapsed: 1, listed: 0 });
  const expected = await expectedAllocation();
  const orders = await results();
  expect(orders.map((o) => o.winQuantity)).toEqual(orders.map((o) => expected.get(o.orderNo)));
  expect(orders.reduce((sum, o) => sum.plus(o.winQuantity!), new D(0)).toFixed()).toBe('1000');
  expect(orders.every((o) => o.status === (new D(o.winQuantity!).gt(0) ? IEO_ORDER_DB.EXPIRED : IEO_ORDER_DB.NOT_WON))).toBe(true);
  expect((await drawNotices()).sort()).toEqual(orders.map((o) => o.id).sort());
  expect((await drawData()).result?.applications.map((a) => a.won)).toEqual(orders.map((o) => o.winQuantity));
});

test("a reader's list claims a due draw and leaves its results to the job's pass: no call waits for a draw", async () => {
  await drawDue();
  const page = await api.call(contract['ioe.orderList'], { pageNo: 1, pageSize: 10 }, { token: alice.token });
  expect(page.code, page.message).toBe(200);
  expect((await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } })).status).toBe(IEO_DB.DRAWN);
  expect(await byStatus(IEO_ORDER_DB.APPLIED)).toBe(APPLICATIONS);
  expect(await passWith()).toEqual({ opened: 0, drawn: 0, lapsed: 0, listed: 0 });
  expect(await byStatus(IEO_ORDER_DB.APPLIED)).toBe(0);
  expect((await drawNotices()).length).toBe(APPLICATIONS);
});

test('two passes finishing one draw at once: each application written and told once', async () => {
  await drawDue();
  const held = heldAtFirstPause();
  // The first pass claims the draw and stops before its first batch; the second writes them all.
  const first = passWith(held.pauses);
  await held.midway;
  expect(await passWith()).toEqual({ opened: 0, drawn: 0, lapsed: 0, listed: 0 });
  held.release();
  expect(await first).toEqual({ opened: 0, drawn: 1, lapsed: 0, listed: 0 });
  expect(await byStatus(IEO_ORDER_DB.APPLIED)).toBe(0);
  const expected = await expectedAllocation();
  const orders = await results();
  expect(orders.map((o) => [o.winQuantity, o.status])).toEqual(orders.map((o) => [expected.get(o.orderNo), new D(expected.get(o.orderNo)!).gt(0) ? IEO_ORDER_DB.WON : IEO_ORDER_DB.NOT_WON]));
  expect((await drawNotices()).sort()).toEqual(orders.map((o) => o.id).sort());
});

test('the running app draws in its pass thread (JOBS_THREAD=on): the same results, each applicant told once, dated at a pass of the draw', async () => {
  await drawDue({ JOBS_THREAD: 'on' });
  expect((await api.qaCall(qaRoutes['ieo.run'])).result).toEqual({ opened: 0, drawn: 1, lapsed: 0, listed: 0 });
  expect(await byStatus(IEO_ORDER_DB.APPLIED)).toBe(0);
  const expected = await expectedAllocation();
  const orders = await results();
  expect(orders.map((o) => o.winQuantity)).toEqual(orders.map((o) => expected.get(o.orderNo)));
  expect((await drawNotices()).sort()).toEqual(orders.map((o) => o.id).sort());
  // Each notice is dated at the instant of the pass that wrote it: the draw's, or a later pass's
  // that finished batches alongside (on a loaded machine the app's own IEO job, every 5 s, joins a
  // draw still running then; a CI run saw alice's batch written by it).
  const drawnAt = (await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } })).drawnAt!;
  const dates = await api.db.notice.groupBy({ by: ['publishedAt'], where: { kind: { in: [NOTICE_KIND.IEO_WON, NOTICE_KIND.IEO_NOT_WON] } } });
  expect(dates.length).toBeGreaterThan(0);
  expect(dates.every((d) => d.publishedAt >= drawnAt && d.publishedAt <= api.clock.now())).toBe(true);
});
