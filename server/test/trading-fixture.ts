import { afterEach, beforeEach, expect } from 'vitest';
import { contract } from '@sandbox/shared';
import { buildTiers, BTC_BRACKETS, ETH_BRACKETS } from '../../scripts/src/scenarios/tiers.ts';
import { credit } from '../src/ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../src/ledger/types.ts';
import { FakePriceFeed } from './fake-price-feed.ts';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';

/**
 * Trade tests: the real app with a fake PriceFeed, and the reference data the
 * engine reads (symbols with Binance's tiers, fees, second-contract periods,
 * flash pairs, the demo balance setting). Users are funded through the ledger.
 */
export async function createTradeApp() {
  const feed = new FakePriceFeed().set('BTCUSDT', '10000').set('ETHUSDT', '2000');
  const api = await createTestApp({}, undefined, { priceFeed: feed });
  await seedTradeReference(api);
  await api.app.ready();
  return { api, feed };
}

export async function seedTradeReference(api: TestApi) {
  const symbol = (base: string, tiers: ReturnType<typeof buildTiers>, sort: number) => ({
    symbol: `${base}/USDT`,
    base,
    quote: 'USDT',
    category: 'crypto',
    name: base,
    pricePrecision: 2,
    quantityPrecision: 3,
    minQuantity: '0.001',
    maxLeverage: tiers[0]!.maxLeverage,
    maintenanceTiers: JSON.stringify(tiers),
    takerFeeRate: '0.0005',
    makerFeeRate: '0.0002',
    startPrice: '10000',
    volatility: '0.6',
    sort,
  });
  await api.db.tradingSymbol.createMany({ data: [symbol('BTC', buildTiers(BTC_BRACKETS), 1), symbol('ETH', buildTiers(ETH_BRACKETS), 2)] });
  await api.db.systemSetting.createMany({
    data: [
      { key: 'trade.takerFeeRate', value: '0.0005' },
      { key: 'demo.initialBalance', value: '100000' },
    ],
  });
  await api.db.currency.createMany({
    data: [
      { code: 'USDT', name: 'Tether', kind: 1, precision: 8 },
      { code: 'BTC', name: 'Bitcoin', kind: 1, precision: 8 },
    ],
  });
  await api.db.secondContractSetting.createMany({
    data: [
      { id: 'sc-30', period: 30, payoutRate: '0.8', minAmount: '10', maxAmount: '10000', sort: 1 },
      { id: 'sc-60', period: 60, payoutRate: '0.85', minAmount: '10', maxAmount: '20000', sort: 2 },
    ],
  });
  await api.db.flashExchangeSetting.createMany({
    data: [
      { fromCurrency: 'USDT', toCurrency: 'BTC', feeRate: '0.001', minAmount: '10', maxAmount: '100000', sort: 1 },
      { fromCurrency: 'BTC', toCurrency: 'USDT', feeRate: '0.001', minAmount: '0.0001', maxAmount: '100', sort: 2 },
    ],
  });
}

export async function fund(api: TestApi, userId: string, account: BalanceAccount, amount: string, currency = 'USDT') {
  await api.db.$transaction((tx) => credit(tx, { userId, account, currency, amount, type: BalanceLogType.SEED_GRANT }));
}

export async function balanceOf(api: TestApi, userId: string, account: BalanceAccount, currency = 'USDT') {
  const row = await api.db.balance.findUnique({ where: { userId_account_currency: { userId, account, currency } } });
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** Everything money-related of a user, to assert "nothing changed". */
export async function moneyState(api: TestApi, userId: string) {
  const [balances, logs, positions, seconds, flashes] = await Promise.all([
    api.db.balance.findMany({ where: { userId }, orderBy: [{ account: 'asc' }, { currency: 'asc' }], select: { account: true, currency: true, available: true, frozen: true } }),
    api.db.balanceLog.count({ where: { userId } }),
    api.db.position.findMany({ where: { userId }, orderBy: { id: 'asc' } }),
    api.db.secondContractOrder.count({ where: { userId } }),
    api.db.flashExchange.count({ where: { userId } }),
  ]);
  return { balances, logs, positions, seconds, flashes };
}

export async function registerFunded(api: TestApi, email: string, grants: [BalanceAccount, string, string?][]) {
  const user = await registerByEmail(api, email);
  for (const [account, amount, currency] of grants) await fund(api, user.userId, account, amount, currency);
  return user;
}

export type TradeUser = Awaited<ReturnType<typeof registerFunded>>;
export interface TradeTestApp<N extends string> {
  api: TestApi;
  feed: FakePriceFeed;
  users: Record<N, TradeUser>;
}

/**
 * The trade tests' setup, one per test: before each test a fresh app (createTradeApp) with the
 * named users registered as `<name>@example.com` and funded through the ledger, handed to
 * `ready`; after each test the app closes. Shared by the trade and competition-trading tests.
 */
export function useTradeApp<N extends string>(grants: Record<N, [BalanceAccount, string, string?][]>, ready: (app: TradeTestApp<N>) => void): void {
  let opened: TestApi | undefined;
  beforeEach(async () => {
    const { api, feed } = await createTradeApp();
    opened = api;
    const users = {} as Record<N, TradeUser>;
    for (const name of Object.keys(grants) as N[]) users[name] = await registerFunded(api, `${name}@example.com`, grants[name]);
    ready({ api, feed, users });
  }, 30_000);
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });
}

/** Opens a position through the API (trade.positionCreate) and expects it to open. */
export async function openPosition(api: TestApi, body: object, token: string) {
  const res = await api.send(contract['trade.positionCreate'], body, { token });
  expect(res.code, res.message).toBe(200);
  return res.result;
}
