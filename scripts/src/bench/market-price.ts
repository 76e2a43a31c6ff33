/**
 * The market's hot read over HTTP: GET /api/trade/appSymbol/price?symbol=BTCUSDT
 * (ticker from memory, envelope, response schema) next to a bare route of the
 * same app, server pinned to one core, autocannon on the other. Rounds
 * alternate so a busy machine affects all alike. The server-time call (a
 * contract route with a trivial handler) shows the floor every envelope call
 * pays: schema serialisation, envelope, language; the gap between it and the
 * price call is the market's own cost.
 * Target: the price call at least half the bare route's rate.
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
    const priceUrl = `${server.url}/api/trade/appSymbol/price?symbol=BTCUSDT`;
    const timeUrl = `${server.url}/api//public/getServerTime`;
    const duration = Math.max(1, Math.round(ctx.seconds));
    // Warm-up: JIT and first-connection costs stay out of the figures.
    await load({ url: bareUrl, duration: 1 });
    await load({ url: priceUrl, duration: 1 });
    await load({ url: timeUrl, duration: 1 });

    const bare: number[] = [];
    const price: number[] = [];
    const time: number[] = [];
    let p99 = 0;
    let bad = 0;
    for (let round = 0; round < ROUNDS; round++) {
      bare.push((await load({ url: bareUrl, duration })).rps);
      time.push((await load({ url: timeUrl, duration })).rps);
      const r = await load({ url: priceUrl, duration });
      price.push(r.rps);
      p99 = Math.max(p99, r.p99);
      bad += r.errors + r.non2xx;
    }
    const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const pinned = hasTaskset ? '' : ' (taskset missing: not pinned)';
    return [
      { id: 'market.bare', group: GROUP, label: `bare GET route on the same app${pinned}`, value: Math.round(avg(bare)), unit: 'req/s' },
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
        label: 'appSymbol/price / bare route (target >= 0.5)',
        value: Number((avg(price) / avg(bare)).toFixed(3)),
        unit: 'ratio',
      },
    ];
  } finally {
    server.stop();
  }
}
