import { afterEach, beforeEach, expect, test } from 'vitest';
import { content as contentApi, contract, toRegionTime } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { createIeoApp, DAY, HOUR, ieoUser, project, type IeoUser } from '../ieo-fixture.ts';

const { NOTICE_KIND } = contentApi;
let api: TestApi;
let alice: IeoUser;
let bob: IeoUser;

beforeEach(async () => {
  api = await createIeoApp();
  alice = await ieoUser(api, 'alice@example.com');
  bob = await ieoUser(api, 'bob@example.com');
});
afterEach(async () => {
  for (const u of [alice, bob]) expect(await reconcile(api.db, u.userId)).toEqual([]);
  await api.close();
});

const apply = (projectId: string, quantity: string, user: IeoUser) => api.call(contract['ioe.apply'], { projectId, quantity }, { token: user.token });
/** A pass, then three at once: each calendar step must be told once however many passes run. */
const passes = async () => {
  await api.qaCall(qaRoutes['ieo.run']);
  await Promise.all([1, 2, 3].map(() => api.qaCall(qaRoutes['ieo.run'])));
};
/** The user's notices about one subscription, oldest first, as the notifications list shows them. */
async function noticesOf(user: IeoUser, refId: string) {
  const res = await api.call(contract['content.noticeMyList'], { pageSize: 100 }, { token: user.token });
  return res.result.records.filter((r) => r.refId === refId).reverse().map((r) => [r.kind, r.title, r.content]);
}
const p = (text: string) => `<p>${text}</p>\n`;

test('won, paid and delivered; won, unpaid and lapsed: one notice per step however many passes', async () => {
  const p1 = await project(api, 'p1', { totalSupply: '150' });
  const a = (await apply('p1', '100', alice)).result;
  const b = (await apply('p1', '200', bob)).result;
  const deadline = toRegionTime(p1.payUntil!);
  api.clock.advance(DAY + HOUR);
  await passes();
  // 150 of 300 asked, pro rata: 50 and 100; at 0.045 that is 2.25 and 4.5 USDT.
  expect(await noticesOf(alice, a.id)).toEqual([
    [NOTICE_KIND.IEO_WON, 'You won in the IEO draw', p(`You won 50 SBX in the Project p1 draw. Pay 2.25 USDT by ${deadline} to receive the tokens at listing; an unpaid allocation lapses.`)],
  ]);
  expect((await api.call(contract['ioe.pay'], { orderId: a.id }, { token: alice.token })).code).toBe(200);
  api.clock.advance(DAY);
  await passes();
  expect((await noticesOf(bob, b.id)).map(([kind, , body]) => [kind, body])).toEqual([
    [NOTICE_KIND.IEO_WON, expect.stringContaining('You won 100 SBX')],
    [NOTICE_KIND.IEO_LAPSED, p(`Your allocation of 100 SBX in Project p1 was not paid by ${deadline} and has lapsed. Nothing has been charged.`)],
  ]);
  api.clock.advance(DAY);
  await passes();
  expect((await noticesOf(alice, a.id)).map(([kind, , body]) => [kind, body])).toEqual([
    [NOTICE_KIND.IEO_WON, expect.any(String)],
    [NOTICE_KIND.IEO_DELIVERED, p('Project p1 is listed: 50 SBX have been credited to your spot account.')],
  ]);
  // Bob paid nothing and receives nothing: no delivery notice.
  expect((await noticesOf(bob, b.id)).map(([kind]) => kind)).toEqual([NOTICE_KIND.IEO_WON, NOTICE_KIND.IEO_LAPSED]);
});

test('a lottery with one lot for two: the winner and the loser are each told once', async () => {
  await project(api, 'p2', { totalSupply: '100', allocation: 'lottery' });
  const a = (await apply('p2', '100', alice)).result;
  const b = (await apply('p2', '100', bob)).result;
  api.clock.advance(DAY + HOUR);
  await passes();
  const aliceKinds = (await noticesOf(alice, a.id)).map(([k]) => k);
  const bobKinds = (await noticesOf(bob, b.id)).map(([k]) => k);
  expect([aliceKinds, bobKinds].sort()).toEqual([[NOTICE_KIND.IEO_WON], [NOTICE_KIND.IEO_NOT_WON]].sort());
  const [loserUser, loserOrder] = aliceKinds[0] === NOTICE_KIND.IEO_NOT_WON ? [alice, a] : [bob, b];
  expect(await noticesOf(loserUser, loserOrder.id)).toEqual([
    [NOTICE_KIND.IEO_NOT_WON, 'IEO draw result: not won', p('Your application for 100 SBX in Project p2 was not drawn. Nothing has been charged.')],
  ]);
});
