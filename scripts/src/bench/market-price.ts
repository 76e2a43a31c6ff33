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
import { hasTaskset, load, startServer } from './http-post.ts';
import type { BenchContext, BenchRow } from './types.ts';

const GROUP = 'Market over HTTP, server pinned to one core, autocannon (20 connections) on the other';
const ROUNDS = 2;

export async function benchMarketPrice(ctx: BenchContext): Promise<BenchRow[]> {
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
