import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { BalanceLogType } from '../../src/ledger/index.ts';
import { registerByEmail } from '../harness.ts';
import { createFinanceApp, grant } from '../wallet-fixtures.ts';

let t: Awaited<ReturnType<typeof createFinanceApp>>;
beforeEach(async () => {
  t = await createFinanceApp();
});
afterEach(async () => {
  await t.close();
});

describe('set.getCurrencyList and set.getRateByCurrency', () => {
  test('currencies with their networks, minimums and fees from the settings', async () => {
    const res = await t.api.call(contract['set.getCurrencyList'], { type: 1 });
    expect(res.code).toBe(200);
    expect(res.result.map((c) => c.currency)).toEqual(['USDT', 'BTC']);
    expect(res.result[0]).toEqual({
      currency: 'USDT',
      name: 'Tether USD',
      type: 1,
      iconUrl: null,
      precision: 2,
      exchangeEnabled: false,
      bankWithdrawal: true,
      usdtRate: '1',
      networks: [
        { network: 'ERC20', rechargeEnabled: true, withdrawalEnabled: true, minRecharge: '10', minWithdrawal: '20', withdrawalFee: '1', withdrawalFeeRate: '0.5' },
        { network: 'TRC20', rechargeEnabled: true, withdrawalEnabled: true, minRecharge: '10', minWithdrawal: '20', withdrawalFee: '1', withdrawalFeeRate: '0.5' },
      ],
      sort: 1,
    });
    expect(res.result[1]).toMatchObject({ currency: 'BTC', usdtRate: '60000', bankWithdrawal: false });
    const fiat = await t.api.call(contract['set.getCurrencyList'], { type: 2 });
    expect(fiat.result.map((c) => c.currency)).toEqual(['USD']);
  });

  test('rates through USDT values: crypto, fiat from CurrencyRate, unknown currencies refused', async () => {
    const btc = await t.api.call(contract['set.getRateByCurrency'], { currency: 'BTC' });
    expect(btc.result).toMatchObject({ currency: 'BTC', quoteCurrency: 'USDT', rate: '60000' });
    // 1 USDT = 0.8 EUR, so 1 BTC = 48000 EUR and 1 EUR = 1.25 USDT.
    expect((await t.api.call(contract['set.getRateByCurrency'], { currency: 'BTC', quoteCurrency: 'EUR' })).result.rate).toBe('48000');
    expect((await t.api.call(contract['set.getRateByCurrency'], { currency: 'EUR' })).result.rate).toBe('1.25');
    const unknown = await t.api.call(contract['set.getRateByCurrency'], { currency: 'XYZ' }, { lang: 'ko' });
    expect(unknown).toMatchObject({ code: 404, message: 'XYZ의 환율이 없습니다' });
    expect((await t.api.call(contract['set.getRateByCurrency'], { currency: 'btc' })).code).toBe(400);
  });
});

describe('finance.queryUserBalance and finance.queryUserAssets', () => {
  test('balances per currency and the overview valued in USDT; demo money is never in the total', async () => {
    const u = await registerByEmail(t.api, 'rich@example.com');
    await grant(t.api.db, u.userId, '1000');
    await grant(t.api.db, u.userId, '0.5', 'BTC');
    await grant(t.api.db, u.userId, '250', 'USDT', 'contract');
    // The demo account holds the 100,000 virtual USDT every new user starts with.
    // 100 USDT frozen, as a withdrawal would.
    await t.api.db.$transaction(async (tx) => {
      const { freeze } = await import('../../src/ledger/index.ts');
      await freeze(tx, { userId: u.userId, account: 'spot', currency: 'USDT', amount: '100', type: BalanceLogType.WITHDRAW_FREEZE });
    });

    const balances = await t.api.call(contract['finance.queryUserBalance'], {}, { token: u.token });
    expect(balances.result).toEqual([
      { currency: 'USDT', available: '900', frozen: '100', total: '1000', valuation: '1000' },
      { currency: 'BTC', available: '0.5', frozen: '0', total: '0.5', valuation: '30000' },
    ]);
    const one = await t.api.call(contract['finance.queryUserBalance'], { currency: 'BTC' }, { token: u.token });
    expect(one.result).toEqual([{ currency: 'BTC', available: '0.5', frozen: '0', total: '0.5', valuation: '30000' }]);

    const assets = await t.api.call(contract['finance.queryUserAssets'], {}, { token: u.token });
    expect(assets.result).toEqual({
      currency: 'USDT',
      totalAssets: '31250',
      spotBalance: '31000',
      contractBalance: '250',
      positionAssets: '0',
      productAssets: '0',
      competitionFrozen: '0',
      virtualAssets: '100000',
      loanOutstanding: '0',
    });
  });

  test('position assets are margin plus unrealised PnL at the mark price', async () => {
    const u = await registerByEmail(t.api, 'trader@example.com');
    // Long 0.1 BTC from 50000 with 500 margin: at 60000 it is worth 500 + 1000.
    await t.api.db.position.create({
      data: { userId: u.userId, symbol: 'BTC/USDT', side: 1, leverage: 10, quantity: '0.1', entryPrice: '50000', margin: '500', openFee: '2.5' },
    });
    const assets = await t.api.call(contract['finance.queryUserAssets'], {}, { token: u.token });
    expect(assets.result).toMatchObject({ positionAssets: '1500', totalAssets: '1500' });
  });

  test('every valuation follows the live market price, not the symbol start price (issue 10 item 5)', async () => {
    const u = await registerByEmail(t.api, 'live@example.com');
    await grant(t.api.db, u.userId, '0.5', 'BTC');
    await t.api.db.position.create({
      data: { userId: u.userId, symbol: 'BTC/USDT', side: 1, leverage: 10, quantity: '0.1', entryPrice: '50000', margin: '500', openFee: '2.5' },
    });
    // The market moves BTC from its 60000 start to 40000: 0.5 BTC is worth 20000, the long 0.1 from 50000 has lost 1000.
    t.feed.set('BTCUSDT', '40000');
    const assets = await t.api.call(contract['finance.queryUserAssets'], {}, { token: u.token });
    expect(assets.result).toMatchObject({ spotBalance: '20000', positionAssets: '0', totalAssets: '20000' });
    const balance = await t.api.call(contract['finance.queryUserBalance'], { currency: 'BTC' }, { token: u.token });
    expect(balance.result[0]!.valuation).toBe('20000');
    const rate = await t.api.call(contract['set.getRateByCurrency'], { currency: 'BTC' });
    expect(rate.result.rate).toBe('40000');
    const list = await t.api.call(contract['set.getCurrencyList'], { type: 1 });
    expect(list.result.find((c) => c.currency === 'BTC')?.usdtRate).toBe('40000');

    // A rally to 62345.67: 0.5 BTC = 31172.835; the position is worth 500 + 0.1 x 12345.67 = 1734.567.
    t.feed.set('BTCUSDT', '62345.67');
    const later = await t.api.call(contract['finance.queryUserAssets'], {}, { token: u.token });
    expect(later.result).toMatchObject({ spotBalance: '31172.835', positionAssets: '1734.567', totalAssets: '32907.402' });
    expect((await t.api.call(contract['set.getRateByCurrency'], { currency: 'BTC', quoteCurrency: 'EUR' })).result.rate).toBe(
      '49876.536',
    );
  });

  test('a new user sees zeros, and both calls need a token', async () => {
    const u = await registerByEmail(t.api, 'new@example.com');
    const balances = await t.api.call(contract['finance.queryUserBalance'], {}, { token: u.token });
    expect(balances.result).toEqual([
      { currency: 'USDT', available: '0', frozen: '0', total: '0', valuation: '0' },
      { currency: 'BTC', available: '0', frozen: '0', total: '0', valuation: '0' },
    ]);
    expect((await t.api.call(contract['finance.queryUserBalance'])).code).toBe(401);
    expect((await t.api.call(contract['finance.queryUserAssets'])).code).toBe(401);
  });
});
