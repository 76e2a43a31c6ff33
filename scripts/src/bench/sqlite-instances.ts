/**
 * Two API instances on one SQLite file: what one instance's calls wait while the other holds the
 * write lock again and again. Instance B stays pinned to core 0, as every bench server, and is
 * offered 2,000 price GETs and 100 of alice's transfers a second (open loop, steady-load.ts);
 * instance A, moved to core 1 beside the load generator so that the two do not share a core, is
 * first quiet, then saturated with alice's transfers (autocannon, 10 connections), in ROUNDS
 * rounds of PHASE_S seconds each. B's transfers wait for A's lock; its price GETs never write,
 * and should not wait with them (a write waits for another process's lock on a timer:
 * prisma/src/serialized-adapter.ts, beginImmediate).
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { login } from './data-path.ts';
import { hasTaskset, pinLoadGenerator, startServer } from './http-post.ts';
import { callsOf } from './jobs.ts';
import { percentile, steadyLoad, steadyPool } from './steady-load.ts';
import type { BenchContext, BenchRow } from './types.ts';

const GROUP = 'Two instances on one SQLite file: instance B (one core) beside instance A saturating the write lock (the other core)';
const ROUNDS = 3;
const PHASE_S = 4;
const PRICE_RATE = 2000;
const TRANSFER_RATE = 100;

interface Phase {
  price: number[];
  transfer: number[];
  refused: number;
}

export async function benchSqliteInstances(_ctx: BenchContext): Promise<BenchRow[]> {
  pinLoadGenerator();
  const a = await startServer({ BENCH_SCENARIO: 'demo', BENCH_JOBS: '1' });
  const b = await startServer({ BENCH_JOIN_DATABASE_URL: a.databaseUrl, BENCH_JOBS: '1' });
  try {
    // Every thread of A, also those started later, on the generator's core.
    if (hasTaskset) spawnSync('taskset', ['-acp', '1', String(a.pid)], { stdio: 'ignore' });
    const [tokenA, tokenB] = [await login(a.url, a.publicKeyPem), await login(b.url, b.publicKeyPem)];
    const pools = { price: steadyPool(b.url), transfer: steadyPool(b.url) };
    const calls = callsOf(b, tokenB);
    const onB = async (seconds: number): Promise<Phase> => {
      const [price, transfer] = await Promise.all([
        steadyLoad(pools.price, calls.price, PRICE_RATE, seconds),
        steadyLoad(pools.transfer, calls.transfer, TRANSFER_RATE, seconds),
      ]);
      return { price: price.latencies, transfer: transfer.latencies, refused: price.refused + price.errors + transfer.refused + transfer.errors };
    };
    const fromA = callsOf(a, tokenA).transfer;
    const quiet: Phase[] = [];
    const beside: Phase[] = [];
    const rates: number[] = [];
    // Warm-up: JIT and the pools' first connections stay out of the figures.
    await onB(2);
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(await onB(PHASE_S));
      const saturating = autocannon({
        url: a.url,
        connections: 10,
        duration: PHASE_S,
        headers: fromA.headers,
        requests: [{ method: 'POST', path: fromA.path, setupRequest: (req) => ({ ...req, body: fromA.body!() }) }],
      });
      beside.push(await onB(PHASE_S));
      rates.push((await saturating).requests.average);
    }
    const all = (phases: Phase[], call: 'price' | 'transfer') => phases.flatMap((p) => p[call]);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const each = (phases: Phase[], call: 'price' | 'transfer') => phases.map((p) => percentile(p[call], 0.99).toFixed(1)).join(', ');
    const refused = [...quiet, ...beside].reduce((sum, p) => sum + p.refused, 0);
    const pinned = hasTaskset ? '' : ' (taskset missing: not pinned)';
    return [
      {
        id: 'instances.sqlite.price',
        group: GROUP,
        label: `GET appSymbol/price p99 on B, ${PRICE_RATE.toLocaleString('en-US')} a second${pinned}`,
        value: Number(percentile(all(beside, 'price'), 0.99).toFixed(1)),
        unit: 'ms',
        note: `each round's p99 ${each(beside, 'price')}; with A quiet ${ms(percentile(all(quiet, 'price'), 0.99))} (${each(quiet, 'price')}); A served ${rates.map(Math.round).join(', ')} transfers a second`,
      },
      {
        id: 'instances.sqlite.transfer',
        group: GROUP,
        label: `POST transferContract p99 on B, ${TRANSFER_RATE} a second (waits for A's lock)`,
        value: Number(percentile(all(beside, 'transfer'), 0.99).toFixed(1)),
        unit: 'ms',
        note: `median ${ms(percentile(all(beside, 'transfer'), 0.5))}; each round's p99 ${each(beside, 'transfer')}; with A quiet p99 ${ms(percentile(all(quiet, 'transfer'), 0.99))}, median ${ms(percentile(all(quiet, 'transfer'), 0.5))}; answers not served ${refused}`,
      },
    ];
  } finally {
    b.stop();
    await b.exited;
    a.stop();
    await a.exited;
  }
}
