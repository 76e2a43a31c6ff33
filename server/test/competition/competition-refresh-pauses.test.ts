import { afterEach, beforeEach, expect, test } from 'vitest';
import { markReplaced } from '@sandbox/prisma';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { competitionAccount, post, reconcile } from '../../src/ledger/index.ts';
import { BalanceLogType } from '../../src/ledger/types.ts';
import { createCompetitionModule } from '../../src/modules/competition/index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import { createCommunityApp, type CommunityUser } from '../community-fixture.ts';
import { registerByEmail, type TestApi } from '../harness.ts';
import { heldAtFirstPause } from '../held-pause.ts';
import { fund } from '../trading-fixture.ts';

/*
 * A ranking refresh pauses between its read, its ranking and its write (board.ts): calls run
 * meanwhile. Alice, bob and carol in a cup of 10000 initial funds, alice up 500 (5 %), bob 1000
 * (10 %), carol even; the refresh is held at its first pause, after its read.
 */
let api: TestApi;
let feed: FakePriceFeed;
let users: Record<'alice' | 'bob' | 'carol', CommunityUser>;
let cup: string;

beforeEach(async () => {
  ({ api, feed } = await createCommunityApp());
  users = { alice: await registerByEmail(api, 'alice@example.com'), bob: await registerByEmail(api, 'bob@example.com'), carol: await registerByEmail(api, 'carol@example.com') };
  // The app's own jobs (started by its first call) stay out: only the refreshes of the test write yields.
  for (const { job } of api.app.clockJobs) await job.stop();
  const opened = await api.qaCall(qaRoutes['community.competitions.create'], { body: { name: 'Cup', entryAmount: '50', fund: '0' } });
  expect(opened.code, opened.message).toBe(200);
  cup = opened.result.id;
  for (const u of Object.values(users)) {
    await fund(api, u.userId, 'spot', '1000');
    expect((await api.call(contract['ext.competitionJoin'], { id: cup }, { token: u.token })).code).toBe(200);
    api.clock.advance(1000);
  }
  await gain(users.alice, '500');
  await gain(users.bob, '1000');
}, 30_000);
afterEach(async () => {
  await api.close();
});

const entryOf = (u: CommunityUser) => api.db.competitionEntry.findUniqueOrThrow({ where: { competitionId_userId: { competitionId: cup, userId: u.userId } } });
async function gain(u: CommunityUser, amount: string) {
  const account = competitionAccount((await entryOf(u)).id);
  await api.db.$transaction((tx) => post(tx, { userId: u.userId, account, currency: 'USDT', type: BalanceLogType.SEED_GRANT, availableDelta: amount }));
}
const stored = async () => Promise.all(Object.values(users).map(async (u) => [(await entryOf(u)).equity, (await entryOf(u)).yieldRate]));

/** A competition module whose refreshes hold at their first pause (held-pause.ts). */
function refreshesHeldAtFirstPause() {
  const { pauses, midway, release } = heldAtFirstPause();
  const competition = createCompetitionModule({
    db: api.db,
    clock: api.clock,
    afterMoneyMove: async () => undefined,
    trading: { feed, positions: { closeAllTx: async () => [], track: () => undefined } },
    pauses,
  });
  return { competitions: competition.competitions, midway, release };
}

test('calls run while a refresh waits after its read: a gain and an exit meanwhile; it ranks what it read and the leaver keeps its exit', async () => {
  const { competitions, midway, release } = refreshesHeldAtFirstPause();
  const ranked = competitions.refreshRanking(cup);
  await midway;
  // Bob gains another 500 and leaves while the refresh holds his figures of before.
  await gain(users.bob, '500');
  const exit = await api.call(contract['ext.competitionExit'], { id: cup }, { token: users.bob.token });
  expect(exit.code, exit.message).toBe(200);
  release();
  expect(await ranked).toBe(3);
  // Alice and carol as the read found them; bob as his exit wrote him (a refresh writes entries still in progress only).
  expect(await stored()).toEqual([
    ['10500', '0.05'],
    ['11500', '0.15'],
    ['10000', '0'],
  ]);
  for (const u of Object.values(users)) expect(await reconcile(api.db, u.userId)).toEqual([]);
});

test('a database replaced during the pause (a scenario load, a snapshot restore) ends the refresh there: nothing ranked, nothing written', async () => {
  const { competitions, midway, release } = refreshesHeldAtFirstPause();
  const ranked = competitions.refreshRanking(cup);
  await midway;
  markReplaced(api.db);
  release();
  expect(await ranked).toBe(0);
  expect(await stored()).toEqual([
    ['10000', '0'],
    ['10000', '0'],
    ['10000', '0'],
  ]);
  // The next refresh ranks the database as it is.
  expect(await competitions.refreshRanking(cup)).toBe(3);
  expect(await stored()).toEqual([
    ['10500', '0.05'],
    ['11000', '0.1'],
    ['10000', '0'],
  ]);
});
