/**
 * One market tick with risk checks over many open positions: the trigger
 * index (per-symbol sorted TP/SL/liquidation levels, binary search) against a
 * full scan of every position with exact decimal comparisons. The index is
 * what the risk job uses; the scan is the naive method it replaces. Figures
 * are the median and 99th percentile of the time of one tick over all
 * symbols; closing the positions that fire is database work and is not in the
 * figure (the positions that fire are dropped from both structures).
 */
import Decimal from 'decimal.js';
import { TriggerIndex, type Triggers } from '@sandbox/server/modules/trading';
import { prng } from './seeding.ts';
import type { BenchContext, BenchRow } from './types.ts';

const GROUP = 'Risk check of one market tick (TP, SL, liquidation), one core';
const SYMBOLS = Array.from({ length: 10 }, (_, i) => `SYM${i}USDT`);

const basePrice = (s: number) => 100 * (s + 1);

function makeBook(count: number): Triggers[] {
  const rnd = prng(count);
  const book: Triggers[] = [];
  for (let i = 0; i < count; i++) {
    const s = i % SYMBOLS.length;
    const entry = basePrice(s) * (0.97 + rnd() * 0.06);
    const long = rnd() < 0.5;
    const dir = long ? 1 : -1;
    const level = (pct: number) => (entry * (1 + dir * pct)).toFixed(2);
    book.push({
      positionId: `p${i}`,
      symbol: SYMBOLS[s]!,
      side: long ? 1 : -1,
      takeProfit: rnd() < 0.7 ? level(0.03 + rnd() * 0.2) : null,
      stopLoss: rnd() < 0.7 ? level(-(0.02 + rnd() * 0.05)) : null,
      liquidation: level(-(0.08 + rnd() * 0.4)),
    });
  }
  return book;
}

/** The naive method: every open position, every level, exact decimals. */
class FullScan {
  private readonly open = new Map<string, { t: Triggers; tp: Decimal | null; sl: Decimal | null; lp: Decimal | null }>();
  constructor(book: Triggers[]) {
    const d = (v: string | null) => (v === null ? null : new Decimal(v));
    for (const t of book) this.open.set(t.positionId, { t, tp: d(t.takeProfit), sl: d(t.stopLoss), lp: d(t.liquidation) });
  }
  crossed(prices: Map<string, Decimal>): string[] {
    const fired: string[] = [];
    for (const [id, p] of this.open) {
      const price = prices.get(p.t.symbol)!;
      const up = (l: Decimal | null) => l !== null && price.gte(l);
      const down = (l: Decimal | null) => l !== null && price.lte(l);
      const hit = p.t.side === 1 ? up(p.tp) || down(p.sl) || down(p.lp) : down(p.tp) || up(p.sl) || up(p.lp);
      if (hit) fired.push(id);
    }
    for (const id of fired) this.open.delete(id);
    return fired;
  }
}

/** A random walk of every symbol, 0.05 % steps, the same for both methods. */
function makeTicks(count: number): Map<string, Decimal>[] {
  const rnd = prng(7);
  const prices = SYMBOLS.map((_, s) => basePrice(s));
  return Array.from({ length: count }, () => {
    const tick = new Map<string, Decimal>();
    SYMBOLS.forEach((code, s) => {
      prices[s] = prices[s]! * (1 + (rnd() - 0.5) * 0.001);
      tick.set(code, new Decimal(prices[s]!.toFixed(2)));
    });
    return tick;
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

function timeTicks(ticks: Map<string, Decimal>[], run: (t: Map<string, Decimal>) => number) {
  const times: number[] = [];
  let fired = 0;
  for (const t of ticks) {
    const start = performance.now();
    fired += run(t);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99), fired };
}

export async function benchRiskTick(ctx: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const tickCount = Math.max(50, Math.round(ctx.seconds * 100));
  for (const count of [10_000, 100_000]) {
    const book = makeBook(count);
    const ticks = makeTicks(tickCount);
    const index = new TriggerIndex();
    const buildStart = performance.now();
    index.upsertMany(book);
    const buildMs = performance.now() - buildStart;
    const indexed = timeTicks(ticks, (prices) => {
      let n = 0;
      for (const [symbol, price] of prices) {
        for (const f of index.crossed(symbol, price)) {
          index.remove(f.positionId);
          n++;
        }
      }
      return n;
    });
    // The full scan is slow at 100,000: fewer ticks keep the run short, the median stays honest.
    const scan = new FullScan(book);
    const scanned = timeTicks(ticks.slice(0, Math.min(ticks.length, count >= 100_000 ? 30 : 100)), (prices) => scan.crossed(prices).length);
    const label = count.toLocaleString('en-US');
    rows.push(
      { id: `risk.index.${count}.median`, group: GROUP, label: `trigger index, ${label} positions: median tick`, value: indexed.median, unit: 'ms', note: `p99 ${indexed.p99.toFixed(3)} ms over ${ticks.length} ticks, ${indexed.fired} closed; index built in ${buildMs.toFixed(0)} ms` },
      { id: `risk.scan.${count}.median`, group: GROUP, label: `full scan, ${label} positions: median tick`, value: scanned.median, unit: 'ms', note: `p99 ${scanned.p99.toFixed(3)} ms; ${(scanned.median / Math.max(indexed.median, 1e-6)).toFixed(0)}x the index` },
    );
  }
  return rows;
}
