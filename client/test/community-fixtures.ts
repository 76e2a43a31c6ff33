/**
 * A fake community server for the team, level, welfare and competition screens' tests,
 * answering the contract's paths the way modules/team, vip and competition answer them.
 * `serveCommunity` answers the faked transport (test/fakes.ts) with one.
 */
import { serve } from './fakes.ts';
import { currencyFixture, NO_TROUBLE, pageOf, takeFailure, type FakeServerControls, type Row } from './fixtures.ts';

export const member = (over: Row = {}): Row => ({
  id: 'm1',
  account: 'bo***@example.com',
  level: 1,
  depth: 1,
  recharged: true,
  joinedAt: '2026-01-05 10:00:00',
  ...over,
});

export const LEVELS: Row[] = [
  ['0', '0', '0'],
  ['1000', '2', '10'],
  ['5000', '8', '38'],
  ['20000', '25', '128'],
  ['50000', '60', '288'],
  ['200000', '200', '888'],
  ['500000', '500', '1888'],
].map(([minTotalAssets, weeklyRedEnvelope, upgradeBonus], level) => ({
  level,
  name: `VIP${level}`,
  minTotalAssets,
  weeklyRedEnvelope,
  upgradeBonus,
  benefits: level === 0 ? [] : ['vip.benefit.weeklyRedEnvelope', 'vip.benefit.upgradeBonus'].slice(0, level),
}));

export const reward = (over: Row = {}): Row => ({
  id: 'r1',
  type: 1,
  level: 1,
  period: '2026-01-12',
  currency: 'USDT',
  amount: '2',
  state: 0,
  createdAt: '2026-01-12 00:00:00',
  claimedAt: null,
  expiresAt: '2026-02-11 00:00:00',
  ...over,
});

export const competition = (over: Row = {}): Row => ({
  id: 'c1',
  name: 'January trading cup',
  description: 'Highest yield wins',
  currency: 'USDT',
  entryAmount: '100',
  prizePool: '5000',
  participantCount: 12,
  startTime: '2026-01-10 00:00:00',
  endTime: '2026-01-20 00:00:00',
  status: 1,
  rewards: [
    { rankFrom: 1, rankTo: 1, reward: '1000' },
    { rankFrom: 2, rankTo: 5, reward: '200' },
  ],
  joined: false,
  ...over,
});

export const entry = (over: Row = {}): Row => ({
  id: 'e1',
  competitionId: 'c1',
  competitionName: 'January trading cup',
  currency: 'USDT',
  frozenAmount: '100',
  rank: 3,
  yield: '12.5',
  reward: null,
  status: 1,
  joinTime: '2026-01-11 09:00:00',
  exitTime: null,
  ...over,
});

/** Its `failNext` fails the next GET; `refuse` refuses a POST. */
export interface FakeCommunityServer extends FakeServerControls {
  team: Row;
  members: Row[];
  levels: Row;
  rewards: Row[];
  competitions: Row[];
  ranking: Row[];
  entries: Row[];
  balance: number;
}

export function fakeCommunityServer(over: Partial<FakeCommunityServer> = {}): FakeCommunityServer {
  return {
    team: {
      inviteCode: 'AB12CD',
      inviteLink: 'http://localhost/#/register?inviteCode=AB12CD',
      teamSize: 3,
      directCount: 2,
      newToday: 1,
      rechargedCount: 2,
      teamIncome: '150.129',
    },
    members: [member(), member({ id: 'm2', account: '138****5678', depth: 2, level: 0, recharged: false, joinedAt: '2026-01-06 11:30:00' })],
    levels: { currentLevel: 1, totalAssets: '3000', nextLevelAssets: '5000', levels: LEVELS },
    rewards: [],
    competitions: [competition()],
    ranking: [],
    entries: [],
    balance: 1000,
    ...NO_TROUBLE,
    ...over,
  };
}

const sum = (rows: Row[]) => String(rows.reduce((n, r) => n + Number(r.amount), 0));

function answerGet(server: FakeCommunityServer, path: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const failure = takeFailure(server);
  if (failure) return Promise.reject(new Error(failure));
  const page = (rows: Row[]) => pageOf(rows, params, 20);
  switch (path) {
    case '/set/appCurrencySet/getCurrencyList':
      return Promise.resolve([currencyFixture('USDT', 2)]);
    case '/marketing/myTeam':
      return Promise.resolve({ ...server.team, members: page(server.members) });
    case '/user/appLevels/list':
      return Promise.resolve(server.levels);
    case '/ext/welfare/list': {
      const state = params.state === undefined ? undefined : Number(params.state);
      const rows = server.rewards.filter((r) => state === undefined || r.state === state);
      const claimable = server.rewards.filter((r) => r.state === 0);
      return Promise.resolve({
        claimableCount: claimable.length,
        claimableAmount: sum(claimable),
        receivedAmount: sum(server.rewards.filter((r) => r.state === 1)),
        rewards: page(rows),
      });
    }
    case '/ext/competition/list': {
      const status = params.status === undefined ? undefined : Number(params.status);
      return Promise.resolve(page(server.competitions.filter((c) => status === undefined || c.status === status)));
    }
    case '/ext/competition/detail': {
      const found = server.competitions.find((c) => c.id === params.id);
      if (!found) return Promise.reject(new Error('The competition does not exist'));
      const mine = server.entries.find((e) => e.competitionId === found.id) ?? null;
      return Promise.resolve({ competition: found, ranking: server.ranking, myEntry: mine });
    }
    case '/ext/competition/listMy':
      return Promise.resolve(page(server.entries));
    default:
      return Promise.reject(new Error(`unexpected GET ${path}`));
  }
}

function answerPost(server: FakeCommunityServer, path: string, body: Record<string, unknown>): Promise<unknown> {
  if (server.refuse) return Promise.reject(new Error(server.refuse));
  if (path === '/ext/welfare/claim') {
    const found = server.rewards.find((r) => r.id === body.id);
    if (!found || found.state !== 0) return Promise.reject(new Error('This reward cannot be claimed'));
    found.state = 1;
    found.claimedAt = '2026-01-13 08:00:00';
    server.balance += Number(found.amount);
    return Promise.resolve(found);
  }
  const c = server.competitions.find((x) => x.id === body.id);
  if (!c) return Promise.reject(new Error('The competition does not exist'));
  if (path === '/ext/competition/join') {
    const created = entry({ id: `e-${String(c.id)}`, competitionId: c.id, competitionName: c.name, frozenAmount: c.entryAmount, rank: null, yield: '0', status: c.status });
    server.entries.unshift(created);
    c.joined = true;
    c.participantCount = Number(c.participantCount) + 1;
    server.balance -= Number(c.entryAmount);
    return Promise.resolve(created);
  }
  if (path === '/ext/competition/exit') {
    const found = server.entries.find((e) => e.competitionId === c.id);
    if (!found) return Promise.reject(new Error('You do not take part'));
    found.status = -3;
    found.exitTime = '2026-01-12 10:00:00';
    c.participantCount = Number(c.participantCount) - 1;
    server.balance += Number(c.entryAmount);
    return Promise.resolve(found);
  }
  return Promise.reject(new Error(`unexpected POST ${path}`));
}

/** A fake community server (`over` on the defaults) answering the transport's GET and POST; returns it. */
export function serveCommunity(over: Partial<FakeCommunityServer> = {}): FakeCommunityServer {
  const server = fakeCommunityServer(over);
  serve({ get: (path, params?: Row) => answerGet(server, path, params), post: (path, body: Row) => answerPost(server, path, body) });
  return server;
}
