import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes, type QaQuery } from '@sandbox/shared/qa-routes';
import type { QaSignInSession, QaUserDetail, QaUserPage } from '@sandbox/shared/qa-wire';
import { DEMO_ACCOUNTS } from '../../../scripts/src/scenarios/index.ts';
import { scenarioRegistry } from '../../../scripts/src/scenario-registry.ts';
import { createTestApp, type TestApi } from '../harness.ts';

// The demo loads once; calls take a second or two on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const [alice, bob] = DEMO_ACCOUNTS;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApp({}, scenarioRegistry);
  expect((await api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } })).code).toBe(200);
});
afterAll(async () => {
  await api.close();
});

const search = async (q: string, pages: QaQuery = {}) => (await api.qaCall(qaRoutes['users.search'], { query: { q, ...pages } })).result;
const accounts = (page: QaUserPage) => page.list.map((u) => u.account).sort();

test('users, a user and sign-in-as refuse a caller without the QA token', async () => {
  for (const [method, url] of [
    ['GET', qaPath(qaRoutes['users.search'], {}, { q: 'alice' })],
    ['GET', qaPath(qaRoutes['users.show'], { id: alice.id })],
    ['POST', qaPath(qaRoutes['users.signIn'], { id: alice.id })],
  ] as const) {
    const res = await api.app.inject({ method, url: `${QA_BASE}${url}`, headers: { 'x-qa-token': 'nope' } });
    expect(res.json().code, `${method} ${url}`).toBe(403);
  }
  // A refused sign-in-as opened nothing.
  expect(await api.db.session.count({ where: { userAgent: 'sandbox QA sign-in-as' } })).toBe(0);
});

test('search finds a user by a part of the account, e-mail or phone, in any case, and pages', async () => {
  expect(accounts(await search('LIC'))).toEqual(['alice']);
  expect(accounts(await search('bob@SANDBOX'))).toEqual(['bob']);
  // The national number, a part of it, and "+<dialling code> <number>" typed whole.
  expect(accounts(await search(alice.phone.slice(-4)))).toEqual(['alice']);
  expect(accounts(await search(`+1 ${alice.phone}`))).toEqual(['alice']);
  expect(accounts(await search(alice.id))).toEqual(['alice']);
  expect((await search('nobody-has-this')).list).toEqual([]);
  // LIKE's wildcards are plain characters here.
  expect((await search('%')).list).toEqual([]);
  expect((await search('_')).list).toEqual([]);

  // Nothing masked: staff sees the whole e-mail and phone.
  const [found] = (await search('alice')).list;
  expect(found).toMatchObject({ id: alice.id, account: 'alice', email: alice.email, phone: `+1 ${alice.phone}`, isDemo: true });

  const all = await search('');
  const users = await api.db.user.count();
  expect(all.total).toBe(users);
  const first = await search('', { page: 1, pageSize: 2 });
  const second = await search('', { page: 2, pageSize: 2 });
  expect(first.list).toHaveLength(2);
  expect(first.total).toBe(users);
  expect(second.list.map((u) => u.id)).toEqual(all.list.slice(2, 4).map((u) => u.id));
});

test("a user's detail: balances per account, the last ledger rows, open positions and orders", async () => {
  const detail = (await api.qaCall(qaRoutes['users.show'], { params: { id: alice.id } })).result;
  expect(detail.user.account).toBe('alice');
  const rows = await api.db.balance.findMany({ where: { userId: alice.id } });
  expect(detail.balances).toHaveLength(rows.length);
  for (const row of rows) {
    expect(detail.balances).toContainEqual({ account: row.account, currency: row.currency, available: row.available, frozen: row.frozen });
  }
  // Newest first, and each (account, currency)'s newest row ends at the balance.
  const logs = await api.db.balanceLog.count({ where: { userId: alice.id } });
  expect(detail.ledger).toHaveLength(Math.min(30, logs));
  const newest = new Map<string, QaUserDetail['ledger'][number]>();
  for (const row of detail.ledger) if (!newest.has(`${row.account}/${row.currency}`)) newest.set(`${row.account}/${row.currency}`, row);
  for (const [key, row] of newest) {
    const balance = detail.balances.find((b) => `${b.account}/${b.currency}` === key)!;
    expect(row.availableAfter, key).toBe(balance.available);
  }
  const open = await api.db.position.count({ where: { userId: alice.id, status: 1 } });
  expect(detail.openPositions).toHaveLength(open);
  // Alice's running arbitrage order (demo-accounts.ts) is among her orders.
  expect(detail.orders.some((o) => o.kind === 'earn')).toBe(true);
  expect(detail.orders.map((o) => o.createdAt)).toEqual([...detail.orders.map((o) => o.createdAt)].sort().reverse());

  // Bad input: a 400 envelope, never a 500.
  for (const query of [{ page: 0 }, { pageSize: 101 }, { q: 'x'.repeat(101) }]) expect((await api.qaCall(qaRoutes['users.search'], { query })).code, qaPath(qaRoutes['users.search'], {}, query)).toBe(400);
  const noCode = await api.app.inject({ method: 'POST', url: `${QA_BASE}${qaPath(qaRoutes['signIn.exchange'])}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
  expect(noCode.json().code).toBe(400);

  const unknown = await api.qaCall(qaRoutes['users.show'], { params: { id: 'no-such-user' } });
  expect(unknown.code).toBe(404);
  expect(unknown.message).toBe('No user with id no-such-user');
});

test('sign-in-as: a one-time code the phone app exchanges for a session of the user, marked as opened by QA', async () => {
  const signIn = (await api.qaCall(qaRoutes['users.signIn'], { params: { id: bob.id } })).result;
  expect(signIn).toMatchObject({ userId: bob.id, account: 'bob', expiresInSeconds: 60 });
  expect(signIn.path).toBe(`/?qaSignIn=${signIn.code}#/home`);

  // The phone app has no QA token: the code is the exchange's secret.
  const exchange = (code: string, remoteAddress?: string) =>
    api.app.inject({ method: 'POST', url: `${QA_BASE}${qaPath(qaRoutes['signIn.exchange'])}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ code }), ...(remoteAddress ? { remoteAddress } : {}) });
  // Off loopback the QA API does not exist, the exchange included (and the code is not spent).
  expect((await exchange(signIn.code, '10.1.2.3')).json().code).toBe(404);
  const session = (await exchange(signIn.code)).json().result as QaSignInSession;
  expect(session).toMatchObject({ userId: bob.id, account: 'bob' });
  // Once only.
  const again = (await exchange(signIn.code)).json();
  expect(again.code).toBe(400);
  expect(again.message).toContain('already used or has expired');
  expect((await exchange('made-up')).json().code).toBe(400);

  // Raced: two tabs with one code, one session.
  const raced = (await api.qaCall(qaRoutes['users.signIn'], { params: { id: bob.id } })).result;
  const answers = await Promise.all([exchange(raced.code), exchange(raced.code)]);
  expect(answers.map((r) => r.json().code).sort()).toEqual([200, 400]);

  // A normal session on a user-only route: bob's own data.
  const me = await api.call(contract['user.getMyUserInfo'], undefined, { token: session.token });
  expect(me.code).toBe(200);
  expect(me.result.id).toBe(bob.id);
  // The request log marks the call as made through a QA session; the audit trail has the sign-in.
  const log = (await api.qaCall(qaRoutes['requests.list'], { query: { user: 'bob', route: 'getMyUserInfo' } })).result.requests;
  expect(log[0]).toMatchObject({ userId: bob.id, issuedByQa: true, code: 200 });
  expect(await api.db.activity.count({ where: { userId: bob.id, kind: 'qaSignIn' } })).toBe(2);
  expect(await api.db.session.count({ where: { userId: bob.id, userAgent: 'sandbox QA sign-in-as', revokedAt: null } })).toBe(2);

  // Logging out of it ends it like any session.
  expect((await api.call(contract['ext.logout'], undefined, { token: session.token })).code).toBe(200);
  expect((await api.call(contract['user.getMyUserInfo'], undefined, { token: session.token })).code).toBe(401);
});
