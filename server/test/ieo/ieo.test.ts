import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract, IEO_ORDER_STATUS, IEO_PROJECT_STATUS } from '@sandbox/shared';
import { drawAllocation, drawKey, seedCommitment } from '@sandbox/shared/ieo-draw';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { createIeoApp, DAY, HOUR, ieoUser, project, type IeoUser } from '../ieo-fixture.ts';
import { balanceOf } from '../trading-fixture.ts';

let api: TestApi;
let alice: IeoUser;
let bob: IeoUser;
let carol: IeoUser;

beforeEach(async () => {
  api = await createIeoApp();
  alice = await ieoUser(api, 'alice@example.com');
  bob = await ieoUser(api, 'bob@example.com');
  carol = await ieoUser(api, 'carol@example.com', '1000', 0);
});
afterEach(async () => {
  for (const u of [alice, bob, carol]) expect(await reconcile(api.db, u.userId)).toEqual([]);
  await api.close();
});

const apply = (projectId: string, quantity: string, user = alice) => api.call(contract['ioe.apply'], { projectId, quantity }, { token: user.token });
const pay = (orderId: string, user = alice) => api.call(contract['ioe.pay'], { orderId }, { token: user.token });
const projects = (user = alice) => api.call(contract['ioe.projectList'], { pageNo: 1, pageSize: 20 }, { token: user.token });
const orders = (user = alice, status?: number) =>
  api.call(contract['ioe.orderList'], { pageNo: 1, pageSize: 20, ...(status === undefined ? {} : { status }) } as never, { token: user.token });
// The app's own job also runs every 5 s of real time, so a due step may be done by it rather than by the
// pass a test asks for: tests assert the state after a pass, and that a further pass finds nothing to do.
const run = () => api.qaCall(qaRoutes['ieo.run']);
const drawData = (projectId: string, user = alice) => api.call(contract['ext.ieoDraw'], { projectId }, { token: user.token });

describe('projects and applying', () => {
  test('the seed is committed (its SHA-256 published) when the project opens and stays secret until the draw', async () => {
    await project(api, 'p1');
    await project(api, 'later', { coin: 'DMF', startAt: new Date(api.clock.now().getTime() + HOUR) });
    const list = await projects();
    expect(list.code, list.message).toBe(200);
    const [p1, later] = list.result.records;
    expect(p1).toMatchObject({ id: 'p1', status: IEO_PROJECT_STATUS.ISSUING, seed: null, winningPrice: null, allocation: 'proRata', requiredKycLevel: 1, myAppliedQuantity: '0' });
    expect(p1!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } });
    expect(seedCommitment(stored.seed!)).toBe(p1!.seedHash);
    expect(later).toMatchObject({ id: 'later', status: IEO_PROJECT_STATUS.UPCOMING, seedHash: null });
    const early = await apply('later', '100');
    expect([early.code, early.message]).toEqual([400, `Subscription is open from ${later!.subscribeStart} to ${later!.subscribeEnd}`]);
  });

  test('apply: once per project, within min..max, the token decimals, with the identity level; nothing paid until won', async () => {
    await project(api, 'p1');
    await project(api, 'lot', { coin: 'LOT', allocation: 'lottery' });
    const ok = await apply('p1', '1000.5');
    expect(ok.code, ok.message).toBe(200);
    expect(ok.result).toMatchObject({ projectId: 'p1', currency: 'SBX', quoteCurrency: 'USDT', quantity: '1000.5', wonQuantity: null, price: null, amount: null, status: IEO_ORDER_STATUS.APPLIED });
    expect(ok.result.orderNo).toMatch(/^IO\d{20}$/);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '1000', frozen: '0' });
    // Two projects open at the same instant: found by id, not by a tie's order.
    expect((await projects()).result.records.find((r) => r.id === 'p1')!.myAppliedQuantity).toBe('1000.5');
    const cases: Array<[string, () => ReturnType<typeof apply>, number, string]> = [
      ['unknown project', () => apply('nope', '100', bob), 404, 'This IEO project does not exist'],
      ['twice', () => apply('p1', '100'), 409, 'You have already subscribed to this project'],
      ['below the minimum', () => apply('p1', '99.99', bob), 400, 'The quantity must be between 100 and 2000 SBX'],
      ['above the maximum', () => apply('p1', '2000.01', bob), 400, 'The quantity must be between 100 and 2000 SBX'],
      ['more decimals than the token has', () => apply('p1', '100.000000001', bob), 400, 'quantity: SBX amounts have at most 8 decimals'],
      ['not whole lots in a lottery', () => apply('lot', '150', bob), 400, 'The quantity must be a whole number of lots of 100 LOT'],
      ['no identity verification', () => apply('p1', '100', carol), 403, 'Please complete identity verification first'],
    ];
    const before = await api.db.ieoOrder.count();
    for (const [what, call, code, message] of cases) {
      const res = await call();
      expect([res.code, res.message], what).toEqual([code, message]);
    }
    expect(await api.db.ieoOrder.count()).toBe(before);
    api.clock.advance(DAY);
    const closed = await apply('p1', '100', bob);
    expect(closed.code).toBe(400);
    expect(closed.message).toMatch(/^Subscription is open from /);
  });

  test('the same application sent at once makes one subscription', async () => {
    await project(api, 'p1');
    const answers = await Promise.all(Array.from({ length: 6 }, () => apply('p1', '500')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(await api.db.ieoOrder.count()).toBe(1);
  });
});

describe('the draw, payment, lapse and listing', () => {
  test('pro rata known answer reproduced from the revealed seed; pay once; unpaid lapses; tokens delivered at listing', async () => {
    await project(api, 'p1');
    const a = (await apply('p1', '1000')).result;
    const b = (await apply('p1', '500', bob)).result;
    await api.db.user.update({ where: { id: carol.userId }, data: { kycLevel: 1 } });
    const c = (await apply('p1', '1500', carol)).result;
    const published = (await projects()).result.records[0]!.seedHash!;

    api.clock.advance(DAY + HOUR);
    await run();
    const drawn = (await projects()).result.records[0]!;
    expect(drawn).toMatchObject({ status: IEO_PROJECT_STATUS.DRAWN, winningPrice: '0.045', seedHash: published });
    expect(seedCommitment(drawn.seed!)).toBe(published);
    // By hand (SBX has no currency row yet: 8 decimals): 1000 of 3000 asked -> 333.33333333, 166.66666666, 500;
    // the 0.00000001 left goes to the lowest HMAC(seed, orderNo).
    const first = [a, b, c].sort((x, y) => (drawKey(drawn.seed!, x.orderNo) < drawKey(drawn.seed!, y.orderNo) ? -1 : 1))[0]!.orderNo;
    const expected: Record<string, string> = { [a.orderNo]: '333.33333333', [b.orderNo]: '166.66666666', [c.orderNo]: '500' };
    expected[first] = { '333.33333333': '333.33333334', '166.66666666': '166.66666667', '500': '500.00000001' }[expected[first]!]!;
    const data = await drawData('p1', bob);
    expect(data.code, data.message).toBe(200);
    expect(Object.fromEntries(data.result.applications.map((x) => [x.orderNo, x.won]))).toEqual(expected);
    // Anyone recomputes it from the public data alone.
    const recomputed = drawAllocation({ ...data.result, applications: data.result.applications });
    expect(Object.fromEntries(recomputed)).toEqual(expected);

    const mine = (await orders()).result.records[0]!;
    // 333.33333333 x 0.045 = 14.99999999985 -> 14.99 USDT (or 333.33333334 x 0.045 = 15.0000000003 -> 15)
    expect(mine).toMatchObject({ status: IEO_ORDER_STATUS.WON, wonQuantity: expected[a.orderNo], price: '0.045', amount: expected[a.orderNo] === '333.33333333' ? '14.99' : '15' });
    const theirs = await pay(a.id, bob);
    expect([theirs.code, theirs.message]).toEqual([404, 'This subscription does not exist']);
    const racing = await Promise.all(Array.from({ length: 6 }, () => pay(a.id)));
    expect(racing.filter((r) => r.code === 200)).toHaveLength(1);
    expect(new Set(racing.filter((r) => r.code !== 200).map((r) => r.message))).toEqual(new Set(['This allocation is already paid']));
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: mine.amount === '14.99' ? '985.01' : '985', frozen: '0' });
    expect((await pay(c.id, carol)).code).toBe(200);

    // Bob never pays: at the payment deadline his allocation lapses.
    api.clock.advance(DAY);
    await run();
    const late = await pay(b.id, bob);
    expect(late.code).toBe(409);
    expect(late.message).toMatch(/^The payment window closed at /);
    expect((await orders(bob)).result.records[0]).toMatchObject({ status: IEO_ORDER_STATUS.EXPIRED });
    expect((await projects()).result.records[0]!.status).toBe(IEO_PROJECT_STATUS.COMPLETED);

    api.clock.advance(DAY);
    await run();
    expect((await run()).result).toMatchObject({ drawn: 0, lapsed: 0, listed: 0 });
    expect((await projects()).result.records[0]!.status).toBe(IEO_PROJECT_STATUS.LISTED);
    expect(await balanceOf(api, alice.userId, 'spot', 'SBX')).toEqual({ available: expected[a.orderNo], frozen: '0' });
    expect(await balanceOf(api, carol.userId, 'spot', 'SBX')).toEqual({ available: expected[c.orderNo], frozen: '0' });
    expect(await balanceOf(api, bob.userId, 'spot', 'SBX')).toEqual({ available: '0', frozen: '0' });
    // The token is a currency the asset centre lists, valued at the issue price.
    expect(await api.db.currency.findUniqueOrThrow({ where: { code: 'SBX' } })).toMatchObject({ kind: 1, usdPrice: '0.045', canDeposit: false, canWithdraw: false });
    const spot = await api.call(contract['finance.queryUserBalance'], {}, { token: alice.token });
    expect(spot.result.find((x) => x.currency === 'SBX')).toMatchObject({ available: expected[a.orderNo] });
  });

  test('passes racing with the lists that run them draw once', async () => {
    await project(api, 'p1', { totalSupply: '150' });
    const a = (await apply('p1', '100')).result;
    const b = (await apply('p1', '200', bob)).result;
    api.clock.advance(DAY + HOUR);
    await Promise.all([run(), projects(), orders(), run(), orders(bob), run()]);
    const rows = await api.db.ieoOrder.findMany({ where: { projectId: 'p1' }, orderBy: { orderNo: 'asc' } });
    // 150 of 300 asked, pro rata: 50 and 100 exactly (no leftover unit).
    expect(Object.fromEntries(rows.map((o) => [o.orderNo, [o.status, o.winQuantity, o.amount]]))).toEqual({
      [a.orderNo]: [IEO_ORDER_STATUS.WON, '50', '2.25'],
      [b.orderNo]: [IEO_ORDER_STATUS.WON, '100', '4.5'],
    });
    const project1 = await api.db.ieoProject.findUniqueOrThrow({ where: { id: 'p1' } });
    expect(project1.status).toBe(2);
  });

  test('a clock jump past draw, deadline and listing runs each step once, in order; an allocation never paid lapses', async () => {
    await project(api, 'p1', { totalSupply: '100000' });
    const a = (await apply('p1', '1000')).result;
    api.clock.advance(10 * DAY);
    await run();
    expect((await projects()).result.records[0]!.status).toBe(IEO_PROJECT_STATUS.LISTED);
    expect((await run()).result).toMatchObject({ drawn: 0, lapsed: 0, listed: 0 });
    const closed = await pay(a.id);
    expect(closed.code).toBe(409);
    expect(closed.message).toMatch(/^The payment window closed at /);
    expect((await orders()).result.records[0]).toMatchObject({ status: IEO_ORDER_STATUS.EXPIRED, wonQuantity: '1000' });
  });

  test('the payment window: refused after the deadline before the lapse pass; a loser has nothing to pay', async () => {
    await project(api, 'p1', { totalSupply: '100', allocation: 'lottery' });
    const a = (await apply('p1', '100')).result;
    const b = (await apply('p1', '100', bob)).result;
    api.clock.advance(DAY + HOUR);
    await run();
    const [winner, loser] = (await drawData('p1')).result.applications.find((x) => x.orderNo === a.orderNo)!.won === '100' ? [a, b] : [b, a];
    const loserUser = loser.id === a.id ? alice : bob;
    const nothing = await pay(loser.id, loserUser);
    expect([nothing.code, nothing.message]).toEqual([409, 'This subscription has no winning allocation to pay']);
    expect((await orders(loserUser)).result.records[0]).toMatchObject({ status: IEO_ORDER_STATUS.NOT_WON, wonQuantity: '0', amount: '0' });
    api.clock.advance(DAY);
    const late = await pay(winner.id, winner.id === a.id ? alice : bob);
    expect(late.code).toBe(409);
    expect(late.message).toMatch(/^The payment window closed at /);
  });

  test('paying without the money is refused whole; lists filter by status', async () => {
    const poor = await ieoUser(api, 'poor@example.com', '1');
    await project(api, 'p1');
    const o = (await apply('p1', '100', poor)).result;
    api.clock.advance(DAY + HOUR);
    await run();
    // 100 x 0.045 = 4.5 USDT to pay, 1 held.
    const short = await pay(o.id, poor);
    expect([short.code, short.message]).toEqual([409, 'Insufficient balance']);
    expect((await orders(poor, IEO_ORDER_STATUS.WON)).result.records).toEqual([expect.objectContaining({ id: o.id, amount: '4.5', paidAt: null })]);
    expect((await orders(poor, IEO_ORDER_STATUS.COMPLETED)).result.total).toBe(0);
    expect(await balanceOf(api, poor.userId, 'spot')).toEqual({ available: '1', frozen: '0' });
    const drawn = await api.call(contract['ioe.projectList'], { pageNo: 1, pageSize: 20, status: IEO_PROJECT_STATUS.DRAWN }, { token: poor.token });
    expect(drawn.result.records.map((p) => [p.id, p.myAppliedQuantity])).toEqual([['p1', '100']]);
    const listed = await api.call(contract['ioe.projectList'], { pageNo: 1, pageSize: 20, status: IEO_PROJECT_STATUS.LISTED }, { token: poor.token });
    expect(listed.result.total).toBe(0);
    expect(await reconcile(api.db, poor.userId)).toEqual([]);
  });

  test('draw data: public, unknown project 404, before the draw 409', async () => {
    await project(api, 'p1');
    expect((await drawData('nope')).code).toBe(404);
    expect((await api.call(contract['ext.ieoDraw'], { projectId: 'p1' })).code).toBe(409);
    const early = await drawData('p1');
    expect([early.code, early.message]).toEqual([409, 'This project has not been drawn yet']);
  });
});

describe('the verify script', () => {
  test('scripts/src/tasks/ieo-verify.ts recomputes a lottery draw from the published data, and refuses a forged one', async () => {
    await project(api, 'p1', { totalSupply: '300', allocation: 'lottery' });
    await apply('p1', '200');
    await apply('p1', '300', bob);
    api.clock.advance(DAY + HOUR);
    await run();
    const published = await api.get<unknown>(contract['ext.ieoDraw'].path, { projectId: 'p1' }, { token: alice.token });
    const dir = await mkdtemp(path.join(tmpdir(), 'ieo-verify-'));
    const root = path.resolve(import.meta.dirname, '..', '..', '..');
    const script = path.join(root, 'scripts', 'src', 'tasks', 'ieo-verify.ts');
    const runScript = (file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', script, file], { cwd: root }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
    try {
      await writeFile(path.join(dir, 'draw.json'), JSON.stringify(published));
      const honest = await runScript(path.join(dir, 'draw.json'));
      expect(honest.out).toContain('commitment sha256(seed) = ');
      expect(honest.out).toContain('draw verified: every allocation recomputed from the revealed seed');
      expect(honest.code).toBe(0);
      const forged = JSON.parse(JSON.stringify(published)) as { result: { applications: Array<{ won: string }> } };
      forged.result.applications[0]!.won = forged.result.applications[0]!.won === '0' ? '100' : '0';
      await writeFile(path.join(dir, 'forged.json'), JSON.stringify(forged));
      const bad = await runScript(path.join(dir, 'forged.json'));
      expect(bad.out).toContain('MISMATCH');
      expect(bad.code).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
