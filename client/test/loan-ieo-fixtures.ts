/**
 * A fake loan and IEO server for the credit and IEO screens' tests (issue 14), answering the
 * way modules/loan and modules/ieo do: the account, the offers and the IEO projects (raw
 * envelopes whose timestamp is the sandbox clock, `clockAheadMs` from the device's), the caller's
 * loans, apply (the loan first in the list, pending review), repay (repaid, dueAmount null), the
 * IEO subscriptions, apply, pay and the draw data, plus the spot balances, currencies and the
 * signature upload. `serveLoan` answers the faked transport (test/fakes.ts) with one.
 */
import { serve } from './fakes.ts';
import { currencyFixture, envelopeOf, NO_TROUBLE, pageOf, spotBalances, takeFailure, type FakeServerControls, type Row } from './fixtures.ts';

export const loanSet = (over: Row = {}): Row => ({
  id: 'demo-loan-credit-7',
  type: 1,
  name: 'Credit loan 7 days',
  currency: 'USDT',
  days: 7,
  dailyRate: '0.1',
  minAmount: '100',
  maxAmount: '2000',
  maxAmountKyc: '20000',
  pledgeCurrency: null,
  pledgeRate: null,
  requiresKyc: true,
  ...over,
});

export const pledgeSet = (over: Row = {}): Row =>
  loanSet({
    id: 'demo-loan-pledge-btc',
    type: 2,
    name: 'BTC pledge loan 30 days',
    days: 30,
    dailyRate: '0.05',
    minAmount: '100',
    maxAmount: '100000',
    maxAmountKyc: '500000',
    pledgeCurrency: 'BTC',
    pledgeRate: '150',
    requiresKyc: false,
    ...over,
  });

export const loan = (over: Row = {}): Row => ({
  id: 'l1',
  orderNo: 'LN2026011100001',
  setId: 'demo-loan-credit-7',
  type: 1,
  currency: 'USDT',
  amount: '1234.56',
  days: 7,
  dailyRate: '0.1',
  totalInterest: '8.64',
  pledgeCurrency: null,
  pledgeAmount: null,
  signatureUrl: '/api/sys/common/file/9',
  status: 0,
  remark: null,
  startTime: null,
  endTime: null,
  repaidAt: null,
  createdAt: '2026-01-11 04:00:00',
  dueAmount: null,
  ltv: null,
  marginCall: false,
  ...over,
});

export const project = (over: Row = {}): Row => ({
  id: 'demo-ieo-sbx',
  name: 'Sandbox Chain',
  currency: 'SBX',
  iconUrl: null,
  description: 'A fictional layer-1 chain issued for demonstration.',
  quoteCurrency: 'USDT',
  estimatedPrice: '0.05',
  winningPrice: null,
  totalSupply: '10000000',
  minQuantity: '100',
  maxQuantity: '100000',
  subscribeStart: '2026-01-09 04:00:00',
  subscribeEnd: '2026-01-16 04:00:00',
  drawTime: '2026-01-17 04:00:00',
  payDeadline: '2026-01-19 04:00:00',
  listingTime: '2026-01-21 04:00:00',
  status: 1,
  myAppliedQuantity: '0',
  requiredKycLevel: 1,
  allocation: 'proRata',
  seedHash: 'a'.repeat(64),
  seed: null,
  ...over,
});

export const ieoOrder = (over: Row = {}): Row => ({
  id: 'io1',
  orderNo: 'IEO2026011100001',
  projectId: 'demo-ieo-sbx',
  projectName: 'Sandbox Chain',
  currency: 'SBX',
  quoteCurrency: 'USDT',
  quantity: '2000',
  wonQuantity: null,
  price: null,
  amount: null,
  status: 1,
  createdAt: '2026-01-11 04:00:00',
  drawnAt: null,
  paidAt: null,
  ...over,
});

/** Its `failNext` fails the next list answer (the offers' too); `refuse` refuses a POST. */
export interface FakeLoanServer extends FakeServerControls {
  info: Row;
  sets: Row[];
  loans: Row[];
  projects: Row[];
  orders: Row[];
  draw: Row | null;
  balances: Record<string, string>;
  nextId: number;
}

export function fakeLoanServer(over: Partial<FakeLoanServer> = {}): FakeLoanServer {
  return {
    info: {
      currency: 'USDT',
      creditLimit: '2000',
      usedLimit: '500',
      availableLimit: '1500',
      outstandingPrincipal: '500',
      outstandingInterest: '1.5',
      creditScore: 600,
      activeCount: 1,
    },
    sets: [loanSet(), pledgeSet()],
    loans: [],
    projects: [project()],
    orders: [],
    draw: null,
    balances: { USDT: '5000', BTC: '1' },
    nextId: 100,
    ...NO_TROUBLE,
    ...over,
  };
}

function answerGet(server: FakeLoanServer, path: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const page = (rows: Row[]) => pageOf(rows, params, 20);
  switch (path) {
    case '/set/appCurrencySet/getCurrencyList':
      return Promise.resolve([currencyFixture('USDT', 2), currencyFixture('BTC', 8)]);
    case '/finance/appWallet/queryUserBalance':
      return Promise.resolve(spotBalances(server.balances));
    case '/prod/appLoanOrder/myLoanInfo':
      return Promise.resolve(server.info);
    case '/prod/appLoanSet/list':
      return Promise.resolve(server.sets);
    case '/prod/appLoanOrder/listMy': {
      const message = takeFailure(server);
      if (message) return Promise.reject(new Error(message));
      const status = params.status === undefined ? undefined : Number(params.status);
      return Promise.resolve(page(server.loans.filter((l) => status === undefined || l.status === status)));
    }
    case '/prod/appProdIoe/listMy': {
      const message = takeFailure(server);
      if (message) return Promise.reject(new Error(message));
      const status = params.status === undefined ? undefined : Number(params.status);
      return Promise.resolve(page(server.projects.filter((p) => status === undefined || p.status === status)));
    }
    case '/prod/appOrderIoe/listMy': {
      const status = params.status === undefined ? undefined : Number(params.status);
      return Promise.resolve(page(server.orders.filter((o) => status === undefined || o.status === status)));
    }
    case '/ext/ieo/draw':
      return server.draw ? Promise.resolve(server.draw) : Promise.reject(new Error('The project has not been drawn'));
    default:
      return Promise.reject(new Error(`unexpected GET ${path}`));
  }
}

/** The raw-envelope GET (http.get with rawEnvelope): the loan offers and the IEO projects with the server's timestamp; the offers' failure is a 500. */
function answerEnvelope(server: FakeLoanServer, path: string, config: { params?: Row } = {}): Promise<unknown> {
  const message = path === '/prod/appLoanSet/list' ? takeFailure(server) : null;
  if (message) return Promise.resolve({ code: 500, message, result: null, timestamp: Date.now() + server.clockAheadMs });
  return envelopeOf(server, () => answerGet(server, path, config.params));
}

function answerPost(server: FakeLoanServer, path: string, body: Record<string, unknown>): Promise<unknown> {
  if (server.refuse) return Promise.reject(new Error(server.refuse));
  switch (path) {
    case '/prod/appLoanOrder/creditApply':
    case '/prod/appLoanOrder/pledgeApply': {
      const set = server.sets.find((s) => s.id === body.setId);
      if (!set) return Promise.reject(new Error('The loan offer does not exist'));
      const created = loan({ id: `l${server.nextId++}`, setId: set.id, type: set.type, days: set.days, dailyRate: set.dailyRate, amount: body.amount, pledgeCurrency: set.pledgeCurrency });
      server.loans.unshift(created);
      return Promise.resolve(created);
    }
    case '/ext/loans/repay': {
      const found = server.loans.find((l) => l.id === body.loanId);
      if (!found) return Promise.reject(new Error('The loan does not exist'));
      Object.assign(found, { status: 3, dueAmount: null, repaidAt: '2026-01-12 04:00:00' });
      return Promise.resolve(found);
    }
    case '/prod/appOrderIoe/apply': {
      const p = server.projects.find((x) => x.id === body.projectId);
      if (!p) return Promise.reject(new Error('The project does not exist'));
      p.myAppliedQuantity = body.quantity;
      const created = ieoOrder({ id: `io${server.nextId++}`, quantity: body.quantity });
      server.orders.unshift(created);
      return Promise.resolve(created);
    }
    case '/prod/appOrderIoe/pay': {
      const found = server.orders.find((o) => o.id === body.orderId);
      if (!found) return Promise.reject(new Error('The subscription does not exist'));
      Object.assign(found, { status: 3, paidAt: '2026-01-18 04:00:00' });
      return Promise.resolve(found);
    }
    default:
      return Promise.reject(new Error(`unexpected POST ${path}`));
  }
}

/**
 * A fake loan and IEO server (`over` on the defaults) answering the transport's GET, POST, raw GET
 * and upload (sys.upload: the signature image stored as the caller's upload); returns it.
 */
export function serveLoan(over: Partial<FakeLoanServer> = {}): FakeLoanServer {
  const server = fakeLoanServer(over);
  serve({
    get: (path, params?: Row) => answerGet(server, path, params),
    post: (path, body: Row) => answerPost(server, path, body),
    raw: (path, config?: { params?: Row }) => answerEnvelope(server, path, config),
    upload: (_path, _file: Blob, fields: Record<string, string>) => Promise.resolve({ id: 'up-7', url: '/api/sys/common/file/up-7', biz: Number(fields.biz) }),
  });
  return server;
}
