import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import type { Market } from '../../src/market/market.ts';
import { loadConfig } from '../../src/config.ts';
import { translate } from '../../src/i18n/translate.ts';
import { createTestApp, type TestApi } from '../harness.ts';
import { FIXTURE_SYMBOLS, fixtureMarket, onStreamEvents } from '../market-fixtures.ts';

/*
 * The market calls through the real app. Date is frozen (only Date: timers stay
 * real), so the sandbox clock stands still and every answer is known: an
 * independent Market over the same rows, seed and clock computes it.
 */
const NOW = new Date('2026-05-06T07:08:09.250Z');

let api: TestApi;
let expected: Market;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  api = await createTestApp();
  await api.db.tradingSymbol.createMany({ data: FIXTURE_SYMBOLS });
  const reload = await api.qaCall(qaRoutes['market.reload']);
  expect(reload.code).toBe(200);
  expect(reload.result.symbols).toHaveLength(3);
  expected = await fixtureMarket(api.clock);
}, 60_000);

afterAll(async () => {
  await api.close();
  vi.useRealTimers();
});

describe('trade.symbolList', () => {
  test('lists every symbol with its trading rules, in catalogue order', async () => {
    const res = await api.call(contract['trade.symbolList']);
    expect(res.code).toBe(200);
    expect(res.result.map((s) => s.symbol)).toEqual(['BTCUSDT', 'EURUSD', 'XAUUSD']);
    const mark = expected.markPrice('BTCUSDT')!;
    expect(res.result[0]).toEqual({
      symbol: 'BTCUSDT',
      baseCurrency: 'BTC',
      quoteCurrency: 'USDT',
      name: 'Bitcoin',
      category: 1,
      iconUrl: null,
      pricePrecision: 2,
      quantityPrecision: 3,
      leverages: [1, 2, 3, 5, 10, 20, 25, 50, 75, 100, 125],
      maxLeverage: 125,
      // 0.001 BTC at 125x, rounded up to the cent.
      minMargin: mark.mul('0.001').div(125).toDecimalPlaces(2, 0).toFixed(2),
      // The rule itself: the smallest quantity (TradingSymbol.minQuantity), which the order form checks too.
      minQuantity: '0.001',
      feeRate: '0.05',
      maintenanceMarginRate: '0.4',
      // Every bracket is published (server/test/trade-symbol-brackets.test.ts checks them).
      maintenanceTiers: expect.arrayContaining([expect.objectContaining({ tier: 1, maintenanceMarginRate: '0.4', maintenanceAmount: '0' })]),
      contractEnabled: true,
      secondContractEnabled: true,
      sort: 1,
    });
    expect(res.result[2]).toMatchObject({ symbol: 'XAUUSD', category: 3, leverages: [1, 2, 3, 5, 10, 20, 25, 50], feeRate: '0.03', maintenanceMarginRate: '1' });
  });

  test('filters by category; a bad category is refused in the caller language', async () => {
    const forex = await api.call(contract['trade.symbolList'], { category: 2 });
    expect(forex.result.map((s) => s.symbol)).toEqual(['EURUSD']);
    const bad = await api.call(contract['trade.symbolList'], { category: 9 }, { lang: 'jp' });
    expect(bad).toMatchObject({ code: 400, success: false, message: '値が無効または未入力です：category' });
  });
});

describe('trade.symbolPrice', () => {
  test('answers the ticker with 24 h figures, without a token', async () => {
    const res = await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' });
    expect(res.code).toBe(200);
    expect(res.result).toEqual(expected.ticker('BTCUSDT'));
    expect(res.result.timestamp).toBe(Math.floor(NOW.getTime() / 1000) * 1000);
    expect(res.result.open24h).toBe(expected.priceAt('BTCUSDT', new Date(NOW.getTime() - 86_400_000))!.toFixed(2));
  });

  test("within one second every call gets the second's ticker, with its own envelope time and the caller's language", async () => {
    // The route keeps each ticker's serialised answer (routes/handlers.ts snapshot): only the envelope's time moves.
    const first = await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' });
    vi.setSystemTime(new Date(NOW.getTime() + 300));
    try {
      const zh = await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' }, { lang: 'zh-cn' });
      const en = await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' });
      expect(zh.result).toEqual(first.result);
      expect(en.result).toEqual(first.result);
      expect(first.timestamp).toBe(api.clock.now().getTime() - 300);
      expect(zh.timestamp).toBe(api.clock.now().getTime());
      expect(en.timestamp).toBe(api.clock.now().getTime());
      expect([first.message, zh.message, en.message]).toEqual([translate('en-us', 'common.ok'), translate('zh-cn', 'common.ok'), translate('en-us', 'common.ok')]);
      // The console's request log still lists these calls with their envelope's code and message.
      const logged = (await api.qaCall(qaRoutes['requests.list'], { query: { route: 'appSymbol/price', limit: 3 } })).result.requests;
      expect(logged.map((r) => [r.path, r.query, r.code, r.message])).toEqual(
        [en, zh, first].map((r) => [contract['trade.symbolPrice'].path, { symbol: 'BTCUSDT' }, 200, r.message]),
      );
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  test('an unknown symbol is a clear 404, a malformed one a 400, in the caller language', async () => {
    const en = await api.call(contract['trade.symbolPrice'], { symbol: 'FOOUSDT' });
    expect(en).toMatchObject({ code: 404, success: false, message: 'Unknown trading pair: FOOUSDT', result: null });
    const zh = await api.call(contract['trade.symbolPrice'], { symbol: 'FOOUSDT' }, { lang: 'zh-cn' });
    expect(zh.message).toBe('未知的交易对：FOOUSDT');
    const malformed = await api.call(contract['trade.symbolPrice'], { symbol: 'btc/usdt' });
    expect(malformed).toMatchObject({ code: 400, message: 'Invalid or missing value: symbol' });
    const missing = await api.call(contract['trade.symbolPrice']);
    expect(missing.code).toBe(400);
  });
});

describe('public.ticketList', () => {
  test('all tickers in catalogue order, or ranked, filtered and limited', async () => {
    const all = await api.call(contract['public.ticketList']);
    expect(all.result).toEqual(expected.tickers());
    const pct = (t: { changePercent24h: string }) => Number(t.changePercent24h);

    const rising = await api.call(contract['public.ticketList'], { ranking: 3 });
    expect(rising.result.map((t) => t.symbol)).toEqual([...all.result].sort((a, b) => pct(b) - pct(a)).map((t) => t.symbol));
    const falling = await api.call(contract['public.ticketList'], { ranking: 4 });
    expect(falling.result.map((t) => t.symbol)).toEqual([...rising.result].reverse().map((t) => t.symbol));
    const volume = await api.call(contract['public.ticketList'], { ranking: 1 });
    const turnover = volume.result.map((t) => Number(t.turnover24h));
    expect(turnover).toEqual([...turnover].sort((a, b) => b - a));
    const hot = await api.call(contract['public.ticketList'], { ranking: 2, limit: 1 });
    expect(hot.result.map((t) => t.symbol)).toEqual(['BTCUSDT']);
    const gold = await api.call(contract['public.ticketList'], { category: 3 });
    expect(gold.result.map((t) => t.symbol)).toEqual(['XAUUSD']);
  });

  test('a bad ranking or limit is refused', async () => {
    expect((await api.call(contract['public.ticketList'], { ranking: 7 })).code).toBe(400);
    expect((await api.call(contract['public.ticketList'], { limit: 0 })).code).toBe(400);
  });
});

describe('trade.priceDistribution', () => {
  test('counts rises, falls and change buckets over all symbols or one category', async () => {
    const res = await api.call(
      contract['trade.priceDistribution'],
    );
    expect(res.result).toEqual(expected.distribution());
    expect(res.result.riseCount + res.result.fallCount + res.result.flatCount).toBe(3);
    expect(res.result.buckets.reduce((s, b) => s + b.count, 0)).toBe(3);
    expect(res.result.buckets[0]).toMatchObject({ from: null, to: '-10' });
    expect(res.result.buckets.at(-1)).toMatchObject({ from: '10', to: null });
    const forex = await api.call(contract['trade.priceDistribution'], { category: 2 });
    expect(forex.result.buckets.reduce((s, b) => s + b.count, 0)).toBe(1);
  });
});

describe('ext.candles', () => {
  test('candles of any interval, oldest first, up to now or to endTime', async () => {
    const res = await api.call(contract['ext.candles'], { symbol: 'BTCUSDT', interval: '1m', limit: 500 });
    expect(res.code).toBe(200);
    expect(res.result).toEqual(expected.candles('BTCUSDT', '1m', 500));
    expect(res.result).toHaveLength(500);
    expect(res.result.at(-1)!.time).toBe(Math.floor(NOW.getTime() / 60_000) * 60_000);
    expect(res.result.at(-1)!.close).toBe(expected.ticker('BTCUSDT')!.price);

    const weekly = await api.call(contract['ext.candles'], { symbol: 'XAUUSD', interval: '1w' });
    expect(weekly.result).toHaveLength(300);
    const endTime = NOW.getTime() - 10 * 86_400_000;
    const past = await api.call(contract['ext.candles'], { symbol: 'EURUSD', interval: '4h', limit: 10, endTime });
    expect(past.result).toEqual(expected.candles('EURUSD', '4h', 10, endTime));
    expect(past.result.at(-1)!.time).toBeLessThanOrEqual(endTime);
    expect(endTime - past.result.at(-1)!.time).toBeLessThan(4 * 3_600_000);
  });

  test('a bad interval or limit is a 400 naming the field; an unknown symbol a 404', async () => {
    expect(await api.send(contract['ext.candles'], { symbol: 'BTCUSDT', interval: '2m' })).toMatchObject({ code: 400, message: 'Invalid or missing value: interval' });
    expect(await api.call(contract['ext.candles'], { symbol: 'BTCUSDT', interval: '1m', limit: 1001 })).toMatchObject({ code: 400, message: 'Invalid or missing value: limit' });
    const unknown = await api.call(contract['ext.candles'], { symbol: 'FOOUSDT', interval: '1m' }, { lang: 'ko' });
    expect(unknown).toMatchObject({ code: 404, message: '알 수 없는 거래쌍: FOOUSDT' });
  });
});

describe('QA market steering', () => {
  test('a crash moves the price for everyone to its target over the duration', async () => {
    const before = expected.markPrice('XAUUSD')!;
    const res = await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'XAUUSD', kind: 'crash', percent: '10', durationSeconds: 60 } });
    expect(res.code).toBe(200);
    expect(res.result).toMatchObject({ symbol: 'XAUUSD', from: before.toFixed(2), target: before.mul('0.9').toFixed(2) });

    vi.setSystemTime(NOW.getTime() + 60_000);
    const after = await api.call(contract['trade.symbolPrice'], { symbol: 'XAUUSD' });
    expect(after.result.price).toBe(res.result.target);
    const state = await api.qaCall(qaRoutes['market.state']);
    expect(state.result.symbols.find((s) => s.symbol === 'XAUUSD')!.steers).toMatchObject([{ kind: 'crash', active: false }]);
    // The unsteered symbols still follow the plain path.
    expected.tick(new Date(NOW.getTime() + 60_000));
    expect((await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' })).result.price).toBe(expected.ticker('BTCUSDT')!.price);
  });

  test('bad steers are refused and change nothing; the QA token is required', async () => {
    const crash = await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'crash', percent: '150', durationSeconds: 60 } });
    expect(crash).toMatchObject({ code: 400, message: 'Give a percent between 0 and 100 for a crash, or above 0 for a rally' });
    const target = await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'target', durationSeconds: 60 } });
    expect(target).toMatchObject({ code: 400, message: 'Give a target price above 0' });
    const unknown = await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'FOOUSDT', kind: 'rally', percent: '5', durationSeconds: 60 } });
    expect(unknown).toMatchObject({ code: 404, message: 'Unknown trading pair: FOOUSDT' });
    const noToken = await api.app.inject({ method: 'POST', url: `${QA_BASE}${qaPath(qaRoutes['market.steer'])}`, payload: { symbol: 'BTCUSDT', kind: 'rally', percent: '5', durationSeconds: 60 } });
    expect(noToken.json()).toMatchObject({ code: 403 });
    const state = await api.qaCall(qaRoutes['market.state']);
    expect(state.result.symbols.find((s) => s.symbol === 'BTCUSDT')!.steers).toEqual([]);
  });
});

describe('live stream (server-sent events)', () => {
  test('a snapshot, then one event per tick with the next sequence number; the ticker runs while listening', async () => {
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const state = await api.qaCall(qaRoutes['market.state']);
    expect(state.result.ticking).toBe(true);

    const events: Array<{ seq: number; time: number; prices: Record<string, string>; snapshot: boolean }> = [];
    let contentType = '';
    const request = get(`${address}/api/ext/market/stream?symbols=BTCUSDT,EURUSD`);
    const twoEvents = new Promise<void>((resolve, reject) => {
      request.on('response', (res) => {
        contentType = String(res.headers['content-type']);
        onStreamEvents<(typeof events)[number]>(res, (event) => {
          events.push(event);
          if (events.length === 1) vi.setSystemTime(NOW.getTime() + 61_000);
          if (events.length >= 2) resolve();
        });
      });
      request.on('error', reject);
    });
    await twoEvents;
    request.destroy();

    expect(contentType).toBe('text/event-stream; charset=utf-8');
    const [snapshot, next] = events;
    expect(snapshot).toMatchObject({ snapshot: true, time: NOW.getTime() + 60_000 - 250 });
    expect(Object.keys(snapshot!.prices)).toEqual(['BTCUSDT', 'EURUSD']);
    expect(snapshot!.prices.BTCUSDT).toBe(expected.priceAt('BTCUSDT', new Date(snapshot!.time))!.toFixed(2));
    expect(next).toMatchObject({ snapshot: false, seq: snapshot!.seq + 1, time: NOW.getTime() + 61_000 - 250 });
    expected.tick(new Date(NOW.getTime() + 61_000));
    expect(next!.prices.EURUSD).toBe(expected.markPrice('EURUSD')!.toFixed(5));
  });

  test('an unknown symbol on the stream is an envelope 404', async () => {
    const res = await api.app.inject({ method: 'GET', url: `${contract['ext.marketStream'].path}?symbols=FOOUSDT` });
    expect(res.json()).toMatchObject({ code: 404, message: 'Unknown trading pair: FOOUSDT' });
  });
});

describe('reload after a scenario', () => {
  test('the market follows the scenario symbols', async () => {
    expect((await api.qaCall(qaRoutes.reset)).code).toBe(200);
    expect((await api.call(contract['trade.symbolList'])).result).toEqual([]);
    expect((await api.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' })).code).toBe(404);
  });
});

describe('MARKET_SEED', () => {
  /** A second app over the fixture symbols with the given seed; its BTC price at the frozen instant. */
  async function priceWithSeed(seed: string): Promise<{ seed: number; price: string }> {
    const other = await createTestApp({ MARKET_SEED: seed });
    try {
      await other.db.tradingSymbol.createMany({ data: FIXTURE_SYMBOLS });
      await other.qaCall(qaRoutes['market.reload']);
      const state = await other.qaCall(qaRoutes['market.state']);
      const ticker = await other.call(contract['trade.symbolPrice'], { symbol: 'BTCUSDT' });
      return { seed: state.result.seed, price: ticker.result.price };
    } finally {
      await other.close();
    }
  }

  test('another seed gives another path, and the same seed the same path', async () => {
    const first = await priceWithSeed('7');
    const again = await priceWithSeed('7');
    const fallback = await priceWithSeed(String(20_260_101));
    expect(first.seed).toBe(7);
    expect(again).toEqual(first);
    expect(fallback.price).toBe(expected.ticker('BTCUSDT')?.price);
    expect(first.price).not.toBe(fallback.price);
  }, 60_000);

  test('a seed that is not a whole number is refused at start', () => {
    expect(() => loadConfig({ MARKET_SEED: 'abc' })).toThrow(/MARKET_SEED/);
  });
});

describe('MARKET_WEEKEND', () => {
  test('closed holds forex and gold flat, without volume, from Friday 21:00 to Sunday 21:00 UTC; open is the default', async () => {
    expect(loadConfig({}).marketWeekend).toBe('open');
    expect(() => loadConfig({ MARKET_WEEKEND: 'shut' })).toThrow(/MARKET_WEEKEND/);
    const closed = await createTestApp({ MARKET_WEEKEND: 'closed' });
    try {
      await closed.db.tradingSymbol.createMany({ data: FIXTURE_SYMBOLS });
      await closed.qaCall(qaRoutes['market.reload']);
      expect((await closed.qaCall(qaRoutes['market.state'])).result.weekend).toBe('closed');
      // NOW is Wednesday 2026-05-06: the last weekend's 48 hours end on Sunday 2026-05-03 at 20:00-21:00 UTC.
      const weekendEnd = Date.parse('2026-05-03T20:00:00Z');
      for (const symbol of ['EURUSD', 'XAUUSD']) {
        const res = await closed.call(contract['ext.candles'], { symbol, interval: '1h', limit: 48, endTime: weekendEnd });
        expect(res.result).toHaveLength(48);
        expect(res.result[0]!.time).toBe(Date.parse('2026-05-01T21:00:00Z'));
        expect(new Set(res.result.flatMap((c) => [c.open, c.high, c.low, c.close])).size, symbol).toBe(1);
        expect(res.result.every((c) => Number(c.volume) === 0), symbol).toBe(true);
        // The default (open) market trades thinly over the same hours.
        const open = expected.candles(symbol, '1h', 48, weekendEnd)!;
        expect(new Set(open.map((c) => c.close)).size, symbol).toBeGreaterThan(1);
      }
      const btc = await closed.call(contract['ext.candles'], { symbol: 'BTCUSDT', interval: '1h', limit: 48, endTime: weekendEnd });
      expect(new Set(btc.result.map((c) => c.close)).size).toBeGreaterThan(1);
    } finally {
      await closed.close();
    }
  });
});
