import Decimal from 'decimal.js';
import { describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { balanceOf, moneyState, useTradeApp, type TradeUser } from '../trading-fixture.ts';

/*
 * Issue 10 item 3: the leverage a user picks is the leverage the position has.
 * A margin is turned into a quantity truncated to the symbol's precision; the
 * margin taken is that quantity's notional / leverage (rounded up to the
 * settlement currency's decimals), not the amount offered.
 */


let api: TestApi;
let feed: FakePriceFeed;
let alice: TradeUser;
useTradeApp({ alice: [['contract', '1000']] }, (app) => {
  ({ api, feed, users: { alice } } = app);
  feed.set('ETHUSDT', '2003.17');
});

describe('margin from the truncated quantity', () => {
  test('margin 100 at 10x, price 2003.17, quantity precision 3 (USDT at 8 decimals)', async () => {
    const res = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' }, { token: alice.token });
    expect(res.code, res.message).toBe(200);
    // By hand: 100 x 10 / 2003.17 = 0.49920875... -> 0.499 ETH (down to 3 decimals);
    // notional 0.499 x 2003.17 = 999.58183; margin 999.58183 / 10 = 99.958183 (was 100, i.e. 9.9958x);
    // open fee 999.58183 x 0.0005 = 0.499790915 -> 0.49979092 (up to 8 decimals).
    expect(res.result).toMatchObject({ quantity: '0.499', entryPrice: '2003.17', margin: '99.958183', openFee: '0.49979092', leverage: 10 });
    const row = await api.db.position.findUniqueOrThrow({ where: { id: res.result.id } });
    expect(row.leverage).toBe(10);
    expect(row.margin).toBe('99.958183');
    // notional / margin is exactly the 10x picked.
    expect(new Decimal(row.quantity).times(row.entryPrice).div(row.margin).toFixed()).toBe('10');
    // Only the margin taken left the available balance (plus the fee).
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '899.54202608', frozen: '99.958183' });
  });

  test('with USDT at 2 decimals the margin rounds up to the cent, never above the offer', async () => {
    await api.db.currency.update({ where: { code: 'USDT' }, data: { precision: 2 } });
    const res = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' }, { token: alice.token });
    expect(res.code, res.message).toBe(200);
    // 99.958183 -> 99.96 (up to 2 decimals).
    expect(res.result).toMatchObject({ quantity: '0.499', margin: '99.96', leverage: 10 });
  });

  test('a typed margin may carry up to 8 decimals; the margin taken is still at the currency decimals (2), never above the offer', async () => {
    await api.db.currency.update({ where: { code: 'USDT' }, data: { precision: 2 } });
    // 100.123 x 10 / 2003.17 = 0.49982... -> 0.499; margin 99.958183 -> 99.96.
    const res = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100.123' }, { token: alice.token });
    expect(res.code, res.message).toBe(200);
    expect(res.result).toMatchObject({ quantity: '0.499', margin: '99.96' });
  });

  test('a margin with more than 8 decimals is refused; nothing changes', async () => {
    const before = await moneyState(api, alice.userId);
    const res = await api.call(contract['trade.positionCreate'], { symbol: 'ETHUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100.123456789' }, { token: alice.token });
    expect(res.code).toBe(400);
    expect(await moneyState(api, alice.userId)).toEqual(before);
  });
});
