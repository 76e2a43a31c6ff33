import { regionDay, regionDayStart } from '@sandbox/shared/earn';
import { registerFunded } from './trading-fixture.ts';
import { createTestApp, type TestApi } from './harness.ts';

/**
 * Earn-product tests: the real app over a fresh database with USDT at 2 decimals (as
 * the seed has it) and a small catalogue. Fixed-rate products (min = max) give known
 * answers; `arb-range` has a real range for the rate rule.
 */
export async function createProdApp(env: Record<string, string> = {}) {
  const api = await createTestApp(env);
  await api.db.currency.create({ data: { code: 'USDT', name: 'Tether', kind: 1, precision: 2 } });
  const base = { type: 1, currency: 'USDT', cycleDays: 7, dailyRateMin: '0.5', dailyRateMax: '0.5', minAmount: '100', maxAmount: '10000', totalQuota: '100000', status: 1 };
  await api.db.product.createMany({
    data: [
      { ...base, id: 'arb-known', name: 'BTC arbitrage 7 days', dailyRateMin: '0.57', dailyRateMax: '0.57', sort: 1 },
      { ...base, id: 'arb-range', name: 'AI quant 15 days', cycleDays: 15, dailyRateMin: '0.5', dailyRateMax: '0.8', sort: 2 },
      { ...base, id: 'arb-vip', name: 'AI quant VIP 2', levelLimit: 2, sort: 3 },
      { ...base, id: 'arb-limited', name: 'Arbitrage limited', purchaseLimit: 3, sort: 4 },
      { ...base, id: 'arb-last', name: 'Arbitrage last units', minAmount: '10', totalQuota: '1000', soldAmount: '900', sort: 5 },
      { ...base, id: 'arb-closed', name: 'Arbitrage closed', status: -1, sort: 6 },
      { ...base, id: 'debt-1', type: 3, name: 'Harbour logistics bond', cycleDays: 30, dailyRateMin: '0.3', dailyRateMax: '0.3', minAmount: '50', maxAmount: '50000', totalQuota: '200000', issuer: 'Harbour Logistics Ltd', sort: 7 },
      {
        ...base,
        id: 'miner-1',
        type: 2,
        name: 'Antminer S19 XP',
        cycleDays: 3,
        dailyRateMin: '0.35',
        dailyRateMax: '0.35',
        minAmount: '1000',
        maxAmount: '10000',
        unitPrice: '1000',
        totalQuota: '100',
        manufacturer: 'Bitmain',
        hashrate: '140 TH/s',
        powerConsumption: '3010 W',
        size: '400 x 195 x 290 mm',
        weight: '14.2 kg',
        temperature: '5-45 °C',
        humidity: '10-90 %',
        network: 'Ethernet',
        sort: 8,
      },
    ],
  });
  return api;
}

export type ProdUser = { token: string; userId: string };

export const fundedUser = (api: TestApi, email: string, amount = '100000'): Promise<ProdUser> => registerFunded(api, email, [['spot', amount]]);

/** Everything an earn-product refusal must leave as it was. */
export async function prodState(api: TestApi, userId: string) {
  const [balances, logs, orders, products] = await Promise.all([
    api.db.balance.findMany({ where: { userId }, orderBy: [{ account: 'asc' }, { currency: 'asc' }], select: { account: true, currency: true, available: true, frozen: true } }),
    api.db.balanceLog.count({ where: { userId } }),
    api.db.productOrder.count(),
    api.db.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, soldAmount: true, status: true } }),
  ]);
  return { balances, logs, orders, products };
}

/** Moves the sandbox clock to noon region time of the next region day: a few milliseconds of test never cross a day boundary by themselves. */
export function toNoonRegionTime(api: TestApi): void {
  const now = api.clock.now();
  api.clock.advance(regionDayStart(regionDay(now) + 1).getTime() + 43_200_000 - now.getTime());
}
