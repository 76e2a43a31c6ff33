import { expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '@sandbox/server/ledger';
import { problemsOf, useScenarioApp } from './scenario-app.ts';

const app = useScenarioApp();

const PAIR = 'users:\n  - { account: alice, email: alice@example.com, balances: { spot: { USDT: 300 } } }\n  - { account: bob, invitedBy: alice }\n';
const load = (fileName: string, text: string, merge = false) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text, merge } });
/** A refused file's problems (the route's result type is the loaded file's). */
const accounts = async () => (await app.api.db.user.findMany({ orderBy: { account: 'asc' }, select: { account: true, inviteCode: true } }));

test("a merged file adds its users to the state; what was there stays, and every invite code is the sandbox's only one", async () => {
  await load('pair.yaml', PAIR);
  const before = await accounts();
  const merged = await load('carol.yaml', 'users:\n  - { account: carol, password: Carol123, balances: { contract: { USDT: 80 } } }\n  - { account: dan, invitedBy: carol }\n', true);
  expect([merged.code, merged.result.scenario]).toEqual([200, 'file:carol.yaml']);
  const after = await accounts();
  expect(after.map((u) => u.account)).toEqual(['alice', 'bob', 'carol', 'dan']);
  // alice and bob keep their codes; carol and dan take the next free ones.
  expect(after.slice(0, 2)).toEqual(before);
  expect(new Set(after.map((u) => u.inviteCode)).size).toBe(4);
  expect((await app.api.call(contract['app.login'], { account: 'carol', password: 'Carol123' })).code).toBe(200);
  const alice = await app.api.db.user.findUniqueOrThrow({ where: { account: 'alice' } });
  expect((await app.api.db.balance.findFirstOrThrow({ where: { userId: alice.id, account: 'spot', currency: 'USDT' } })).available).toBe('300');
  for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
});

test("a merged file whose names the sandbox has answers each with its place and adds nothing", async () => {
  await load('pair.yaml', PAIR);
  const before = await accounts();
  const refused = await load('taken.yaml', 'users:\n  - { account: erin }\n  - { account: bob }\n  - { account: fay, email: Alice@Example.com }\n', true);
  expect(refused.code).toBe(400);
  expect(problemsOf(refused)).toEqual([
    'users[1].account: "bob" is already a user of the sandbox',
    "users[2].email: Alice@Example.com is already a user's of the sandbox",
  ]);
  expect(await accounts()).toEqual(before);
});

test('a merged file cannot take the clock back: what the state settled stays settled', async () => {
  await load('pair.yaml', PAIR);
  const refused = await load('past.yaml', 'clock: "2020-01-01"\nusers:\n  - { account: gus }\n', true);
  expect(refused.code).toBe(400);
  expect(problemsOf(refused)).toEqual([expect.stringMatching(/^clock: a merged file adds to the sandbox at .+ or later, not at 2020-01-01T00:00:00.000Z$/)]);
  expect((await accounts()).map((u) => u.account)).toEqual(['alice', 'bob']);
});

test("a merged file's earn orders and loans are its own users', against the sandbox's catalogue", async () => {
  await load('pair.yaml', PAIR);
  const hal = 'users:\n  - { account: hal, identity: basic, balances: { spot: { USDT: 2000 } } }\nearnOrders:\n  - { user: hal, product: Solar Farm Bond, amount: 1000, daysPaid: 2 }\nloans:\n  - { user: hal, type: credit, amount: 500, state: running }\n';
  expect((await load('hal.yaml', hal, true)).code).toBe(200);
  const spotOf = async (account: string) => {
    const user = await app.api.db.user.findUniqueOrThrow({ where: { account } });
    return (await app.api.db.balance.findFirstOrThrow({ where: { userId: user.id, account: 'spot', currency: 'USDT' } })).available;
  };
  // 2,000 - 1,000 for the bond + 2 days at 0.15 % (1.5 a day) + 500 paid out; alice's 300 as it was.
  expect([await spotOf('hal'), await spotOf('alice')]).toEqual(['1503', '300']);
  for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
  // A sandbox without products has none to merge an order of.
  await load('bare.yaml', `catalogue: none\n${PAIR}`);
  const refused = await load('hal.yaml', hal, true);
  expect(problemsOf(refused)).toEqual(['earnOrders[0].product: no product "Solar Farm Bond" (known: none)', 'loans[0].type: the sandbox offers no credit loan']);
});
