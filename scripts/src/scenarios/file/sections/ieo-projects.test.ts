import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contract, IEO_ORDER_STATUS, IEO_PROJECT_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '@sandbox/server/ledger';
import { problemsOf, readProblems, stateDump, useScenarioApp } from '../scenario-app.ts';

const app = useScenarioApp();

const load = (fileName: string, text: string, merge = false) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text, merge } });
const signIn = async (account: string) => (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;
const CLOCK = 'clock: "2026-12-01T09:30:00Z"\n';
const USERS = `${CLOCK}users:
  - { account: kim, identity: basic, balances: { spot: { USDT: 20000 } } }
  - { account: lee, identity: basic }
`;
const DRAW_DAY = '{ project: Demo Finance, totalSupply: 100000, startAt: "-3d", endAt: "+10m", lotteryAt: "+1h", payUntil: "+1d", listAt: "+3d" }';

// Worked by hand: at the clock, 1 December 09:30 UTC (17:30 region time), the demo's Demo Finance
// (DMF, lottery in lots of 100, at 0.18 USDT) opens 5 days later. Moved, it opened on 28 November
// 09:30, closes at 09:40, draws at 10:30, takes payment until 2 December 09:30 and lists on 4
// December 09:30, with 100,000 DMF on offer. kim and lee apply for 100,000 each at the clock, inside
// the new window: 2,000 tickets of 100 for 1,000 lots, so the draw allocates the whole issue, no more.
const FILE = `${USERS}ieoProjects:
  - ${DRAW_DAY}
ieoSubscriptions:
  - { user: kim, project: Demo Finance, amount: 100000 }
  - { user: lee, project: Demo Finance, amount: 100000 }
`;

describe("a file's changes to IEO projects", () => {
  test('move the catalogue project by offsets from the clock before the subscriptions apply to it (worked: closing 09:40, drawing 10:30, the 100,000 DMF allocated once)', async () => {
    expect((await load('draw-day.yaml', FILE)).code).toBe(200);
    const row = await app.api.db.ieoProject.findUniqueOrThrow({ where: { id: 'demo-ieo-dmf' } });
    expect([row.startAt, row.endAt, row.lotteryAt, row.payUntil, row.listAt].map((d) => d?.toISOString())).toEqual([
      '2026-11-28T09:30:00.000Z',
      '2026-12-01T09:40:00.000Z',
      '2026-12-01T10:30:00.000Z',
      '2026-12-02T09:30:00.000Z',
      '2026-12-04T09:30:00.000Z',
    ]);
    const token = await signIn('kim');
    const dmf = (await app.api.call(contract['ioe.projectList'], { pageNo: 1, pageSize: 10 }, { token })).result.records.find((p) => p.name === 'Demo Finance')!;
    // As the app shows it, in region time (UTC+8); the applications committed the draw's seed.
    expect([dmf.subscribeStart, dmf.subscribeEnd, dmf.drawTime, dmf.payDeadline, dmf.listingTime, dmf.totalSupply, dmf.status, dmf.myAppliedQuantity]).toEqual([
      '2026-11-28 17:30:00',
      '2026-12-01 17:40:00',
      '2026-12-01 18:30:00',
      '2026-12-02 17:30:00',
      '2026-12-04 17:30:00',
      '100000',
      IEO_PROJECT_STATUS.ISSUING,
      '100000',
    ]);
    expect(dmf.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const applied = await app.api.db.ieoOrder.findMany({ where: { projectId: 'demo-ieo-dmf' } });
    expect(applied.map((o) => [o.quantity, o.status, o.createdAt.toISOString()])).toEqual([
      ['100000', IEO_ORDER_STATUS.APPLIED, '2026-12-01T09:30:00.000Z'],
      ['100000', IEO_ORDER_STATUS.APPLIED, '2026-12-01T09:30:00.000Z'],
    ]);
    // Draw day: a minute after the new lottery time the IEO job has drawn, the whole issue and no more, in whole lots.
    await app.api.qaCall(qaRoutes['clock.jump'], { body: { to: '2026-12-01T10:31:00Z' } });
    const drawn = await app.api.db.ieoOrder.findMany({ where: { projectId: 'demo-ieo-dmf' } });
    expect(drawn.reduce((sum, o) => sum + Number(o.winQuantity ?? 0), 0)).toBe(100_000);
    expect(drawn.every((o) => Number(o.winQuantity ?? 0) % 100 === 0)).toBe(true);
    for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
  });

  test("an export writes no change to a project (the catalogue is the demo's it loads with), nor the subscriptions to the moved one", async () => {
    await load('draw-day.yaml', FILE);
    const exported = parse((await app.api.qaCall(qaRoutes['scenario.export'])).result.text) as Record<string, unknown>;
    // In the demo catalogue at the export's clock Demo Finance opens 5 days later: its subscriptions stay out.
    expect([exported.ieoProjects, exported.ieoSubscriptions]).toEqual([undefined, []]);
  });

  test('shape: the project by name, a supply above 0, instants as dates or offsets', () => {
    expect(readProblems(`${USERS}ieoProjects:\n  - { project: "", totalSupply: 0, endAt: soon, lotteryAt: "+1w", color: red }\n`)).toEqual([
      'ieoProjects[0].project: Expected the name of a project',
      'ieoProjects[0].totalSupply: Expected an amount above 0',
      'ieoProjects[0].endAt: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"',
      'ieoProjects[0].lotteryAt: Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"',
      'ieoProjects[0]: unknown field color',
    ]);
  });

  test("the project by name, not drawn, once a file, and its calendar in the order the IEO job runs it, at their places; nothing changes", async () => {
    await load('draw-day.yaml', FILE);
    const before = await stateDump(app.api.db);
    const refused = async (lines: string) => problemsOf(await load('x.yaml', `${USERS}ieoProjects:\n${lines}`));
    expect(
      await refused(`  - { project: Demo Fin, totalSupply: 100 }
  - { project: Orbit Pay, listAt: "+1d" }
  - { project: Demo Finance, endAt: "+10m" }
  - { project: Demo Finance, totalSupply: 100 }
  - { project: Sandbox Chain, lotteryAt: "+1d" }
`),
    ).toEqual([
      'ieoProjects[0].project: no IEO project named "Demo Fin" (known: Sandbox Chain, Demo Finance, Orbit Pay)',
      'ieoProjects[1].project: Orbit Pay has drawn already: its calendar is history',
      // Demo Finance opens 5 days after the clock; Sandbox Chain closes then.
      'ieoProjects[2].endAt: +10m (2026-12-01T09:40:00.000Z) is not after startAt 2026-12-06T09:30:00.000Z: a project closes after it opens',
      'ieoProjects[3].project: Demo Finance is changed by ieoProjects[2] already: one change a project',
      'ieoProjects[4].lotteryAt: +1d (2026-12-02T09:30:00.000Z) is before endAt 2026-12-06T09:30:00.000Z: the draw comes once the subscription has closed',
    ]);
    // A field the file did not move is named by the one it did: the later of two it moved.
    expect(
      await refused(`  - { project: Sandbox Chain, startAt: "+20d" }
  - { project: Demo Finance, lotteryAt: "2026-12-15T09:30:00Z", payUntil: "2026-12-15T09:30:00Z", listAt: "+13d" }
`),
    ).toEqual([
      'ieoProjects[0].startAt: +20d (2026-12-21T09:30:00.000Z) is not before endAt 2026-12-06T09:30:00.000Z: a project closes after it opens',
      'ieoProjects[1].payUntil: 2026-12-15T09:30:00Z (2026-12-15T09:30:00.000Z) is not after lotteryAt 2026-12-15T09:30:00Z (2026-12-15T09:30:00.000Z): the winners pay after the draw',
      'ieoProjects[1].listAt: +13d (2026-12-14T09:30:00.000Z) is before payUntil 2026-12-15T09:30:00Z (2026-12-15T09:30:00.000Z): the paid tokens are delivered once the payment has closed',
    ]);
    // A subscription is applied in the project's new window: closed an hour before the clock, it is refused by apply's own rule.
    const closed = `${USERS}ieoProjects:\n  - { project: Demo Finance, startAt: "-3d", endAt: "-1h" }\nieoSubscriptions:\n  - { user: kim, project: Demo Finance, amount: 100 }\n`;
    expect(problemsOf(await load('closed.yaml', closed))).toEqual(['ieoSubscriptions[0]: Subscription is open from 2026-11-28 17:30:00 to 2026-12-01 16:30:00']);
    // A merged file adds to the catalogue as it is.
    expect(problemsOf(await load('merged.yaml', `users:\n  - { account: mia }\nieoProjects:\n  - ${DRAW_DAY}\n`, true))).toEqual([
      "ieoProjects: a merged file adds to the sandbox's catalogue as it is: its IEO projects stay",
    ]);
    expect(await stateDump(app.api.db)).toEqual(before);
  });
});
