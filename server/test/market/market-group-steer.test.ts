import Decimal from 'decimal.js';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import { symbolRows } from '../../../scripts/src/scenarios/symbols.ts';
import { createTestApp, type TestApi } from '../harness.ts';

/*
 * The market-wide QA steer through the app (POST /__qa/market/steer-group): a 20 % crash of
 * the crypto factor moves each crypto symbol by 0.8^beta, reached exactly at the end and seen
 * in trade.symbolPrice; forex and gold are not steered; bad requests change nothing.
 */
const NOW = new Date('2026-05-06T07:08:09.250Z');
let api: TestApi;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  api = await createTestApp();
  await api.db.tradingSymbol.createMany({ data: symbolRows() });
  expect((await api.qaCall(qaRoutes['market.reload'])).code).toBe(200);
}, 60_000);

afterAll(async () => {
  await api.close();
  vi.useRealTimers();
});

test('bad group steers are refused in the caller language and change nothing; the QA token is required', async () => {
  const crash = await api.qaCall(qaRoutes['market.steerGroup'], { body: { group: 'crypto', kind: 'crash', percent: '100', durationSeconds: 60 } });
  expect(crash).toMatchObject({ code: 400, message: 'Give a percent between 0 and 100 for a crash, or above 0 for a rally' });
  const zero = await api.qaCall(qaRoutes['market.steerGroup'], { body: { group: 'crypto', kind: 'rally', percent: '0', durationSeconds: 60 } });
  expect(zero).toMatchObject({ code: 400 });
  const group = await api.qaCall(qaRoutes['market.steerGroup'], { body: { group: 'forex' as 'crypto', kind: 'rally', percent: '5', durationSeconds: 60 } });
  expect(group).toMatchObject({ code: 400 });
  const noToken = await api.app.inject({ method: 'POST', url: `${QA_BASE}${qaPath(qaRoutes['market.steerGroup'])}`, payload: { group: 'crypto', kind: 'rally', percent: '5', durationSeconds: 60 } });
  expect(noToken.json()).toMatchObject({ code: 403 });
  const state = await api.qaCall(qaRoutes['market.state']);
  expect(state.result.symbols.every((s) => s.steers.length === 0)).toBe(true);
});

test('a 20 % market crash moves every crypto symbol by its beta, for everyone; forex and gold stay on their path', async () => {
  const before = await api.call(contract['public.ticketList'], {});
  const res = await api.qaCall(qaRoutes['market.steerGroup'], { body: { group: 'crypto', kind: 'crash', percent: '20', durationSeconds: 120 } });
  expect(res.code).toBe(200);
  const steers = res.result.steers;
  expect(steers.map((s) => s.symbol).sort()).toEqual(['BNBUSDT', 'BTCUSDT', 'DOGEUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT']);
  // beta = correlation x volatility / 60 %: BTC 0.9 x 0.6 / 0.6, ETH 0.85 x 0.75 / 0.6, DOGE 0.65 x 1.1 / 0.6.
  const beta = Object.fromEntries(steers.map((s) => [s.symbol, s.beta]));
  expect(beta).toMatchObject({ BTCUSDT: 0.9, ETHUSDT: 1.0625, DOGEUSDT: 1.1917 });
  for (const s of steers) expect(Number(s.target) / Number(s.from)).toBeCloseTo(0.8 ** s.beta, 3);

  vi.setSystemTime(NOW.getTime() + 120_000);
  for (const s of steers) {
    const price = await api.call(contract['trade.symbolPrice'], { symbol: s.symbol });
    expect(price.result.price, s.symbol).toBe(s.target);
  }
  const btc = steers.find((s) => s.symbol === 'BTCUSDT')!;
  // BTC falls 1 - 0.8^0.9 = 18.2 %.
  expect(new Decimal(btc.target).div(btc.from).toFixed(3)).toBe('0.818');
  const after = await api.call(contract['public.ticketList'], {});
  const state = await api.qaCall(qaRoutes['market.state']);
  for (const s of state.result.symbols) {
    const crypto = steers.some((x) => x.symbol === s.symbol);
    expect(s.steers.map((x) => x.kind), s.symbol).toEqual(crypto ? ['market-crash'] : []);
  }
  // Forex and gold moved only as their own paths did (a fraction of a percent in two minutes).
  for (const code of ['EURUSD', 'XAUUSD']) {
    const p0 = new Decimal(before.result.find((t: { symbol: string }) => t.symbol === code)!.price);
    const p1 = new Decimal(after.result.find((t: { symbol: string }) => t.symbol === code)!.price);
    expect(p1.div(p0).minus(1).abs().lt(0.01), code).toBe(true);
  }
});
