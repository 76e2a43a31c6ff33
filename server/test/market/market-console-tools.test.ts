import { get, type ClientRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { contract } from '@sandbox/shared';
import { QA_BASE, qaPath, qaRoutes } from '@sandbox/shared/qa-routes';
import type { Market } from '../../src/market/market.ts';
import { createTestApp, QA_TOKEN, type TestApi } from '../harness.ts';
import { FIXTURE_SYMBOLS, fixtureMarket, onStreamEvents } from '../market-fixtures.ts';

/*
 * The market tools of the sandbox console (issue 18) through the app: a flat hold, a CSV replay
 * (scaled and absolute, and every refusal), the presenter's good day, stream faults (gap, stale
 * quote, drop) on a real listening stream, and steers kept by a snapshot. Date is frozen and
 * moved by hand; an unsteered Market over the same rows gives the walk's own prices.
 */
const NOW = new Date('2026-05-06T07:08:09.250Z');
const S = 1000;
let api: TestApi;
let walk: Market;
let dataDir: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  dataDir = await mkdtemp(path.join(tmpdir(), 'market-tools-'));
  api = await createTestApp({ DATA_DIR: dataDir });
  await api.db.tradingSymbol.createMany({ data: FIXTURE_SYMBOLS });
  expect((await api.qaCall(qaRoutes['market.reload'])).code).toBe(200);
  walk = await fixtureMarket(api.clock);
}, 60_000);

afterAll(async () => {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
  vi.useRealTimers();
});

const at = (ms: number) => vi.setSystemTime(NOW.getTime() + ms);
const price = async (symbol: string) => (await api.call(contract['trade.symbolPrice'], { symbol })).result.price;
/** The unsteered walk's price at NOW + ms. */
const walkAt = (symbol: string, ms: number) => {
  walk.refresh();
  return walk.priceAt(symbol, new Date(NOW.getTime() - 250 + ms))!;
};

describe('flat for a period', () => {
  test('the price holds at its current value for the duration (whole minutes are one flat candle), then walks on from there', async () => {
    at(0);
    const flat = await api.qaCall(qaRoutes['market.steer'], { body: { symbol: 'BTCUSDT', kind: 'flat', durationSeconds: 120 } });
    expect(flat.code).toBe(200);
    const held = flat.result.from;
    expect(flat.result).toMatchObject({ kind: 'flat', target: held, startTime: NOW.getTime() - 250, endTime: NOW.getTime() - 250 + 120 * S });
    expect(held).toBe(walkAt('BTCUSDT', 0).toFixed(2));
    at(37 * S);
    expect(await price('BTCUSDT')).toBe(held);
    at(120 * S);
    expect(await price('BTCUSDT')).toBe(held);
    // 07:09:00-07:10:00 lies inside the hold: one flat candle.
    const candles = await api.call(contract['ext.candles'], { symbol: 'BTCUSDT', interval: '1m', limit: 3 });
    const minute = candles.result.find((c) => c.time === Date.parse('2026-05-06T07:09:00Z'))!;
    expect(minute).toMatchObject({ open: held, high: held, low: held, close: held });
    // After it the walk's own moves, from the held price: held x walk(t) / walk(end).
    at(300 * S);
    const expected = new Decimal(held).mul(walkAt('BTCUSDT', 300 * S)).div(walkAt('BTCUSDT', 120 * S));
    expect(Number(await price('BTCUSDT'))).toBeCloseTo(expected.toNumber(), 1);
    expect(await price('BTCUSDT')).not.toBe(held);
  });
});

describe('CSV replay', () => {
  const replay = (symbol: string, csv: string, mode?: string, lang?: string) =>
    api.app.inject({
      method: 'POST',
      url: `${QA_BASE}${qaPath(qaRoutes['market.replay'])}`,
      headers: { 'x-qa-token': QA_TOKEN, 'content-type': 'application/json', ...(lang ? { lang } : {}) },
      payload: JSON.stringify({ symbol, csv, ...(mode ? { mode } : {}) }),
    });

  test('a bad file is refused with the line at fault, in the caller language, and changes nothing', async () => {
    const cases: Array<[string, string]> = [
      ['time,o,h,l,c\n0,1,1,1,1\n60,1,1,1,1', 'The CSV must start with the header offset,open,high,low,close or timestamp,open,high,low,close'],
      ['offset,open,high,low,close\n0,1,1,1,1', 'The CSV needs between 2 and 5000 candle rows'],
      ['offset,open,high,low,close\n0,1,1,1,1\n60,1,abc,1,1', 'Line 3: high is not a valid number'],
      ['offset,open,high,low,close\n0,1,1,1,1\nx,1,1,1,1', 'Line 3: offset is not a valid number'],
      ['offset,open,high,low,close\n0,1,1,1,1\n60,1,0.9,1.1,1', 'Line 3: high must be at least low, open and close, and low at most open and close, all above 0'],
      ['offset,open,high,low,close\n0,1,1,1,1\n0,1,1,1,1', 'Line 3: times must increase row by row and stay within 7 days of the first row'],
      ['timestamp,open,high,low,close\n2026-01-01T00:00:00Z,1,1,1,1\n2026-01-09T00:00:00Z,1,1,1,1', 'Line 3: times must increase row by row and stay within 7 days of the first row'],
      [`offset,open,high,low,close\n${Array.from({ length: 5001 }, (_, i) => `${i},1,1,1,1`).join('\n')}`, 'The CSV needs between 2 and 5000 candle rows'],
    ];
    for (const [csv, message] of cases) expect((await replay('EURUSD', csv)).json(), csv.slice(0, 60)).toMatchObject({ code: 400, message });
    expect((await replay('EURUSD', 'offset,open,high,low,close\n0,1,1,1,1\n60,1,0.9,1.1,1', undefined, 'zh-cn')).json()).toMatchObject({
      code: 400,
      message: '第 3 行：high 必须不低于 low、open 和 close，low 不高于 open 和 close，且都大于 0',
    });
    expect((await replay('FOOUSD', 'offset,open,high,low,close\n0,1,1,1,1\n60,1,1,1,1')).json()).toMatchObject({ code: 404 });
    expect((await replay('EURUSD', 'offset,open,high,low,close\n0,1,1,1,1\n60,1,1,1,1', 'sideways')).json()).toMatchObject({ code: 400 });
    const state = await api.qaCall(qaRoutes['market.state']);
    expect(state.result.symbols.find((s) => s.symbol === 'EURUSD')!.steers).toEqual([]);
  });

  test('scaled: the first close maps to the current price, the others keep their ratios (log-linear between rows), then the walk resumes', async () => {
    at(400 * S);
    const res = await replay('EURUSD', 'offset,open,high,low,close,volume\n0,1.0,1.0,1.0,1.0,5\n60,1.0,1.12,1.0,1.1,5\n120,1.1,1.1,0.98,0.99,5\n');
    expect(res.json()).toMatchObject({ code: 200, result: { kind: 'replay-scaled', mode: 'scaled', rows: 3 } });
    const from = new Decimal(res.json().result.from as string);
    expect(from.toFixed(5)).toBe(walkAt('EURUSD', 400 * S).toFixed(5));
    at(430 * S);
    expect(await price('EURUSD')).toBe(from.mul(Decimal.sqrt(1.1)).toFixed(5));
    at(460 * S);
    expect(await price('EURUSD')).toBe(from.mul(1.1).toFixed(5));
    at(520 * S);
    expect(await price('EURUSD')).toBe(from.mul(0.99).toFixed(5));
    at(600 * S);
    const resumed = from.mul(0.99).mul(walkAt('EURUSD', 600 * S)).div(walkAt('EURUSD', 520 * S));
    expect(Number(await price('EURUSD'))).toBeCloseTo(resumed.toNumber(), 4);
  });

  test('absolute, with timestamps: the closes are the prices', async () => {
    at(700 * S);
    const csv = 'timestamp,open,high,low,close\n2024-03-01T10:00:00Z,2000,2001,1999,2000\n2024-03-01T10:01:00Z,2000,2100,2000,2100\n';
    expect((await replay('XAUUSD', csv, 'absolute')).json()).toMatchObject({ code: 200, result: { kind: 'replay-absolute', target: '2100.00' } });
    at(730 * S);
    // sqrt(2000 x 2100) = 2049.390...
    expect(await price('XAUUSD')).toBe('2049.39');
    at(760 * S);
    expect(await price('XAUUSD')).toBe('2100.00');
  });
});

describe("the presenter's good day", () => {
  test('four crypto-wide phases over the duration, each reaching its target; BTC ends (1.005 x 1.06 x 0.98 x 1.04)^0.9 up', async () => {
    at(1000 * S);
    expect((await api.qaCall(qaRoutes['market.goodDay'], { body: { durationSeconds: 30 } })).code).toBe(400);
    const before = new Decimal(await price('BTCUSDT'));
    const res = await api.qaCall(qaRoutes['market.goodDay'], { body: { durationSeconds: 600 } });
    expect(res.code).toBe(200);
    const start = NOW.getTime() - 250 + 1000 * S;
    // 20 %, 35 %, 15 % and the rest of 600 s: 120, 210, 90, 180.
    expect(res.result.phases.map((p) => [p.name, p.kind, p.percent, (p.startTime! - start) / S, (p.endTime! - start) / S])).toEqual([
      ['calm open', 'rally', '0.5', 0, 120],
      ['crypto-wide rally', 'rally', '6', 120, 330],
      ['pull-back', 'crash', '2', 330, 420],
      ['strong close', 'rally', '4', 420, 600],
    ]);
    // Only BTC is crypto among the fixtures; forex and gold are not steered.
    expect(res.result.phases.every((p) => p.steers.length === 1 && p.steers[0]!.symbol === 'BTCUSDT')).toBe(true);
    const state = await api.qaCall(qaRoutes['market.state']);
    expect(state.result.symbols.find((s) => s.symbol === 'BTCUSDT')!.steers.filter((s) => s.pending)).toHaveLength(3);
    for (const phase of res.result.phases) {
      vi.setSystemTime(phase.endTime! + 250);
      expect(await price('BTCUSDT'), phase.name).toBe(phase.steers[0]!.target);
    }
    expect(before.toFixed(2)).toBe(res.result.phases[0]!.steers[0]!.from);
    expect(new Decimal(await price('BTCUSDT')).div(before).toNumber()).toBeCloseTo((1.005 * 1.06 * 0.98 * 1.04) ** 0.9, 4);
  });
});

interface StreamEvent {
  seq: number;
  time: number;
  prices: Record<string, string>;
  snapshot: boolean;
}

/** Opens the price stream of BTCUSDT on the listening app and collects its events. */
function openStream(address: string) {
  const events: StreamEvent[] = [];
  let ended = false;
  let notify: (() => void) | undefined;
  const request: ClientRequest = get(`${address}/api/ext/market/stream?symbols=BTCUSDT`, (res) => {
    onStreamEvents<StreamEvent>(res, (event) => {
      events.push(event);
      notify?.();
    });
    res.on('close', () => {
      ended = true;
      notify?.();
    });
  });
  request.on('error', () => {
    ended = true;
  });
  /** Waits until `check` holds (events arrive asynchronously), at most 5 s. */
  const until = (check: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (check()) return resolve();
      const timer = setTimeout(() => reject(new Error(`stream: waited in vain, ${events.length} events`)), 5000);
      notify = () => {
        if (check()) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
  return { events, until, ended: () => ended, close: () => request.destroy() };
}

describe('stream faults', () => {
  let address = '';
  let ms = 2000 * S;
  beforeAll(async () => {
    at(ms);
    address = await api.app.listen({ host: '127.0.0.1', port: 0 });
  });
  /** One more second on the clock; the state read ticks the market (pushes to the streams). */
  const step = async () => {
    ms += S;
    at(ms);
    await api.qaCall(qaRoutes['market.state']);
  };

  test('a gap: no pushes for its seconds, then the next push shows the missed seq; listed and reset with the HTTP faults', async () => {
    const stream = openStream(address);
    await stream.until(() => stream.events.length === 1);
    const gap = await api.qaCall(qaRoutes['market.stream.gap'], { body: { seconds: 3 } });
    expect(gap.result).toMatchObject({ kind: 'stream-gap', until: NOW.getTime() + ms + 3 * S });
    const listed = await api.qaCall(qaRoutes['faults.list']);
    expect(listed.result).toEqual([expect.objectContaining({ kind: 'stream-gap', route: '/api/ext/market/stream' })]);
    expect((await api.qaCall(qaRoutes['market.stream'])).result).toMatchObject({ open: 1, faults: [{ kind: 'stream-gap' }] });
    for (let i = 0; i < 3; i++) await step();
    await step();
    await stream.until(() => stream.events.length === 2);
    const [snapshot, next] = stream.events;
    // Three ticks in the gap went unsent: the push after it jumps from seq n to n + 4.
    expect(next!.seq).toBe(snapshot!.seq + 4);
    expect(next!.prices.BTCUSDT).toBe(await price('BTCUSDT'));
    // Reset clears the stream faults with the others.
    await api.qaCall(qaRoutes['market.stream.gap'], { body: { seconds: 60 } });
    const reset = await api.qaCall(qaRoutes['faults.clear']);
    expect(reset).toMatchObject({ result: { cleared: 1 } });
    expect((await api.qaCall(qaRoutes['market.stream'])).result.faults).toEqual([]);
    stream.close();
  });

  test('a stale quote: pushes repeat the last quote (price and time) while the market moves, then the real price comes back', async () => {
    const stream = openStream(address);
    await stream.until(() => stream.events.length === 1);
    const frozen = stream.events[0]!;
    expect((await api.qaCall(qaRoutes['market.stream.stale'], { body: { seconds: 3 } })).code).toBe(200);
    for (let i = 0; i < 3; i++) await step();
    await stream.until(() => stream.events.length === 4);
    for (const e of stream.events.slice(1, 4)) expect(e).toMatchObject({ time: frozen.time, prices: frozen.prices, snapshot: false });
    expect(await price('BTCUSDT')).not.toBe(frozen.prices.BTCUSDT);
    await step();
    await stream.until(() => stream.events.length === 5);
    expect(stream.events[4]).toMatchObject({ time: NOW.getTime() + ms - 250, prices: { BTCUSDT: await price('BTCUSDT') } });
    expect(stream.events.map((e) => e.seq - frozen.seq)).toEqual([0, 1, 2, 3, 4]);
    stream.close();
  });

  test('a drop ends every open stream now; a new one opens as before', async () => {
    const a = openStream(address);
    const b = openStream(address);
    await a.until(() => a.events.length === 1);
    await b.until(() => b.events.length === 1);
    const drop = await api.qaCall(qaRoutes['market.stream.drop']);
    expect(drop.result.dropped).toBe(2);
    await a.until(() => a.ended());
    await b.until(() => b.ended());
    expect((await api.qaCall(qaRoutes['market.stream'])).result.open).toBe(0);
    const c = openStream(address);
    await c.until(() => c.events.length === 1);
    expect(c.events[0]!.snapshot).toBe(true);
    c.close();
  });

  test('a drop through another instance on the same database ends the streams here at the next poll', async () => {
    const key = 'instances.shared.streamDrops';
    // The drop above was published for the other instances.
    const stored = async () => (await api.db.systemSetting.findUnique({ where: { key } }))?.value;
    expect(await stored()).toBe(JSON.stringify({ drops: 1 }));
    const a = openStream(address);
    await a.until(() => a.events.length === 1);
    // Nothing moved: a poll leaves the stream open.
    await api.app.instances.shared.poll();
    expect((await api.qaCall(qaRoutes['market.stream'])).result.open).toBe(1);
    // Another instance dropped its streams (its count moved to 2 in the shared row).
    await api.db.systemSetting.update({ where: { key }, data: { value: JSON.stringify({ drops: 2 }) } });
    // (The instance's own 250 ms poll may adopt it first: either way the stream ends.)
    await api.app.instances.shared.poll();
    await a.until(() => a.ended());
    expect((await api.qaCall(qaRoutes['market.stream'])).result.open).toBe(0);
    // Adopted, not counted again: the row stays as the other instance wrote it.
    await api.app.instances.shared.publish();
    expect(await stored()).toBe(JSON.stringify({ drops: 2 }));
  });
});

describe('snapshots keep the steers', () => {
  test('a replay saved with a snapshot comes back on restore: the same steer and the same price', async () => {
    at(3000 * S);
    const csv = 'offset,open,high,low,close\n0,10,10,10,10\n600,10,12,10,12\n';
    const replay = await api.qaCall(qaRoutes['market.replay'], { body: { symbol: 'BTCUSDT', csv } });
    expect(replay.code).toBe(200);
    expect((await api.qaCall(qaRoutes['snapshots.save'], { body: { name: 'with-replay' } })).code).toBe(200);
    at(3300 * S);
    const midway = await price('BTCUSDT');
    // From x sqrt(1.2), within a tick (the line starts at the unrounded current price).
    expect(Math.abs(Number(midway) - new Decimal(replay.result.from).mul(Decimal.sqrt(1.2)).toNumber())).toBeLessThanOrEqual(0.011);
    const steersBefore = (await api.qaCall(qaRoutes['market.state'])).result.symbols;
    expect((await api.qaCall(qaRoutes['snapshots.restore'], { params: { name: 'with-replay' } })).code).toBe(200);
    const steersAfter = (await api.qaCall(qaRoutes['market.state'])).result.symbols;
    expect(steersAfter.map((s) => [s.symbol, s.steers])).toEqual(steersBefore.map((s) => [s.symbol, s.steers]));
    expect(await price('BTCUSDT')).toBe(midway);
  });
});
