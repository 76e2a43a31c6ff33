import { contract } from '@sandbox/shared';
import { FakePriceFeed } from './fake-price-feed.ts';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

/** VIP levels as the seed has them (scripts/src/scenarios/reference-data.ts). */
export const VIP_LEVELS = [
  { level: 0, name: 'VIP0', minAssets: '0', weeklyRedEnvelope: '0', upgradeBonus: '0' },
  { level: 1, name: 'VIP1', minAssets: '1000', weeklyRedEnvelope: '2', upgradeBonus: '10' },
  { level: 2, name: 'VIP2', minAssets: '5000', weeklyRedEnvelope: '8', upgradeBonus: '38' },
  { level: 3, name: 'VIP3', minAssets: '20000', weeklyRedEnvelope: '25', upgradeBonus: '128' },
  { level: 4, name: 'VIP4', minAssets: '50000', weeklyRedEnvelope: '60', upgradeBonus: '288' },
  { level: 5, name: 'VIP5', minAssets: '200000', weeklyRedEnvelope: '200', upgradeBonus: '888' },
  { level: 6, name: 'VIP6', minAssets: '500000', weeklyRedEnvelope: '500', upgradeBonus: '1888' },
];

/**
 * Community tests: the real app over a fresh database with USDT (2 decimals) and BTC
 * (8 decimals, live at 50000 USDT on a fake feed), the seed's VIP levels and the
 * seed's referral rule (10 %, 5 %, 2 %).
 */
export async function createCommunityApp() {
  const feed = new FakePriceFeed().set('BTCUSDT', '50000');
  const api = await createTestApp({}, undefined, { priceFeed: feed });
  await api.db.currency.createMany({
    data: [
      { code: 'USDT', name: 'Tether USD', kind: 1, precision: 2, usdPrice: '1', sort: 1 },
      { code: 'BTC', name: 'Bitcoin', kind: 1, precision: 8, sort: 2 },
    ],
  });
  await api.db.vipLevel.createMany({ data: VIP_LEVELS.map((v) => ({ ...v, benefits: JSON.stringify(v.level ? ['vip.benefit.weeklyRedEnvelope'] : []) })) });
  await api.db.systemSetting.create({ data: { key: 'referral.commissionRates', value: '["0.1","0.05","0.02"]', isPublic: false } });
  return { api, feed };
}

export type CommunityUser = Awaited<ReturnType<typeof registerByEmail>>;

/** A deposit under review, approved through the QA API as a reviewer would. */
export async function approvedDeposit(api: TestApi, userId: string, amount: string, currency = 'USDT') {
  const no = `R${Math.random().toString(36).slice(2, 12)}`;
  const r = await api.db.recharge.create({ data: { orderNo: no, userId, currency, network: 'TRC20', amount } });
  const res = await api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: r.id } });
  if (res.code !== 200) throw new Error(`approve failed: ${res.message}`);
  return r.id;
}

export const myTeam = (api: TestApi, user: CommunityUser, pageNo = 1, pageSize = 10) =>
  api.call(contract['marketing.myTeam'], { pageNo, pageSize }, { token: user.token });
