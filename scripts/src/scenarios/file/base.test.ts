import { expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '@sandbox/server/ledger';
import { problemsOf, readProblems, stateDump, useScenarioApp } from './scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string, merge = false) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text, merge } });
const spotUsdt = async (account: string) => {
  const user = await app.api.db.user.findUniqueOrThrow({ where: { account } });
  return (await app.api.db.balance.findFirstOrThrow({ where: { userId: user.id, account: 'spot', currency: 'USDT' } })).available;
};

// The demo plus zoe, alice's 30 s contract bought at the clock and carol in the cup.
const BASED = `base: demo
clock: "2026-12-01T09:30:00Z"
users:
  - { account: zoe, password: Zoe12345, balances: { spot: { USDT: 50 } } }
secondOrders:
  - { user: alice, symbol: BTCUSDT, direction: up, period: 30, stake: 100 }
competitionEntries:
  - { user: carol, competition: Sandbox Trading Cup }
  - { user: zoe, competition: Sandbox Trading Cup }
`;

test("a based file loads on top of its base's rows at its clock; its entries name the base's users and its own", async () => {
  expect((await app.api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } })).code).toBe(200);
  // The demo's alice: 12,363 USDT on spot (demo-money.ts works it out).
  expect(await spotUsdt('alice')).toBe('12363');
  const loaded = await load('based.yaml', BASED);
  expect([loaded.code, loaded.result.scenario]).toEqual([200, 'file:based.yaml']);

  const users = await app.api.db.user.findMany({ orderBy: { account: 'asc' }, select: { account: true } });
  expect(users.map((u) => u.account)).toEqual(['alice', 'bob', 'carol', 'dave', 'zoe']);
  // The demo's rows are written at the file's clock: the cup started three days before it.
  const cup = await app.api.db.competition.findUniqueOrThrow({ where: { id: 'demo-comp-cup' }, include: { entries: { include: { user: { select: { account: true } } } } } });
  expect(cup.startAt.toISOString()).toBe('2026-11-28T09:30:00.000Z');
  // alice and bob from the demo, carol and zoe from the file.
  expect(cup.entries.map((e) => e.user.account).sort()).toEqual(['alice', 'bob', 'carol', 'zoe']);
  expect(cup.participantCount).toBe(4);

  const order = await app.api.db.secondContractOrder.findFirstOrThrow();
  expect([order.userId, order.period, order.amount, order.status]).toEqual(['demo-user-alice', 30, '100', 0]);
  // Bought once the market has loaded, at the clock as it runs on from the file's.
  expect(order.openedAt.getTime() - Date.parse('2026-12-01T09:30:00Z')).toBeGreaterThanOrEqual(0);
  expect(order.openedAt.getTime() - Date.parse('2026-12-01T09:30:00Z')).toBeLessThan(30_000);
  expect(await spotUsdt('alice')).toBe('12263');
  expect((await app.api.call(contract['app.login'], { account: 'alice', password: 'Demo1234!' })).code).toBe(200);
  expect((await app.api.call(contract['app.login'], { account: 'zoe', password: 'Zoe12345' })).code).toBe(200);
  for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
});

test("a based file's problems keep their places and name the base", () => {
  expect(readProblems('base: demo\nusers:\n  - { account: Bob }\nsecondOrders:\n  - { user: zed, symbol: BTCUSDT, direction: up, period: 30, stake: 10 }\n')).toEqual([
    'users[0].account: "Bob" is already a user of the demo',
    'secondOrders[0].user: no user named "zed" in this file or the demo',
  ]);
  // Without a base, the demo's users are not the file's.
  expect(readProblems('competitionEntries:\n  - { user: carol, competition: Sandbox Trading Cup }\n')).toEqual(['competitionEntries[0].user: no user named "carol" in this file']);
  expect(readProblems('base: empty\n')).toEqual(['base: expected one of demo']);
});

test('a merged file adds to the sandbox as it is: it has no base, and nothing changes', async () => {
  expect((await app.api.qaCall(qaRoutes.scenario, { body: { name: 'demo' } })).code).toBe(200);
  const before = await stateDump(app.api.db);
  const refused = await load('merged.yaml', 'base: demo\nusers:\n  - { account: zoe }\n', true);
  expect(refused.code).toBe(400);
  expect(problemsOf(refused)).toEqual(['base: a merged file adds to the sandbox as it is, on no base (leave out base or --merge)']);
  expect(await stateDump(app.api.db)).toEqual(before);
});
