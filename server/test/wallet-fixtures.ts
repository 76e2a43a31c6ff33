import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@sandbox/prisma';
import { contract } from '@sandbox/shared';
import { BalanceLogType, credit } from '../src/ledger/index.ts';
import { FakePriceFeed } from './fake-price-feed.ts';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';
import { qaRoutes } from '@sandbox/shared/qa-routes';

/** A real 1x1 PNG (67 bytes). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const ERC20_ADDRESS = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e';
export const WITHDRAWAL_PASSWORD = 'w1thdraw';

/** The reference rows finance needs, as the seed shapes them (scripts/src/scenarios), so each test owns its data. */
export async function seedFinanceReference(db: PrismaClient) {
  await db.currency.createMany({
    data: [
      { code: 'USDT', name: 'Tether USD', kind: 1, precision: 2, usdPrice: '1', sort: 1 },
      { code: 'BTC', name: 'Bitcoin', kind: 1, precision: 8, sort: 2 },
      { code: 'USD', name: 'US Dollar', kind: 2, precision: 2, usdPrice: '1', sort: 20, canDeposit: false, canWithdraw: false },
    ],
  });
  await db.currencyRate.createMany({ data: [{ currency: 'EUR', rate: '0.8', sign: '€' }] });
  await db.depositAddress.createMany({
    data: [
      { currency: 'USDT', network: 'TRC20', address: 'SANDBOX-TRC20-USDT-DO-NOT-SEND' },
      { currency: 'USDT', network: 'ERC20', address: 'SANDBOX-ERC20-USDT-DO-NOT-SEND' },
      { currency: 'BTC', network: 'BTC', address: 'bc1-not-a-real-address' },
    ],
  });
  await db.systemSetting.createMany({
    data: [
      { key: 'finance.minDeposit.USDT', value: '10' },
      { key: 'finance.minDeposit.BTC', value: '0.0005' },
      { key: 'finance.minWithdraw.USDT', value: '20' },
      { key: 'finance.minWithdraw.BTC', value: '0.001' },
      { key: 'finance.withdrawFee.USDT', value: '1' },
      { key: 'finance.withdrawFeeRate.USDT', value: '0.5' },
      { key: 'finance.withdrawFee.BTC', value: '0.0002' },
    ],
  });
  await db.tradingSymbol.create({
    data: {
      symbol: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      category: 'crypto',
      name: 'Bitcoin',
      pricePrecision: 2,
      quantityPrecision: 4,
      minQuantity: '0.0001',
      maxLeverage: 100,
      maintenanceTiers: '[]',
      takerFeeRate: '0.0005',
      makerFeeRate: '0.0002',
      startPrice: '60000',
      volatility: '0.6',
    },
  });
}

/** Money for a test user, through the ledger like every balance. */
export async function grant(db: PrismaClient, userId: string, amount: string, currency = 'USDT', account: 'spot' | 'contract' | 'demo' = 'spot') {
  await db.$transaction((tx) => credit(tx, { userId, account, currency, amount, type: BalanceLogType.SEED_GRANT }));
}

export async function balanceOf(db: PrismaClient, userId: string, currency = 'USDT', account = 'spot') {
  const row = await db.balance.findUnique({ where: { userId_account_currency: { userId, account, currency } } });
  return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
}

/** Everything a money test asserts "unchanged" about. */
export async function moneySnapshot(db: PrismaClient) {
  const [balances, logs, recharges, withdrawals] = await Promise.all([
    db.balance.findMany({ orderBy: { id: 'asc' } }),
    db.balanceLog.count(),
    db.recharge.count(),
    db.withdrawal.count(),
  ]);
  return { balances: balances.map((b) => [b.userId, b.account, b.currency, b.available, b.frozen]), logs, recharges, withdrawals };
}

/** A multipart body as a browser sends it: one file part plus text fields. */
export function multipartBody(file: { name: string; type: string; data: Buffer } | undefined, fields: Record<string, string>) {
  const boundary = '----sandboxboundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(api: TestApi, token: string | undefined, file = { name: 'proof.png', type: 'image/png', data: PNG_1X1 }, biz = '2', lang?: string) {
  const { payload, contentType } = multipartBody(file, { biz });
  const res = await api.app.inject({
    method: 'POST',
    url: contract['sys.upload'].path,
    payload,
    headers: { 'content-type': contentType, ...(token ? { 'x-access-token': token } : {}), ...(lang ? { lang } : {}) },
  });
  return { ...(res.json() as { code: number; message: string; result: { id: string; url: string; mimeType: string; size: number } }), raw: res };
}

/**
 * A test app with a writable DATA_DIR (uploads), the finance reference data and
 * a fake market the test steers (BTC at its 60000 start price until moved).
 */
export async function createFinanceApp() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'finance-test-'));
  const feed = new FakePriceFeed().set('BTCUSDT', '60000');
  const api = await createTestApp({ DATA_DIR: dataDir }, undefined, { priceFeed: feed });
  await seedFinanceReference(api.db);
  return {
    api,
    feed,
    dataDir,
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Basic identity verification authorized the way a reviewer does it: a waiting application
 * approved through the QA API (which raises User.kycLevel, what withdrawal is gated on).
 */
export async function authorizeBasicKyc(api: TestApi, userId: string) {
  const app = await api.db.kycApplication.create({
    data: { userId, level: 1, status: 0, idType: 2, firstName: 'Test User', idNumber: `P${userId.slice(-8)}` },
  });
  const res = await api.qaCall(qaRoutes['kyc.approve'], { params: { id: app.id } });
  if (res.code !== 200) throw new Error(`kyc approve: ${res.message}`);
}

/** A registered user with basic identity verification, a withdrawal password and, optionally, a bound TRC20 address. */
export async function readyUser(api: TestApi, email: string, opts: { bind?: boolean; password?: boolean; kyc?: boolean } = {}) {
  const u = await registerByEmail(api, email);
  if (opts.kyc !== false) await authorizeBasicKyc(api, u.userId);
  if (opts.password !== false) {
    const res = await api.call(
      contract['user.changePassword'],
      { type: 2, loginPassword: u.password, newPassword: WITHDRAWAL_PASSWORD, confirmPassword: WITHDRAWAL_PASSWORD },
      { token: u.token },
    );
    if (res.code !== 200) throw new Error(`withdrawal password: ${res.message}`);
  }
  let accountId: string | undefined;
  if (opts.bind !== false) {
    const res = await api.call(
      contract['user.withdrawalAccountAdd'],
      { type: 2, currency: 'USDT', network: 'TRC20', address: TRC20_ADDRESS },
      { token: u.token },
    );
    if (res.code !== 200) throw new Error(`bind: ${res.message}`);
    accountId = res.result.id;
  }
  return { ...u, accountId: accountId ?? '' };
}
