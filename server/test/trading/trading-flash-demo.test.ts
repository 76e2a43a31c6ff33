import { describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import type { TestApi } from '../harness.ts';
import { balanceOf, moneyState, useTradeApp, type TradeUser } from '../trading-fixture.ts';


let api: TestApi;
let alice: TradeUser;
let bob: TradeUser;
useTradeApp({ alice: [['spot', '5000'], ['contract', '1000']], bob: [['spot', '100']] }, (app) => ({ api, users: { alice, bob } } = app));

describe('flash exchange', () => {
  test('the offered pairs are listed publicly with their limits and fee; a disabled pair is not', async () => {
    const before = await api.call(contract['ext.flashPairs']);
    expect(before.code).toBe(200);
    expect(before.result).toContainEqual({ fromCurrency: 'USDT', toCurrency: 'BTC', minAmount: '10', maxAmount: '100000', feeRate: '0.1' });
    await api.db.flashExchangeSetting.update({ where: { fromCurrency_toCurrency: { fromCurrency: 'USDT', toCurrency: 'BTC' } }, data: { enabled: false } });
    const after = await api.call(contract['ext.flashPairs']);
    expect(after.result.map((p) => `${p.fromCurrency}>${p.toCurrency}`)).not.toContain('USDT>BTC');
    expect(after.result).toHaveLength(before.result.length - 1);
  });

  test('the quoted rate is the rate charged (USDT -> BTC at 10,000, 0.2 % spread, 0.1 % fee)', async () => {
    const quote = await api.call(contract['ext.flashQuote'], { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '1000' });
    // mid 1/10,000 = 0.0001; rate 0.0001 x 0.998 = 0.0000998; gross 0.0998;
    // fee 0.0998 x 0.1 % = 0.0000998; receive 0.0997002.
    expect(quote.result).toMatchObject({ midRate: '0.0001', rate: '0.0000998', spread: '0.2', fee: '0.0000998', receiveAmount: '0.0997002', minAmount: '10' });
    const res = await api.call(contract['trade.flashExchange'], { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '1000', minReceiveAmount: quote.result.receiveAmount as string }, { token: alice.token });
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ fromAmount: '1000', rate: '0.0000998', fee: '0.0000998', receiveAmount: '0.0997002', spread: '0.2', status: 1 });
    expect((res.result as { orderNo: string }).orderNo).toMatch(/^FX\d{20}$/);
    expect(await balanceOf(api, alice.userId, 'spot')).toEqual({ available: '4000', frozen: '0' });
    expect(await balanceOf(api, alice.userId, 'spot', 'BTC')).toEqual({ available: '0.0997002', frozen: '0' });
    const list = await api.call(contract['trade.flashExchangeList'], {}, { token: alice.token });
    expect(list.result.total).toBe(1);
    expect((await api.call(contract['trade.flashExchangeList'], {}, { token: bob.token })).result.total).toBe(0);
  });

  test('a record keeps the spread it was charged when the published spread changes later', async () => {
    const res = await api.call(contract['trade.flashExchange'], { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '1000' }, { token: alice.token });
    expect(res.result.spread).toBe('0.2');
    await api.db.systemSetting.upsert({
      where: { key: 'trade.flashExchangeSpread' },
      create: { key: 'trade.flashExchangeSpread', value: '0.005' },
      update: { value: '0.005' },
    });
    expect((await api.call(contract['ext.flashQuote'], { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '1000' })).result.spread).toBe('0.5');
    const list = await api.call(contract['trade.flashExchangeList'], {}, { token: alice.token });
    expect(list.result.records).toEqual([expect.objectContaining({ spread: '0.2', rate: '0.0000998' })]);
  });

  test('bad input changes nothing', async () => {
    const before = await moneyState(api, alice.userId);
    const cases: [object, number, string][] = [
      [{ toCurrency: 'ETH' }, 400, 'Flash exchange from USDT to ETH is not available'],
      [{ amount: '5' }, 400, 'The amount must be between 10 and 100000 USDT'],
      [{ amount: '6000' }, 409, 'Insufficient balance'],
      [{ minReceiveAmount: '0.1' }, 409, 'The rate has changed: you would receive less than 0.1. Please get a new quote'],
      [{ toCurrency: 'USDT' }, 400, 'Invalid or missing value: toCurrency'],
    ];
    for (const [body, code, message] of cases) {
      const res = await api.call(contract['trade.flashExchange'], { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '1000', ...body }, { token: alice.token });
      expect([res.code, res.message]).toEqual([code, message]);
    }
    expect(await moneyState(api, alice.userId)).toEqual(before);
    expect((await api.call(contract['trade.flashExchange'], { fromCurrency: 'USDT', toCurrency: 'BTC', amount: '1000' })).code).toBe(401);
    expect((await api.call(contract['trade.flashExchangeList'])).code).toBe(401);
  });
});

describe('demo trading', () => {
  test('a new user starts with the initial virtual balance (one ledger row), outside every real total', async () => {
    const demo = await api.call(contract['trade.positionSummary'], { accountType: 2 }, { token: bob.token });
    expect(demo.result).toMatchObject({ balance: '100000', available: '100000' });
    const rows = await api.db.balanceLog.findMany({ where: { userId: bob.userId, account: 'demo' } });
    expect(rows.map((r) => [r.currency, r.availableDelta, r.availableAfter, r.refType])).toEqual([['USDT', '100000', '100000', 'User']]);
    const real = await api.call(contract['trade.positionSummary'], {}, { token: bob.token });
    expect(real.result.balance).toBe('0');
  });

  test('reset sets the virtual balance; demo positions run on the same engine and never touch real money', async () => {
    expect((await api.call(contract['ext.demoReset'], undefined)).code).toBe(401);
    const reset = await api.call(contract['ext.demoReset'], undefined, { token: alice.token });
    expect(reset.result).toEqual({ accountType: 2, currency: 'USDT', balance: '100000' });
    const realBefore = await balanceOf(api, alice.userId, 'contract');

    const p = await api.call(contract['trade.positionCreate'], { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '1000', accountType: 2 }, { token: alice.token });
    expect(p.result).toMatchObject({ accountType: 2, quantity: '1', openFee: '5' });
    expect(await balanceOf(api, alice.userId, 'demo')).toEqual({ available: '98995', frozen: '1000' });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual(realBefore);
    const real = await api.call(contract['trade.positionSummary'], {}, { token: alice.token });
    expect(real.result.openCount).toBe(0);
    const demo = await api.call(contract['trade.positionSummary'], { accountType: 2 }, { token: alice.token });
    expect(demo.result).toMatchObject({ openCount: 1, balance: '99995' });

    const again = await api.call(contract['ext.demoReset'], undefined, { token: alice.token });
    expect(again.result).toEqual({ accountType: 2, currency: 'USDT', balance: '100000' });
    expect(await balanceOf(api, alice.userId, 'demo')).toEqual({ available: '100000', frozen: '0' });
    expect((await api.db.position.findUniqueOrThrow({ where: { id: p.result.id } })).status).toBe(3);
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual(realBefore);
  });
});
