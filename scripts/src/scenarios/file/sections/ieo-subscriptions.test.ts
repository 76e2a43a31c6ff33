import { describe, expect, test } from 'vitest';
import { contract, IEO_ORDER_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '@sandbox/server/ledger';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const signIn = async (account: string) => (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;
const ordersOf = async (token: string) => (await app.api.call(contract['ioe.orderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
const CLOCK = 'clock: "2026-12-01T09:30:00Z"\n';
const USERS = `${CLOCK}users:
  - { account: kim, identity: basic, balances: { spot: { USDT: 1000 } } }
  - { account: lee, identity: basic }
`;

// Worked by hand: the demo's Sandbox Chain (SBX) takes subscriptions from 29 November to 6 December
// (2 days before the clock to 5 after), draws on 7 December and issues 10,000,000 SBX at 0.045
// USDT. kim and lee apply for 20,000 and 50,000 at the clock: 70,000 is under the issue, so the
// draw's rule gives each what they asked, and kim pays 20,000 x 0.045 = 900 USDT of her 1,000.
const FILE = `${USERS}ieoSubscriptions:
  - { user: kim, project: Sandbox Chain, amount: 20000 }
  - { user: lee, project: Sandbox Chain, amount: 50000, state: applied }
`;

describe("a file's IEO subscriptions", () => {
  test('are applied at the clock through the module (the draw committed first); on draw day the draw decides, as the rule says (worked: 20,000 SBX won, 900 USDT paid)', async () => {
    expect((await load('kim.yaml', FILE)).code).toBe(200);
    const token = await signIn('kim');
    const [order] = await ordersOf(token);
    expect([order!.projectName, order!.quantity, order!.status, order!.wonQuantity, order!.amount, order!.createdAt.slice(0, 16)]).toEqual(['Sandbox Chain', '20000', IEO_ORDER_STATUS.APPLIED, null, null, '2026-12-01 17:30']);
    const projects = (await app.api.call(contract['ioe.projectList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
    const sbx = projects.find((p) => p.name === 'Sandbox Chain')!;
    // The commitment to the draw's seed is published before the draw; the seed is not.
    expect([sbx.myAppliedQuantity, sbx.seedHash, sbx.seed]).toEqual(['20000', expect.stringMatching(/^[0-9a-f]{64}$/), null]);
    // Draw day: the IEO job draws at the lottery time, the users pay.
    await app.api.qaCall(qaRoutes['clock.jump'], { body: { to: '2026-12-07T09:31:00Z' } });
    const [won] = await ordersOf(token);
    expect([won!.status, won!.wonQuantity, won!.price, won!.amount]).toEqual([IEO_ORDER_STATUS.WON, '20000', '0.045', '900']);
    expect((await app.api.call(contract['ioe.pay'], { orderId: won!.id }, { token })).code).toBe(200);
    expect((await app.api.call(contract['finance.queryUserBalance'], {}, { token })).result.find((b) => b.currency === 'USDT')?.available).toBe('100');
    const lee = await ordersOf(await signIn('lee'));
    expect(lee.map((o) => [o.status, o.wonQuantity])).toEqual([[IEO_ORDER_STATUS.WON, '50000']]);
    for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
  });

  test('shape: the project by name, tokens above 0, and applied the only state a file sets', () => {
    expect(readProblems(`${USERS}ieoSubscriptions:\n  - { user: kim, project: "", amount: 0, state: won }\n`)).toEqual([
      'ieoSubscriptions[0].project: Expected the name of a project',
      'ieoSubscriptions[0].amount: Expected an amount above 0',
      'ieoSubscriptions[0].state: expected one of applied',
    ]);
  });

  test('name users of the file, each applying to a project once', () => {
    expect(readProblems(`${USERS}ieoSubscriptions:\n  - { user: kimm, project: Sandbox Chain, amount: 100 }\n  - { user: lee, project: Sandbox Chain, amount: 100 }\n  - { user: lee, project: Sandbox Chain, amount: 200 }\n`)).toEqual([
      'ieoSubscriptions[0].user: no user named "kimm" in this file',
      'ieoSubscriptions[2]: lee already applied to Sandbox Chain (ieoSubscriptions[1])',
    ]);
  });

  test("a project the catalogue lacks, and apply's own rules (the window at the clock, the quantity, identity) at their place; nothing changes", async () => {
    await load('kim.yaml', FILE);
    const before = await stateDump(app.api.db);
    const unknown = await load('x.yaml', `${USERS}ieoSubscriptions:\n  - { user: kim, project: Sandbox Coin, amount: 100 }\n`);
    expect(problemsOf(unknown)).toEqual(['ieoSubscriptions[0].project: no project "Sandbox Coin" (known: Sandbox Chain, Demo Finance, Orbit Pay)']);
    // Demo Finance opens 5 days after the clock (UTC+8 on the wire).
    const early = await load('dmf.yaml', `${USERS}ieoSubscriptions:\n  - { user: kim, project: Demo Finance, amount: 100 }\n`);
    expect(problemsOf(early)).toEqual(['ieoSubscriptions[0]: Subscription is open from 2026-12-06 17:30:00 to 2026-12-15 17:30:00']);
    const few = await load('few.yaml', `${USERS}ieoSubscriptions:\n  - { user: kim, project: Sandbox Chain, amount: 50 }\n`);
    expect(problemsOf(few)).toEqual(['ieoSubscriptions[0]: The quantity must be between 100 and 100000 SBX']);
    const unverified = await load('ann.yaml', `${CLOCK}users:\n  - { account: ann }\nieoSubscriptions:\n  - { user: ann, project: Sandbox Chain, amount: 100 }\n`);
    expect(problemsOf(unverified)).toEqual(['ieoSubscriptions[0]: Please complete identity verification first']);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
