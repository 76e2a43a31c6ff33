/**
 * A fake earn server for the earn screens' tests: the catalogue, one product, the caller's
 * orders and totals, the spot balances and currencies, and the two purchases, answered the
 * way modules/earn answers them (the purchase debits spot and adds the order first in the list).
 * `serveEarn` answers the faked transport (test/fakes.ts) with one.
 */

import { serve } from './fakes.ts';
import { currencyFixture, envelopeOf, NO_TROUBLE, pageOf, spotBalances, takeFailure, type FakeServerControls, type Row } from './fixtures.ts';

export const product = (over: Row = {}): Row => ({
  id: 'p-arb',
  type: 1,
  name: 'AI Arbitrage 7 days',
  description: '',
  imageUrl: null,
  currency: 'USDT',
  cycleDays: 7,
  dailyRateMin: '0.5',
  dailyRateMax: '0.8',
  minAmount: '100',
  maxAmount: '10000',
  unitPrice: null,
  levelLimit: 1,
  purchaseLimit: 2,
  totalQuota: '100000',
  soldQuota: '40000',
  status: 1,
  miner: null,
  createdAt: '2026-01-01 08:00:00',
  ...over,
});

/** What the list card and the detail screen show of `product()`, by test id. */
export const PRODUCT_FACTS = {
  'rate-range': '0.5% - 0.8%',
  cycle: '7 days',
  'amount-range': '100.00 - 10,000.00 USDT',
  'level-limit': 'VIP1 and above',
  'purchase-limit': '2 orders per user',
  // 100000 - 40000 sold.
  remaining: '60,000.00 USDT',
};

export const miner = (over: Row = {}): Row =>
  product({
    id: 'p-miner',
    type: 2,
    name: 'Antminer S21 (hosted)',
    cycleDays: 180,
    dailyRateMin: '0.3',
    dailyRateMax: '0.35',
    minAmount: '0',
    maxAmount: '30000',
    unitPrice: '3000',
    levelLimit: 0,
    purchaseLimit: 0,
    totalQuota: '50',
    soldQuota: '12',
    miner: {
      manufacturer: 'Bitmain',
      hashrate: '200 TH/s',
      powerConsumption: '3500 W',
      size: '400 x 195 x 290 mm',
      weight: '15.4 kg',
      temperature: '0-40 °C',
      humidity: '10-90 % RH',
      network: 'Ethernet',
    },
    ...over,
  });

export const debt = (over: Row = {}): Row =>
  product({
    id: 'p-debt',
    type: 3,
    name: 'Solar Farm Bond',
    description: 'Issued by Sandbox Solar Ltd. (fictional)',
    cycleDays: 90,
    dailyRateMin: '0.15',
    dailyRateMax: '0.15',
    minAmount: '100',
    maxAmount: '100000',
    levelLimit: 0,
    purchaseLimit: 0,
    totalQuota: '1000000',
    soldQuota: '235000',
    ...over,
  });

export const order = (over: Row = {}): Row => ({
  id: 'o1',
  orderNo: 'PO2026011000001',
  productId: 'p-arb',
  productName: 'AI Arbitrage 7 days',
  productType: 1,
  currency: 'USDT',
  amount: '1234.56',
  quantity: 1,
  dailyRate: '0.6',
  cycleDays: 7,
  remainingDays: 7,
  todayIncome: '0',
  totalIncome: '0',
  status: 1,
  startTime: '2026-01-11 04:00:00',
  endTime: '2026-01-18 00:00:00',
  createdAt: '2026-01-11 04:00:00',
  ...over,
});

/** Its `failNext` fails the next list, detail or orders answer; `refuse` refuses a purchase. */
export interface FakeEarnServer extends FakeServerControls {
  products: Row[];
  orders: Row[];
  balances: Record<string, string>;
  stat: Row;
  nextOrderId: number;
}

export function fakeEarnServer(over: Partial<FakeEarnServer> = {}): FakeEarnServer {
  return {
    products: [product(), miner(), debt()],
    orders: [],
    balances: { USDT: '5000' },
    stat: { currency: 'USDT', hostedAmount: '0', todayIncome: '0', totalIncome: '0', runningCount: 0, orderCount: 0 },
    nextOrderId: 100,
    ...NO_TROUBLE,
    ...over,
  };
}

function answerGet(server: FakeEarnServer, path: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const fail = () => {
    const message = takeFailure(server);
    return message ? Promise.reject(new Error(message)) : null;
  };
  switch (path) {
    case '/set/appCurrencySet/getCurrencyList':
      return Promise.resolve([currencyFixture('USDT', 2), currencyFixture('BTC', 8)]);
    case '/finance/appWallet/queryUserBalance':
      return Promise.resolve(spotBalances(server.balances));
    case '/prod/appProductInfo/list': {
      const failed = fail();
      if (failed) return failed;
      const type = params.type === undefined ? undefined : Number(params.type);
      return Promise.resolve(pageOf(server.products.filter((p) => type === undefined || p.type === type), params, 20));
    }
    case '/prod/appProductInfo/queryById': {
      const failed = fail();
      if (failed) return failed;
      const found = server.products.find((p) => p.id === params.id);
      return found ? Promise.resolve(found) : Promise.reject(new Error('The product does not exist'));
    }
    case '/prod/appProductOrder/listMy': {
      const failed = fail();
      if (failed) return failed;
      const type = params.productType === undefined ? undefined : Number(params.productType);
      const status = params.status === undefined ? undefined : Number(params.status);
      const rows = server.orders.filter((o) => (type === undefined || o.productType === type) && (status === undefined || o.status === status));
      return Promise.resolve(pageOf(rows, params, 20));
    }
    case '/prod/appProductOrder/orderStat':
      return Promise.resolve(server.stat);
    default:
      return Promise.reject(new Error(`unexpected GET ${path}`));
  }
}

function answerPost(server: FakeEarnServer, path: string, body: Record<string, unknown>): Promise<unknown> {
  if (server.refuse) return Promise.reject(new Error(server.refuse));
  const p = server.products.find((x) => x.id === body.productId);
  if (!p) return Promise.reject(new Error('The product does not exist'));
  let amount: string;
  let quantity = 1;
  if (path === '/prod/appProductOrder/minerBuy') {
    quantity = Number(body.quantity);
    amount = String(Number(p.unitPrice) * quantity);
  } else if (path === '/prod/appProductOrder/debitBuy') {
    amount = String(body.amount);
  } else {
    return Promise.reject(new Error(`unexpected POST ${path}`));
  }
  server.balances.USDT = String(Number(server.balances.USDT) - Number(amount));
  const created = order({
    id: `o${server.nextOrderId++}`,
    productId: p.id,
    productName: p.name,
    productType: p.type,
    amount,
    quantity,
    dailyRate: p.dailyRateMin,
    cycleDays: p.cycleDays,
    remainingDays: p.cycleDays,
  });
  server.orders.unshift(created);
  return Promise.resolve(created);
}

/** A fake earn server (`over` on the defaults) answering the transport's GET, POST and raw GET; returns it. */
export function serveEarn(over: Partial<FakeEarnServer> = {}): FakeEarnServer {
  const server = fakeEarnServer(over);
  serve({
    get: (path, params?: Row) => answerGet(server, path, params),
    post: (path, body: Row) => answerPost(server, path, body),
    // The product detail the purchase screens read with the server's time.
    raw: (path, config?: { params?: Row }) => envelopeOf(server, () => answerGet(server, path, config?.params)),
  });
  return server;
}
