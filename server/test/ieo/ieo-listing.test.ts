import Decimal from 'decimal.js';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { qaRoutes } from '@sandbox/shared/qa-routes';
import { reconcile } from '../../src/ledger/index.ts';
import type { TestApi } from '../harness.ts';
import { createIeoApp, DAY, HOUR, ieoUser, project, type IeoUser } from '../ieo-fixture.ts';

let api: TestApi;
let alice: IeoUser;

beforeEach(async () => {
  api = await createIeoApp();
  alice = await ieoUser(api, 'alice@example.com');
});
afterEach(async () => {
  expect(await reconcile(api.db, alice.userId)).toEqual([]);
  await api.close();
});

const run = () => api.qaCall(qaRoutes['ieo.run']);
const MINUTE = 60_000;

/** Applies for 1000, is drawn (supply covers it), pays 45 USDT, and runs the calendar past the listing. */
async function listedProject(listOnMarket: boolean) {
  const p = await project(api, 'p1', { totalSupply: '100000', listOnMarket });
  const order = (await api.call(contract['ioe.apply'], { projectId: 'p1', quantity: '1000' }, { token: alice.token })).result;
  api.clock.advance(DAY + HOUR);
  await run();
  expect((await api.call(contract['ioe.pay'], { orderId: order.id }, { token: alice.token })).code).toBe(200);
  api.clock.advance(2 * DAY + 30 * MINUTE);
  await run();
  return p;
}

test('listed on the market: SBXUSDT from its listing minute at the issue price, in the lists, valuing the tokens', async () => {
  const p = await listedProject(true);
  const listingMinute = Math.floor(p.listAt.getTime() / MINUTE) * MINUTE;
  expect(await api.db.tradingSymbol.findUniqueOrThrow({ where: { symbol: 'SBX/USDT' } })).toMatchObject({
    category: 'crypto', startPrice: '0.045', volatility: '1.2', pricePrecision: 5, contractEnabled: false, secondEnabled: false, listedAt: new Date(listingMinute),
  });
  const candles = async () => (await api.call(contract['ext.candles'], { symbol: 'SBXUSDT', interval: '1m', limit: 1000 })).result;
  const first = (await candles())[0]!;
  expect(first).toMatchObject({ time: listingMinute, open: '0.04500' });
  const price = (await api.call(contract['trade.symbolPrice'], { symbol: 'SBXUSDT' })).result;
  expect(price).toBeTruthy();
  expect((await api.call(contract['public.ticketList'], {})).result.map((t) => t.symbol)).toContain('SBXUSDT');
  const listed = (await api.call(contract['trade.symbolList'], {})).result.find((x) => x.symbol === 'SBXUSDT');
  expect(listed).toMatchObject({ baseCurrency: 'SBX', quoteCurrency: 'USDT', pricePrecision: 5, maxLeverage: 1, contractEnabled: false, secondContractEnabled: false });
  // The asset centre values the delivered tokens at the live price (the market's mark wins over the reference price).
  // The market ticks every second, so the price the balance was valued at lies between the ones read around it.
  const livePrice = async () => new Decimal((await api.call(contract['trade.symbolPrice'], { symbol: 'SBXUSDT' })).result.price);
  const before = await livePrice();
  const sbx = (await api.call(contract['finance.queryUserBalance'], { currency: 'SBX' }, { token: alice.token })).result[0]!;
  const after = await livePrice();
  expect(sbx.total).toBe('1000');
  const valuation = new Decimal(sbx.valuation);
  expect(valuation.gte(Decimal.min(before, after).times(1000).minus('0.01')) && valuation.lte(Decimal.max(before, after).times(1000).plus('0.01'))).toBe(true);
  // Tradeable on the flash exchange both ways against USDT, at the live price.
  const pairs = (await api.call(contract['ext.flashPairs'], {})).result.filter((x) => x.fromCurrency === 'SBX' || x.toCurrency === 'SBX');
  expect(pairs.map((x) => [x.fromCurrency, x.toCurrency, x.minAmount, x.maxAmount])).toEqual([
    ['USDT', 'SBX', '10', '100000'],
    ['SBX', 'USDT', '222.22222223', '2222222.22222222'],
  ]);
  const sold = await api.call(contract['trade.flashExchange'], { fromCurrency: 'SBX', toCurrency: 'USDT', amount: '500' }, { token: alice.token });
  expect(sold.code, sold.message).toBe(200);
  expect((await api.call(contract['finance.queryUserBalance'], { currency: 'SBX' }, { token: alice.token })).result[0]!.total).toBe('500');
  // A reload (a restarted server) gives the same path.
  await api.qaCall(qaRoutes['market.reload']);
  expect((await candles())[0]).toEqual(first);
  // A second pass lists nothing again.
  expect((await run()).result).toMatchObject({ listed: 0 });
});

test('not listed unless the project says so', async () => {
  await listedProject(false);
  expect(await api.db.tradingSymbol.findUnique({ where: { symbol: 'SBX/USDT' } })).toBeNull();
  expect((await api.call(contract['trade.symbolPrice'], { symbol: 'SBXUSDT' })).code).toBe(404);
  expect((await api.call(contract['ext.flashPairs'], {})).result.filter((x) => x.fromCurrency === 'SBX')).toEqual([]);
  // Still valued at the issue price (the currency's reference price).
  expect((await api.call(contract['finance.queryUserBalance'], { currency: 'SBX' }, { token: alice.token })).result[0]).toMatchObject({ total: '1000', valuation: '45' });
});
