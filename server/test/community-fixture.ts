import { contract } from '@sandbox/shared';
import { VIP_LEVELS } from '../../scripts/src/scenarios/reference-data.ts';
import { FakePriceFeed } from './fake-price-feed.ts';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

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
