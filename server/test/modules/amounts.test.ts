import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import { FakePriceFeed } from '../fake-price-feed.ts';
import { readyUser, upload, WITHDRAWAL_PASSWORD } from '../wallet-fixtures.ts';
import { createTestApp, type TestApi } from '../harness.ts';
import { fund, seedTradeReference } from '../trading-fixture.ts';

/*
 * Issue 10 item 1: one rule for every amount a user asks to move. Every
 * money-moving POST refuses the same bad amounts with envelope 400 and a
 * message naming the field (never the ledger's RangeError, never a 500), and
 * nothing changes: balances, logs and business rows are as before, and every
 * balance still equals the sum of its log.
 */

let api: TestApi;
let dataDir: string;
let user: Awaited<ReturnType<typeof readyUser>>;
let proofUploadId: string;
let positionId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'amounts-test-'));
  const feed = new FakePriceFeed().set('BTCUSDT', '10000').set('ETHUSDT', '2000');
  api = await createTestApp({ DATA_DIR: dataDir }, undefined, { priceFeed: feed });
  await seedTradeReference(api);
  // USDT as the seed has it: 2 decimals (the trade fixture keeps 8).
  await api.db.currency.update({ where: { code: 'USDT' }, data: { precision: 2 } });
  await api.db.depositAddress.create({ data: { currency: 'USDT', network: 'TRC20', address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND' } });
  await api.db.systemSetting.createMany({
    data: [
      { key: 'finance.minDeposit.USDT', value: '10' },
      { key: 'finance.minWithdraw.USDT', value: '20' },
      { key: 'finance.withdrawFee.USDT', value: '1' },
    ],
  });
  await api.app.ready();
  user = await readyUser(api, 'amounts@example.com');
  await fund(api, user.userId, 'spot', '1000');
  await fund(api, user.userId, 'spot', '1', 'BTC');
  await fund(api, user.userId, 'contract', '1000');
  const proof = await upload(api, user.token);
  proofUploadId = proof.result.id;
  const opened = await api.call(
    contract['trade.positionCreate'],
    { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' },
    { token: user.token },
  );
  expect(opened.code).toBe(200);
  positionId = opened.result.id;
});

afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Every money-moving POST, with the field that carries the amount. */
const calls: { name: string; url: string; field: string; body: (amount: string) => object }[] = [
  { name: 'transfer', url: contract['finance.transferContract'].path, field: 'amount', body: (amount) => ({ direction: 1, amount }) },
  {
    name: 'deposit',
    url: contract['finance.rechargeApply'].path,
    field: 'amount',
    body: (amount) => ({ currency: 'USDT', network: 'TRC20', amount, proofUploadId }),
  },
  {
    name: 'withdrawal',
    url: contract['finance.withdrawalApply'].path,
    field: 'amount',
    body: (amount) => ({ currency: 'USDT', amount, accountId: user.accountId, withdrawalPassword: WITHDRAWAL_PASSWORD }),
  },
  {
    name: 'flash exchange',
    url: contract['trade.flashExchange'].path,
    field: 'amount',
    body: (amount) => ({ fromCurrency: 'USDT', toCurrency: 'BTC', amount }),
  },
  {
    name: 'second contract',
    url: contract['trade.secondBuy'].path,
    field: 'amount',
    body: (amount) => ({ symbol: 'BTCUSDT', setId: 'sc-30', direction: 1, amount }),
  },
  {
    name: 'open position',
    url: contract['trade.positionCreate'].path,
    field: 'margin',
    body: (margin) => ({ symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin }),
  },
  { name: 'add margin', url: contract['trade.positionAddMargin'].path, field: 'amount', body: (amount) => ({ id: positionId, amount }) },
];

const HUGE = '1000000000000000000000000000000';
const ABOVE_MAXIMUM = '1000000000.01';
const BAD = [HUGE, ABOVE_MAXIMUM, '0', '-1', '1e5', ' 1', ''];

async function snapshot() {
  const [balances, logs, recharges, withdrawals, transfers, flashes, seconds, positions] = await Promise.all([
    api.db.balance.findMany({ orderBy: { id: 'asc' }, select: { account: true, currency: true, available: true, frozen: true } }),
    api.db.balanceLog.count(),
    api.db.recharge.count(),
    api.db.withdrawal.count(),
    api.db.transfer.count(),
    api.db.flashExchange.count(),
    api.db.secondContractOrder.count(),
    api.db.position.findMany({ orderBy: { id: 'asc' }, select: { id: true, margin: true, status: true } }),
  ]);
  return { balances, logs, recharges, withdrawals, transfers, flashes, seconds, positions };
}

describe('one amount rule at the contract edge', () => {
  test.each(calls)('$name refuses malformed, non-positive and over-maximum amounts with 400 naming the field', async (call) => {
    const before = await snapshot();
    for (const amount of BAD) {
      const en = await api.post(call.url, call.body(amount), { token: user.token });
      expect(en, `${call.name} ${JSON.stringify(amount)}`).toMatchObject({ code: 400, message: `Invalid or missing value: ${call.field}` });
      const zh = await api.post(call.url, call.body(amount), { token: user.token, lang: 'zh-cn' });
      expect(zh.code).toBe(400);
      expect(zh.message).toContain(call.field);
      expect(zh.message).not.toBe(en.message);
    }
    expect(await snapshot()).toEqual(before);
    expect(await reconcile(api.db, user.userId)).toEqual([]);
  });

  test('the currency decimals: "12.345" USDT (2 decimals) is refused wherever USDT is moved, naming field and currency', async () => {
    const before = await snapshot();
    for (const call of calls.filter((c) => c.field === 'amount' && c.name !== 'add margin')) {
      const en = await api.post(call.url, call.body('12.345'), { token: user.token });
      expect(en, call.name).toMatchObject({ code: 400, message: 'amount: USDT amounts have at most 2 decimals' });
      const ko = await api.post(call.url, call.body('12.345'), { token: user.token, lang: 'ko' });
      expect(ko).toMatchObject({ code: 400, message: 'amount: USDT 금액은 소수점 이하 2자리까지입니다' });
    }
    // Trading money (margin) is kept to 8 decimals: a ninth is refused at the edge.
    const margin = await api.post(calls[5]!.url, calls[5]!.body('12.123456789'), { token: user.token });
    expect(margin).toMatchObject({ code: 400, message: 'Invalid or missing value: margin' });
    const add = await api.post(calls[6]!.url, calls[6]!.body('1.123456789'), { token: user.token });
    expect(add).toMatchObject({ code: 400, message: 'Invalid or missing value: amount' });
    // A deposit may carry up to 18 decimals on the wire, the currency allows 2.
    const fine = await api.post(calls[1]!.url, calls[1]!.body('12.000000000000000001'), { token: user.token, lang: 'jp' });
    expect(fine).toMatchObject({ code: 400, message: 'amount：USDT の金額は小数点以下 2 桁までです' });
    expect(await snapshot()).toEqual(before);
    expect(await reconcile(api.db, user.userId)).toEqual([]);
  });

  test('the maximum itself is a valid amount: a transfer of exactly 1000000000 USDT goes through, one smallest unit more does not', async () => {
    await fund(api, user.userId, 'spot', '1000000000');
    const over = await api.post(calls[0]!.url, calls[0]!.body('1000000000.01'), { token: user.token });
    expect(over).toMatchObject({ code: 400, message: 'Invalid or missing value: amount' });
    const max = await api.post<{ contractBalance: string }>(calls[0]!.url, calls[0]!.body('1000000000'), { token: user.token });
    expect(max.code).toBe(200);
    const back = await api.post(calls[0]!.url, { direction: 2, amount: '1000000000' }, { token: user.token });
    expect(back.code).toBe(200);
    expect(await reconcile(api.db, user.userId)).toEqual([]);
  });
});

describe('the ledger guard stays the last line', () => {
  test('a huge deposit stored before the rule cannot be approved (409, nothing credited) and can still be rejected', async () => {
    const row = await api.db.recharge.create({
      data: {
        orderNo: 'R-LEGACY-HUGE',
        userId: user.userId,
        currency: 'USDT',
        network: 'TRC20',
        amount: HUGE,
        address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND',
        status: 0,
        createdAt: api.clock.now(),
        updatedAt: api.clock.now(),
      },
    });
    const before = await snapshot();
    const approve = await api.qaCall(qaRoutes['finance.recharges.approve'], { params: { id: row.id } });
    expect(approve).toMatchObject({
      code: 409,
      message: 'This order is above the maximum of 1000000000 USDT per request and cannot be credited; reject it instead',
    });
    expect(await snapshot()).toEqual(before);
    expect((await api.db.recharge.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(0);
    const reject = await api.qaCall(qaRoutes['finance.recharges.reject'], { params: { id: row.id }, body: { reason: 'above the maximum per request' } });
    expect(reject.code).toBe(200);
    expect((await api.db.recharge.findUniqueOrThrow({ where: { id: row.id } })).status).toBe(-1);
    expect(await reconcile(api.db, user.userId)).toEqual([]);
  });
});
