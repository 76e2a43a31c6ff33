import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contract, IEO_ORDER_STATUS, KYC_STATUS, LOAN_STATUS, POSITION_STATUS, RECORD_STATUS } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '@sandbox/server/ledger';
import { useScenarioApp } from './scenario-app.ts';
import { scenarioRegistry } from '../../scenario-registry.ts';

const app = useScenarioApp();

// Figures worked by hand: bob's 2x long of 0.01 BTC at 90,000 is a notional of 900, a margin of
// 450 and an opening fee of 0.45 (0.05 %); alice's 5x short of 0.002 BTC at 100,000 is a notional
// of 200, a margin of 40 and a fee of 0.1. The market starts BTC near 95,000: neither is near its
// liquidation price. alice's assets (about 6,000 USDT) keep the VIP2 of the file through the
// level sweep that runs on load (VIP2 is 5,000 to 20,000). cyril's 100 USDT buy a bond at 0.15 %
// a day, 0.45 for its 3 days paid; his 1,000 USDT loan 2 days overdue leaves spot 1,000.45, short
// of the 1,011 it owes; his pending pledge loan freezes 0.005 of his 0.01 BTC. alice's 100 USDT up
// on BTC from 09:00 settled at 09:01 and her 200 down on ETH from 09:29 runs to 09:34: spot as the file says.
// bob, frozen, is in the Sandbox Trading Cup (no entry fee): the entry is state, made before the freeze.
// cyril applies for 1,000 SBX at the clock: nothing is paid before the draw.
// Her 300 USDT deposit is credited and her 200 withdrawal to her address frozen, both counted back;
// so is her flash exchange of 100 USDT for BTC at 09:20, at the market's price then.
const FILE = `
clock: "2026-12-01T09:30:00Z"
market: { seed: 20260101 }
users:
  - account: alice
    identity: advanced
    vip: 2
    email: alice@example.com
    withdrawalPassword: Wd123456
    balances: { spot: { USDT: 5000, BTC: "0.01" }, contract: { USDT: 100 } }
  - account: bob
    password: Bob12345
    invitedBy: alice
    country: GB
    phone: { code: "44", number: "7700900123" }
    frozen: true
    balances: { contract: { USDT: 500 } }
  - account: cyril
    identity: basic
    vip: 1
    balances: { spot: { USDT: 100, BTC: "0.01" } }
positions:
  - { user: bob, symbol: BTCUSDT, side: long, leverage: 2, quantity: "0.01", entryPrice: 90000, stopLoss: 50000 }
  - { user: alice, symbol: BTCUSDT, side: short, leverage: 5, marginMode: cross, quantity: "0.002", entryPrice: 100000 }
earnOrders:
  - { user: cyril, product: Solar Farm Bond, amount: 100, daysPaid: 3, orderNo: PO-CYRIL-1 }
loans:
  - { user: cyril, type: credit, amount: 1000, state: overdue, overdueDays: 2 }
  - { user: cyril, type: pledge, amount: 100, collateral: { currency: BTC, amount: "0.005" }, state: pending }
secondOrders:
  - { user: alice, symbol: BTCUSDT, direction: up, period: 60, stake: 100, openedAt: "2026-12-01T09:00:00Z" }
  - { user: alice, symbol: ETHUSDT, direction: down, period: 300, stake: 200, openedAt: "2026-12-01T09:29:00Z" }
competitionEntries:
  - { user: bob, competition: Sandbox Trading Cup }
ieoSubscriptions:
  - { user: cyril, project: Sandbox Chain, amount: 1000 }
withdrawalAccounts:
  - { user: alice, kind: address, currency: USDT, network: TRC20, address: TSandboxPayeeForA1iceDoNotSend1234 }
deposits:
  - { user: alice, currency: USDT, network: TRC20, amount: 300, status: delivered }
withdrawals:
  - { user: alice, currency: USDT, amount: 200, status: review }
flashExchanges:
  - { user: alice, from: USDT, to: BTC, amount: 100, at: "2026-12-01T09:20:00Z" }
`;

const loadFile = (fileName: string, text: string) => app.api.qaCall(qaRoutes['scenario.file'], { body: { fileName, text } });
const exportState = async (query: { users?: string; format?: 'yaml' | 'json' } = {}) => app.api.qaCall(qaRoutes['scenario.export'], { query });
/** A user's second contracts as their list shows them (open and close prices, result), oldest first. */
const secondOrdersOf = async (account: string) => {
  const token = (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;
  const orders = (await app.api.call(contract['trade.secondOrderList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
  return orders.map((o) => [o.symbol, o.openTime, o.openPrice, o.closePrice, o.status, o.profit]).reverse();
};
const flashExchangesOf = async (account: string) => {
  const token = (await app.api.call(contract['app.login'], { account, password: 'Passw0rd!' })).result.token;
  const exchanges = (await app.api.call(contract['trade.flashExchangeList'], { pageNo: 1, pageSize: 10 }, { token })).result.records;
  return exchanges.map((e) => [e.fromAmount, e.rate, e.fee, e.receiveAmount, e.createdAt]);
};
/** The exported file without what says when it was written. */
const stateOf = (text: string) => {
  const { description: _description, clock: _clock, ...state } = parse(text) as Record<string, unknown>;
  return state;
};

describe('exporting the sandbox as a scenario file', () => {
  test('a loaded file exports its users, balances (margins, fees, orders and loans counted back), positions at their entry, earn orders and loans', async () => {
    expect((await loadFile('pair.yaml', FILE)).code).toBe(200);
    // The file's clock is the sandbox's.
    expect((await app.api.qaCall(qaRoutes['clock.show'])).result.now.slice(0, 10)).toBe('2026-12-01');
    const exported = await exportState();
    expect(exported.code).toBe(200);
    expect(exported.result.text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=http:\/\/.+\/__qa\/scenario\.schema\.json$/);
    expect([exported.result.users, exported.result.positions]).toEqual([3, 2]);
    const file = parse(exported.result.text) as { clock: string; users: Record<string, unknown>[]; positions: Record<string, unknown>[]; earnOrders: unknown[]; loans: unknown[]; secondOrders: unknown[] };
    expect(file.clock.slice(0, 10)).toBe('2026-12-01');
    // The seed the file set (the sandbox's default here, so the prices above hold).
    expect((parse(exported.result.text) as { market: unknown }).market).toEqual({ seed: 20_260_101 });
    expect(file.users.map(({ passwordHash, withdrawalPasswordHash, ...user }) => [user, typeof passwordHash, typeof withdrawalPasswordHash])).toEqual([
      [{ account: 'alice', email: 'alice@example.com', country: 'US', identity: 'advanced', vip: 2, balances: { contract: { USDT: '100' }, spot: { BTC: '0.01', USDT: '5000' } } }, 'string', 'string'],
      [{ account: 'bob', country: 'GB', phone: { code: '44', number: '7700900123' }, invitedBy: 'alice', frozen: true, balances: { contract: { USDT: '500' } } }, 'string', 'undefined'],
      [{ account: 'cyril', country: 'US', identity: 'basic', vip: 1, balances: { spot: { BTC: '0.01', USDT: '100' } } }, 'string', 'undefined'],
    ]);
    expect(file.earnOrders).toEqual([{ user: 'cyril', product: 'Solar Farm Bond', amount: '100', daysPaid: 3, orderNo: 'PO-CYRIL-1' }]);
    expect(file.loans).toEqual([
      { user: 'cyril', type: 'credit', amount: '1000', term: 7, state: 'overdue', overdueDays: 2, orderNo: expect.stringMatching(/^LN\d{20}$/) as string },
      { user: 'cyril', type: 'pledge', amount: '100', term: 30, collateral: { currency: 'BTC', amount: '0.005' }, state: 'pending', orderNo: expect.stringMatching(/^LN\d{20}$/) as string },
    ]);
    expect((parse(exported.result.text) as { competitionEntries: unknown }).competitionEntries).toEqual([{ user: 'bob', competition: 'Sandbox Trading Cup' }]);
    expect((parse(exported.result.text) as { ieoSubscriptions: unknown }).ieoSubscriptions).toEqual([{ user: 'cyril', project: 'Sandbox Chain', amount: '1000', state: 'applied' }]);
    expect(file.secondOrders).toEqual([
      { user: 'alice', symbol: 'BTCUSDT', direction: 'up', period: 60, stake: '100', openedAt: '2026-12-01T09:00:00.000Z' },
      { user: 'alice', symbol: 'ETHUSDT', direction: 'down', period: 300, stake: '200', openedAt: '2026-12-01T09:29:00.000Z' },
    ]);
    const wallet = parse(exported.result.text) as Record<'withdrawalAccounts' | 'deposits' | 'withdrawals', unknown[]>;
    expect([wallet.withdrawalAccounts, wallet.deposits, wallet.withdrawals]).toEqual([
      [{ user: 'alice', kind: 'address', currency: 'USDT', network: 'TRC20', address: 'TSandboxPayeeForA1iceDoNotSend1234' }],
      [{ user: 'alice', currency: 'USDT', network: 'TRC20', amount: '300', status: 'delivered', at: '2026-12-01T09:30:00.000Z' }],
      [{ user: 'alice', currency: 'USDT', account: 'TSandboxPayeeForA1iceDoNotSend1234', network: 'TRC20', amount: '200', status: 'review', orderNo: expect.stringMatching(/^W\d{20}$/) as string, at: expect.stringMatching(/^2026-12-01T09:30:/) as string }],
    ]);
    expect((parse(exported.result.text) as { flashExchanges: unknown }).flashExchanges).toEqual([{ user: 'alice', from: 'USDT', to: 'BTC', amount: '100', at: '2026-12-01T09:20:00.000Z' }]);
    expect(file.positions).toEqual([
      { user: 'alice', symbol: 'BTCUSDT', side: 'short', leverage: 5, marginMode: 'cross', quantity: '0.002', entryPrice: '100000' },
      { user: 'bob', symbol: 'BTCUSDT', side: 'long', leverage: 2, marginMode: 'isolated', quantity: '0.01', entryPrice: '90000', stopLoss: '50000' },
    ]);
  });

  test('export, load into an empty sandbox, export again: the same file; passwords, orders, loans and the ledger hold', async () => {
    await loadFile('pair.yaml', FILE);
    const first = (await exportState()).result.text;
    const aliceSeconds = await secondOrdersOf('alice');
    const aliceExchanges = await flashExchangesOf('alice');
    await app.api.qaCall(qaRoutes.reset);
    expect((await loadFile('exported.yaml', first)).code).toBe(200);
    expect(stateOf((await exportState()).result.text)).toEqual(stateOf(first));
    // bob signs in with his password though the file carried only its hash; his margin and fee are the hand-worked ones.
    const login = await app.api.call(contract['app.login'], { account: 'bob', password: 'Bob12345' });
    expect(login.code).toBe(200);
    const token = login.result.token;
    const [position] = (await app.api.call(contract['trade.positionList'], { status: POSITION_STATUS.RUNNING }, { token })).result.records;
    expect([position!.entryPrice, position!.quantity, position!.margin, position!.openFee]).toEqual(['90000', '0.01', '450', '0.45']);
    expect((await app.api.call(contract['finance.queryUserContractBalance'], {}, { token })).result.available).toBe('49.55');
    expect((await app.api.call(contract['ext.competitionMyList'], { pageNo: 1, pageSize: 10 }, { token })).result.records.map((e) => e.competitionName)).toEqual(['Sandbox Trading Cup']);
    // cyril's order has its 3 days (its rate, drawn from its number, kept) and his loan is overdue again; spot as before the export.
    const cyril = await app.api.call(contract['app.login'], { account: 'cyril', password: 'Passw0rd!' });
    const asCyril = { token: cyril.result.token };
    const [order] = (await app.api.call(contract['prod.productOrderList'], { pageNo: 1, pageSize: 10 }, asCyril)).result.records;
    expect([order!.orderNo, order!.totalIncome, order!.remainingDays]).toEqual(['PO-CYRIL-1', '0.45', 87]);
    const loans = (await app.api.call(contract['loan.loanOrderList'], { pageNo: 1, pageSize: 10 }, asCyril)).result.records;
    expect(loans.map((l) => l.status).sort()).toEqual([LOAN_STATUS.PENDING_REVIEW, LOAN_STATUS.OVERDUE]);
    const subscriptions = (await app.api.call(contract['ioe.orderList'], { pageNo: 1, pageSize: 10 }, asCyril)).result.records;
    expect(subscriptions.map((o) => [o.projectName, o.quantity, o.status])).toEqual([['Sandbox Chain', '1000', IEO_ORDER_STATUS.APPLIED]]);
    expect((await app.api.call(contract['finance.queryUserBalance'], {}, asCyril)).result.find((b) => b.currency === 'USDT')?.available).toBe('1000.45');
    // alice's second contracts open and settle again at the same market prices.
    expect(await secondOrdersOf('alice')).toEqual(aliceSeconds);
    // Her flash exchange is made again at 09:20's quote: the same rate, fee and amount received.
    expect(await flashExchangesOf('alice')).toEqual(aliceExchanges);
    // Her withdrawal waits for review again, its fee by the published rule.
    const asAlice = { token: (await app.api.call(contract['app.login'], { account: 'alice', password: 'Passw0rd!' })).result.token };
    const withdrawals = (await app.api.call(contract['finance.withdrawalList'], { pageNo: 1, pageSize: 10 }, asAlice)).result.records;
    expect(withdrawals.map((w) => [w.status, w.amount, w.fee, w.address])).toEqual([[RECORD_STATUS.UNDER_REVIEW, '200', '1', 'TSandboxPayeeForA1iceDoNotSend1234']]);
    for (const user of await app.api.db.user.findMany()) expect(await reconcile(app.api.db, user.id)).toEqual([]);
  });

  test('the named users only, as JSON; an unknown name changes nothing and is named', async () => {
    await loadFile('pair.yaml', FILE);
    const bob = await exportState({ users: 'bob', format: 'json' });
    const file = JSON.parse(bob.result.text) as { $schema: string; users: { account: string; invitedBy?: string }[]; positions: { user: string }[] };
    expect(file.$schema).toMatch(/\/__qa\/scenario\.schema\.json$/);
    // alice is not in the file, so bob's inviter has no name there.
    expect(file.users.map((u) => [u.account, u.invitedBy])).toEqual([['bob', undefined]]);
    expect(file.positions.map((p) => p.user)).toEqual(['bob']);
    const unknown = await exportState({ users: 'bob,zed' });
    expect([unknown.code, unknown.message]).toEqual([400, 'No user with the account: zed']);
    // Accounts are exact, as sign-in reads them: Bob is not bob.
    expect((await exportState({ users: 'Bob' })).message).toBe('No user with the account: Bob');
  });
});

describe('every named scenario exports and loads back as the same file', () => {
  for (const name of scenarioRegistry.names) {
    test(name, async () => {
      expect((await app.api.qaCall(qaRoutes.scenario, { body: { name } })).code).toBe(200);
      const first = (await exportState()).result.text;
      expect((await loadFile(`${name}.yaml`, first)).result).toMatchObject({ scenario: `file:${name}.yaml` });
      expect(stateOf((await exportState()).result.text)).toEqual(stateOf(first));
    });
  }
});

test("loan-overdue exports bob's overdue loan and his transfer, the demo's balances they start from and, as every demo-based scenario, alice's running earn orders", async () => {
  await app.api.qaCall(qaRoutes.scenario, { body: { name: 'loan-overdue' } });
  const file = parse((await exportState()).result.text) as { clock: string; users: { account: string; balances?: unknown }[]; earnOrders: unknown[]; loans: unknown[]; transfers: unknown[] };
  expect(file.loans).toEqual([{ user: 'bob', type: 'credit', amount: '1000', term: 7, state: 'overdue', overdueDays: 2, orderNo: 'DEMO-L-0001' }]);
  // Every transfer the balance logs show: alice's from the demo 40 days before the clock, bob's 8 days before it.
  const daysBefore = (days: number) => new Date(Date.parse(file.clock) - days * 24 * 3600_000).toISOString().slice(0, 10);
  expect((file.transfers as { user: string; at: string }[]).map(({ at, ...t }) => [t, at.slice(0, 10)])).toEqual([
    [{ user: 'alice', currency: 'USDT', from: 'spot', to: 'contract', amount: '10000' }, daysBefore(40)],
    [{ user: 'bob', currency: 'USDT', from: 'spot', to: 'contract', amount: '3500' }, daysBefore(8)],
  ]);
  // bob's spot 300 + 200 frozen for his withdrawal - the 1,000 paid out + the 3,500 moved: the demo's 3,000; his contract 4,000 - 3,500.
  expect(file.users.find((u) => u.account === 'bob')?.balances).toEqual({ contract: { USDT: '500' }, spot: { USDT: '3000' } });
  expect(file.earnOrders).toEqual([
    { user: 'alice', product: 'Solar Farm Bond', amount: '5000', daysPaid: 20, orderNo: 'DEMO-PO-0001' },
    { user: 'alice', product: 'Antminer S21', amount: '6000', daysPaid: 10, orderNo: 'DEMO-PO-0002' },
    { user: 'alice', product: 'Multi-venue Arbitrage 7D', amount: '2000', daysPaid: 2, orderNo: 'DEMO-PO-0004' },
  ]);
});

test("kyc-pending exports its identity applications waiting for review, and a rejected one with its reason; loaded back, the review queue is the same", async () => {
  await app.api.qaCall(qaRoutes.scenario, { body: { name: 'kyc-pending' } });
  const queue = async () => (await app.api.qaCall(qaRoutes['kyc.list'], { query: { status: 'all' } })).result.filter((k) => k.status !== KYC_STATUS.AUTHORIZED).map((k) => [k.level, k.status, k.realName, k.docType, k.docNumber, k.rejectReason, k.submittedAt]);
  const dave = (await app.api.qaCall(qaRoutes['kyc.list'])).result.find((k) => k.realName === 'Dave Dawson')!;
  await app.api.qaCall(qaRoutes['kyc.reject'], { params: { id: dave.id }, body: { reason: 'The card has expired' } });
  const before = await queue();
  const text = (await exportState()).result.text;
  const reviews = (parse(text) as { identityReviews: unknown[] }).identityReviews;
  const at = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);
  const builder = '9 Builder Street, Springfield';
  expect(reviews).toEqual([
    { user: 'bob', level: 'advanced', contact: { phone: { code: '1', number: '2025550102' }, address: builder, emergency: { surname: 'Builder', name: 'Wendy', relation: 'partner', phone: { code: '1', number: '2025550198' }, address: builder } }, at },
    { user: 'carol', level: 'basic', document: { type: 'passport', number: 'SANDBOX-P-0003', name: 'Carol Carver' }, at },
    { user: 'dave', level: 'basic', status: 'rejected', reason: 'The card has expired', document: { type: 'idCard', number: 'SANDBOX-ID-0004', name: 'Dave Dawson' }, at },
  ]);
  await app.api.qaCall(qaRoutes.reset);
  expect((await loadFile('kyc.yaml', text)).code).toBe(200);
  // The submission times are the file's; a rejection is decided at its submission's instant.
  expect(await queue()).toEqual(before);
  expect(stateOf((await exportState()).result.text)).toEqual(stateOf(text));
});

test("notices and chat export as written (a platform notice to all without the catalogue's, the automatic answer back with the message it answers) and load back as the same lists", async () => {
  const at = (time: string) => `"2026-12-01T${time}:00Z"`;
  await loadFile('erin.yaml', `clock: ${at('09:30')}
users:
  - { account: erin }
notices:
  - { user: erin, title: Welcome, body: "Your **demo** money is ready.", read: true, at: ${at('08:00')} }
  - { title: Maintenance tonight, body: Trading pauses at 02:00., at: ${at('04:00')} }
chat:
  - user: erin
    messages:
      - { from: user, text: How do I withdraw?, at: ${at('09:00')} }
      - { from: support, text: Open Assets then Withdraw., at: ${at('09:05')}, read: true }
      - { from: support, text: Anything else?, at: ${at('09:06')} }
`);
  const first = (await exportState()).result.text;
  const file = parse(first) as { notices: unknown[]; chat: unknown[] };
  expect(file.notices).toEqual([
    { title: 'Maintenance tonight', body: 'Trading pauses at 02:00.', at: '2026-12-01T04:00:00.000Z' },
    { user: 'erin', title: 'Welcome', body: 'Your **demo** money is ready.', read: true, at: '2026-12-01T08:00:00.000Z' },
  ]);
  expect(file.chat).toEqual([
    {
      user: 'erin',
      messages: [
        { from: 'user', text: 'How do I withdraw?', at: '2026-12-01T09:00:00.000Z' },
        { from: 'support', text: 'Open Assets then Withdraw.', at: '2026-12-01T09:05:00.000Z', read: true },
        { from: 'support', text: 'Anything else?', at: '2026-12-01T09:06:00.000Z' },
      ],
    },
  ]);
  await app.api.qaCall(qaRoutes.reset);
  expect((await loadFile('exported.yaml', first)).code).toBe(200);
  expect(stateOf((await exportState()).result.text)).toEqual(stateOf(first));
});
