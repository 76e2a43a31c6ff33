/**
 * The market's hot read over HTTP: GET /api/trade/appSymbol/price?symbol=BTCUSDT
 * (ticker from memory, envelope, response schema) next to a bare route of the
 * same app, server pinned to one core, autocannon on the other. Rounds
 * alternate so a busy machine affects all alike. The server-time call (a
 * contract route with a trivial handler) shows the floor every envelope call
 * pays: schema serialisation, envelope, language; the gap between it and the
 * price call is the market's own cost. The ceiling is a bare Fastify server
 * (no plugins, one route) in the same process.
 * Target: the price call at least half the bare server's rate.
 */
import { spawnSync } from 'node:child_process';
import { ManualClock } from '@sandbox/server/clock';
import { Market } from '@sandbox/server/market';
import { symbolRows } from '../scenarios/symbols.ts';
import { hasTaskset, load, startServer } from './http-post.ts';
import { measureRate } from './measure.ts';
import { prng } from './seeding.ts';
import type { BenchContext, BenchRow } from './types.ts';

const MODEL_GROUP = 'Market model in process (the 13 seeded symbols), one core';
const MODEL_AT = new Date('2026-03-04T05:06:07Z');

const seededMarket = (clock: ManualClock, seed?: number) => {
  const rows = symbolRows().map((r) => ({ ...r, contractEnabled: true, secondEnabled: true, enabled: true }));
  return new Market({ db: { tradingSymbol: { findMany: async () => rows } }, clock, ...(seed === undefined ? {} : { seed }) });
};

/** The median of three timed runs of `load`, in ms. */
async function medianLoad(load: (i: number) => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await load(i);
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[1]!);
}

/**
 * The model's own costs, without HTTP (issue 20 keeps them within 2x): loading the
 * history, a price at a random past second (its minute and second paths recomputed:
 * far apart instants miss the small caches), one live tick of every symbol (what the
 * risk job waits for each second), and a 500-candle page at 1m, 1h and 1d.
 */
export async function benchMarketModel(ctx: BenchContext): Promise<BenchRow[]> {
  // A seed of its own for each: its hourly walks are not made yet in this process, as at a
  // server's start (the walks are shared by every market of the process over the same seed).
  const firstLoad = await medianLoad((i) => seededMarket(new ManualClock(MODEL_AT), 1_000_000 + i).load());
  // The same seed again: what a scenario load or a snapshot restore pays.
  const reload = await medianLoad(() => seededMarket(new ManualClock(MODEL_AT)).load());
  const clock = new ManualClock(MODEL_AT);
  const market = seededMarket(clock);
  await market.load();
  const rnd = prng(20);
  const now = Math.floor(MODEL_AT.getTime() / 1000) * 1000;
  const codes = market.symbols().map((s) => s.code);
  // One after the other, not interleaved: the candle pages' garbage would otherwise be collected
  // inside the price figure.
  const seconds = Math.max(0.5, ctx.seconds / 2);
  const priceAt = measureRate(() => market.priceAt(codes[Math.floor(rnd() * codes.length)]!, new Date(now - 1000 * Math.floor(rnd() * 13 * 86_400))), seconds, 20);
  const tick = measureRate(() => {
    clock.advance(1000);
    market.tick();
  }, seconds, 5);
  const [m1, h1, d1] = (['1m', '1h', '1d'] as const).map((interval) => measureRate(() => market.candles('BTCUSDT', interval, 500), seconds, 5));
  const us = (r: { microsPerOp: number } | undefined) => Number(r!.microsPerOp.toFixed(1));
  return [
    { id: 'market.model.load', group: MODEL_GROUP, label: "load: every symbol and its history, as at a server's start (median of 3)", value: firstLoad, unit: 'ms' },
    { id: 'market.model.reload', group: MODEL_GROUP, label: 'load again in the same process, as a scenario load does (median of 3)', value: reload, unit: 'ms' },
    { id: 'market.model.price-at', group: MODEL_GROUP, label: 'priceAt a random second of the last 13 days', value: us(priceAt), unit: 'us' },
    { id: 'market.model.tick', group: MODEL_GROUP, label: 'one live tick (one second, every symbol)', value: us(tick), unit: 'us' },
    { id: 'market.model.candles-1m', group: MODEL_GROUP, label: 'candles BTCUSDT 1m x 500', value: us(m1), unit: 'us' },
    { id: 'market.model.candles-1h', group: MODEL_GROUP, label: 'candles BTCUSDT 1h x 500', value: us(h1), unit: 'us' },
    { id: 'market.model.candles-1d', group: MODEL_GROUP, label: 'candles BTCUSDT 1d x 500', value: us(d1), unit: 'us' },
  ];
}

const GROUP = 'Market over HTTP, server pinned to one core, autocannon (20 connections) on the other';
const ROUNDS = 2;

export async function benchMarketPrice(ctx: BenchContext): Promise<BenchRow[]> {
  const model = await benchMarketModel(ctx);
  if (hasTaskset) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const server = await startServer({ BENCH_SYMBOLS: '1' });
  try {
    const bareUrl = `${server.url}/bench/bare`;
    const bareServerUrl = `${server.ceilingUrl}/bare`;
    const priceUrl = `${server.url}/api/trade/appSymbol/price?symbol=BTCUSDT`;
    const timeUrl = `${server.url}/api//public/getServerTime`;
    const duration = Math.max(1, Math.round(ctx.seconds));
    // Warm-up: JIT and first-connection costs stay out of the figures.
    await load({ url: bareUrl, duration: 1 });
    await load({ url: bareServerUrl, duration: 1 });
    await load({ url: priceUrl, duration: 1 });
    await load({ url: timeUrl, duration: 1 });

    const bare: number[] = [];
    const bareServer: number[] = [];
    const bareServerCpu: number[] = [];
    const price: number[] = [];
    const priceCpu: number[] = [];
    const time: number[] = [];
    let p99 = 0;
    let bad = 0;
    for (let round = 0; round < ROUNDS; round++) {
      bare.push((await load({ url: bareUrl, duration })).rps);
      const b = await load({ url: bareServerUrl, duration }, server.pid);
      bareServer.push(b.rps);
      bareServerCpu.push(b.perCpuSecond ?? NaN);
      time.push((await load({ url: timeUrl, duration })).rps);
      const r = await load({ url: priceUrl, duration }, server.pid);
      price.push(r.rps);
      priceCpu.push(r.perCpuSecond ?? NaN);
      p99 = Math.max(p99, r.p99);
      bad += r.errors + r.non2xx;
    }
    const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const pinned = hasTaskset ? '' : ' (taskset missing: not pinned)';
    return [
      ...model,
      { id: 'market.bare-server', group: GROUP, label: `bare Fastify server, one route${pinned}`, value: Math.round(avg(bareServer)), unit: 'req/s' },
      { id: 'market.bare', group: GROUP, label: 'bare GET route on the same app (its plugins and hooks)', value: Math.round(avg(bare)), unit: 'req/s' },
      { id: 'market.server-time', group: GROUP, label: 'GET //public/getServerTime (envelope floor)', value: Math.round(avg(time)), unit: 'req/s' },
      {
        id: 'market.symbol-price',
        group: GROUP,
        label: 'GET appSymbol/price?symbol=BTCUSDT (ticker from memory)',
        value: Math.round(avg(price)),
        unit: 'req/s',
        note: `p99 ${p99} ms, errors or non-2xx ${bad}`,
      },
      {
        id: 'market.symbol-price.ratio',
        group: GROUP,
        label: 'appSymbol/price / bare Fastify server (target >= 0.5)',
        value: Number((avg(price) / avg(bareServer)).toFixed(3)),
        unit: 'ratio',
        // Requests per second of server CPU: the same ratio, barely moved by other processes on the core.
        note: `per CPU-second ${(avg(priceCpu) / avg(bareServerCpu)).toFixed(3)}`,
      },
    ];
  } finally {
    server.stop();
  }
}
