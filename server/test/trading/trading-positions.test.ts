import { describe, expect, test } from 'vitest';
import { contract, CLOSE_REASON, POSITION_STATUS } from '@sandbox/shared';
import { competitionAccounts } from '../../src/modules/competition/index.ts';
import { createTradingModule } from '../../src/modules/trading/index.ts';
import type { FakePriceFeed } from '../fake-price-feed.ts';
import type { TestApi } from '../harness.ts';
import { balanceOf, moneyState, openPosition, useTradeApp, type TradeUser } from '../trading-fixture.ts';
import { noNotices } from '../no-notices.ts';

let api: TestApi;
let feed: FakePriceFeed;
let alice: TradeUser;
let bob: TradeUser;
useTradeApp({ alice: [['contract', '1000'], ['spot', '500']], bob: [['contract', '1000']] }, (app) => ({ api, feed, users: { alice, bob } } = app));

const longBtc = { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, margin: '100' };
const open = (body: object, token = alice.token) => openPosition(api, body, token);

describe('open, read and close a position (known answers)', () => {
  test('isolated long 10x with 100 USDT at 10,000: quantity, fee, liquidation price, live PnL, close', async () => {
    const p = await open(longBtc);
    // 100 x 10 / 10,000 = 0.1 BTC; fee 0.1 x 10,000 x 0.05 % = 0.5;
    // LP = (100 - 0.1 x 10,000) / (0.1 x 0.4 % - 0.1) = 9,036.14457831 (Binance isolated formula).
    expect(p).toMatchObject({
      symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10, quantity: '0.1', entryPrice: '10000', margin: '100',
      openFee: '0.5', liquidationPrice: '9036.14457831', status: POSITION_STATUS.RUNNING, unrealizedPnl: '0', yield: '0',
      accountType: 1,
    });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '899.5', frozen: '100' });
    // "P" + region time (14 digits) + 6 random digits, like every order number.
    expect(p.orderNo).toMatch(/^P\d{20}$/);

    feed.set('BTCUSDT', '11000');
    const list = await api.call(contract['trade.positionList'], { status: 1 }, { token: alice.token });
    // PnL 0.1 x 1,000 = 100; yield 100 / 100 = 100 %; margin ratio 0.1 x 11,000 x 0.4 % / (100 + 100) = 2.2 %.
    expect(list.result.total).toBe(1);
    expect(list.result.records[0]).toMatchObject({ markPrice: '11000', unrealizedPnl: '100', yield: '100', marginRatio: '2.2' });

    const summary = await api.call(contract['trade.positionSummary'], {}, { token: alice.token });
    expect(summary.result).toMatchObject({ openCount: 1, totalMargin: '100', unrealizedPnl: '100', balance: '999.5', available: '899.5', equity: '1099.5' });
    const wallet = await api.call(contract['finance.queryUserContractBalance'], {}, { token: alice.token });
    expect(wallet.result).toEqual({ currency: 'USDT', balance: '999.5', available: '899.5', frozenMargin: '100', unrealizedPnl: '100', equity: '1099.5' });

    const closed = await api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: p.id } });
    // Close fee 0.1 x 11,000 x 0.05 % = 0.55; gross 100; net 100 - 0.5 open fee - 0.55 = 98.95, the wallet's change.
    expect(closed.result).toMatchObject({
      status: POSITION_STATUS.CLOSED, closePrice: '11000', openFee: '0.5', closeFee: '0.55', grossPnl: '100', realizedPnl: '98.95',
      closeReason: CLOSE_REASON.MANUAL, yield: '98.95',
    });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '1098.95', frozen: '0' });
    const closedList = await api.call(contract['trade.positionList'], { status: 3 }, { token: alice.token });
    expect(closedList.result.records.map((r) => r.id)).toEqual([p.id]);
    // The settlement page reads the one position; the mark moving later changes nothing of a closed one.
    feed.set('BTCUSDT', '12000');
    const detail = await api.call(contract['ext.positionDetail'], {}, { token: alice.token, params: { id: p.id } });
    expect(detail.result).toEqual(closed.result);
  });

  test('short by quantity, take-profit and stop-loss, edit them, add margin', async () => {
    const p = await open({ symbol: 'BTCUSDT', side: 2, marginMode: 1, leverage: 20, quantity: '0.05', takeProfit: '9000', stopLoss: '10400' });
    // Margin 0.05 x 10,000 / 20 = 25; LP = (25 + 500) / (0.05 x 0.4 % + 0.05) = 10,458.16733067;
    // expected return at TP: 0.05 x (10,000 - 9,000) = 50.
    expect(p).toMatchObject({ margin: '25', openFee: '0.25', liquidationPrice: '10458.16733067', takeProfit: '9000', stopLoss: '10400', expectedReturn: '50' });
    const edited = await api.call(contract['trade.positionUpdateStopLoss'], { id: p.id, stopLoss: '10300' }, { token: alice.token });
    expect(edited.result).toMatchObject({ takeProfit: null, stopLoss: '10300' });
    const added = await api.call(contract['trade.positionAddMargin'], { id: p.id, amount: '25' }, { token: alice.token });
    // (50 + 500) / 0.0502 = 10,956.17529880: more margin moves the liquidation price away.
    expect(added.result).toMatchObject({ margin: '50', liquidationPrice: '10956.1752988' });
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '949.75', frozen: '50' });
  });

  test('cross long: the liquidation price uses the whole cross wallet', async () => {
    const p = await open({ ...longBtc, marginMode: 2 });
    // WB = available 899.5 + cross margin 100 = 999.5; LP = (999.5 - 1,000) / (0.0004 - 0.1) = 5.02008032
    expect(p.liquidationPrice).toBe('5.02008032');
    // Moving 500 out of the contract wallet brings it closer: (499.5 - 1,000) / -0.0996 = 5,025.10040160.
    const moved = await api.call(contract['finance.transferContract'], { direction: 2, amount: '500' }, { token: alice.token });
    expect(moved.result).toEqual({ spotBalance: '1000', contractBalance: '499.5' });
    const list = await api.call(contract['trade.positionList'], {}, { token: alice.token });
    expect(list.result.records[0]!.liquidationPrice).toBe('5025.1004016');
  });
});

describe('cross margin with two positions', () => {
  test("each liquidation price follows the other position's PnL (refreshed by the risk job)", async () => {
    const btc = await open({ ...longBtc, marginMode: 2 });
    const eth = await open({ symbol: 'ETHUSDT', side: 1, marginMode: 2, leverage: 10, margin: '200' });
    // WB = 1,000 - 100 - 0.5 - 200 - 1 (fees) + 300 (cross margins) = 998.5.
    // ETH at 2,000: TMM1 = 1 x 2,000 x 0.5 % = 10, UPNL1 = 0:
    // LP(BTC) = (998.5 - 10 + 0 - 1,000) / (0.1 x 0.4 % - 0.1) = -11.5 / -0.0996 = 115.46184738...
    expect((await api.db.position.findUniqueOrThrow({ where: { id: btc.id } })).liquidationPrice).toBe('115.46184738');
    expect(eth.liquidationPrice).not.toBeNull();
    feed.set('ETHUSDT', '1800');
    // ETH at 1,800: TMM1 = 9, UPNL1 = -200: (998.5 - 9 - 200 - 1,000) / -0.0996 = 2,113.45381526...
    const engine = createTradingModule({ db: api.db, clock: api.clock, feed, notify: noNotices, competitionAccounts });
    expect(await engine.positions.refreshSharedCross()).toBe(1);
    expect((await api.db.position.findUniqueOrThrow({ where: { id: btc.id } })).liquidationPrice).toBe('2113.45381526');
  });
});

describe('bad input changes nothing and answers in the caller\'s language', () => {
  const cases: [string, object, number, string][] = [
    ['unknown symbol', { ...longBtc, symbol: 'FOOUSDT' }, 400, 'Unknown symbol: FOOUSDT'],
    ['leverage 0', { ...longBtc, leverage: 0 }, 400, 'Invalid or missing value: leverage'],
    ['leverage above the maximum', { ...longBtc, leverage: 126 }, 400, 'Leverage must be between 1 and 125'],
    ['negative amount', { ...longBtc, margin: '-5' }, 400, 'Invalid or missing value: margin'],
    ['tiny amount', { ...longBtc, margin: undefined, quantity: '0.0001' }, 400, 'The position is too small: at least 0.001 BTC'],
    ['insufficient balance', { ...longBtc, margin: '5000' }, 409, 'Insufficient balance'],
    ['take-profit below the entry of a long', { ...longBtc, takeProfit: '9000' }, 400, 'For a long position the take-profit must be above the current price'],
    ['stop-loss beyond the liquidation price', { ...longBtc, stopLoss: '9000' }, 400, 'For a long position the stop-loss must be below the current price and above the liquidation price'],
  ];
  test.each(cases)('%s', async (_name, body, code, message) => {
    const before = await moneyState(api, alice.userId);
    const res = await api.send(contract['trade.positionCreate'], body, { token: alice.token });
    expect(res.code).toBe(code);
    expect(res.message).toBe(message);
    expect(await moneyState(api, alice.userId)).toEqual(before);
  });

  test('in Simplified Chinese', async () => {
    const res = await api.send(contract['trade.positionCreate'], { ...longBtc, leverage: 126 }, { token: alice.token, lang: 'zh-cn' });
    expect(res.message).toBe('杠杆倍数须在 1 到 125 之间');
  });

  test('a transfer above the balance', async () => {
    const before = await moneyState(api, alice.userId);
    const res = await api.call(contract['finance.transferContract'], { direction: 1, amount: '500.01' }, { token: alice.token });
    expect(res).toMatchObject({ code: 409, message: 'Insufficient balance' });
    expect(await moneyState(api, alice.userId)).toEqual(before);
  });
});

describe('login and ownership', () => {
  test('every call needs a token (401)', async () => {
    for (const res of [
      await api.send(contract['trade.positionCreate'], longBtc),
      await api.call(contract['trade.positionList']),
      await api.call(contract['trade.positionClose'], undefined, { params: { id: 'x' } }),
      await api.call(contract['trade.positionUpdateStopLoss'], { id: 'x' }),
      await api.call(contract['trade.positionAddMargin'], { id: 'x', amount: '1' }),
      await api.call(contract['trade.positionSummary']),
      await api.call(contract['finance.transferContract'], { direction: 1, amount: '1' }),
      await api.call(contract['finance.queryUserContractBalance']),
      await api.call(contract['ext.positionDetail'], {}, { params: { id: 'x' } }),
    ]) expect(res.code).toBe(401);
  });

  test("another user's position cannot be read, closed or changed", async () => {
    const p = await open(longBtc);
    const before = await moneyState(api, alice.userId);
    const bobBefore = await moneyState(api, bob.userId);
    expect((await api.call(contract['trade.positionList'], {}, { token: bob.token })).result.total).toBe(0);
    for (const res of [
      await api.call(contract['trade.positionClose'], undefined, { token: bob.token, params: { id: p.id } }),
      await api.call(contract['trade.positionUpdateStopLoss'], { id: p.id, takeProfit: '12000' }, { token: bob.token }),
      await api.call(contract['trade.positionAddMargin'], { id: p.id, amount: '10' }, { token: bob.token }),
      await api.call(contract['ext.positionDetail'], {}, { token: bob.token, params: { id: p.id } }),
      await api.call(contract['ext.positionDetail'], {}, { token: alice.token, params: { id: 'no-such-position' } }),
    ]) expect(res).toMatchObject({ code: 404, message: 'Position not found' });
    expect(await moneyState(api, alice.userId)).toEqual(before);
    expect(await moneyState(api, bob.userId)).toEqual(bobBefore);
  });

  test('two concurrent closes of one position close it once', async () => {
    const p = await open(longBtc);
    const results = await Promise.all([
      api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: p.id } }),
      api.call(contract['trade.positionClose'], undefined, { token: alice.token, params: { id: p.id } }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 409]);
    expect(await api.db.balanceLog.count({ where: { refId: p.id, type: 12 } })).toBe(1);
    // At the entry price: margin back, minus both fees (0.5 + 0.5).
    expect(await balanceOf(api, alice.userId, 'contract')).toEqual({ available: '999', frozen: '0' });
  });
});
