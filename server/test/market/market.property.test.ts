import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SYMBOL_CATEGORY } from '@sandbox/shared';
import { symbolRows } from '../../../scripts/src/scenarios/symbols.ts';
import { ManualClock } from '../../src/clock.ts';
import { Market } from '../../src/market/market.ts';
import { HOUR, MINUTE } from '../../src/market/time-units.ts';

/*
 * Properties of the simulated market (issue 20) over the seeded symbols: prices are a pure
 * function of (seed, symbol, time) across fresh instances, load times and processes; an hour
 * candle is exactly the fold of its sixty minutes at any hour; a market-wide steer moves every
 * crypto symbol by its beta and leaves forex and gold alone.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
const AT = new Date('2026-11-25T11:00:07Z');
const CODES = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'DOGEUSDT', 'EURUSD', 'XAUUSD'];
const rows = () =>
  symbolRows()
    .filter((r) => CODES.includes(`${r.base}${r.quote}`))
    .map((r) => ({ ...r, contractEnabled: true, secondEnabled: true, enabled: true }));
async function market(at: Date, seed?: number): Promise<{ market: Market; clock: ManualClock }> {
  const clock = new ManualClock(at);
  const m = new Market({ db: { tradingSymbol: { findMany: async () => rows() } }, clock, ...(seed === undefined ? {} : { seed }) });
  await m.load();
  return { market: m, clock };
}

/** One market at AT, built once, for the tests that only read it (a test that ticks, steers or moves the clock builds its own). */
let readOnly: Promise<Market> | undefined;
const marketAtAT = () => (readOnly ??= market(AT).then((m) => m.market));

const symbol = fc.constantFrom(...CODES);
/** A minute boundary in the last 3 days before AT (any instant works: the next test covers ten years). */
const minuteAgo = fc.integer({ min: 1, max: 3 * 1_440 });
const minuteBefore = (at: Date, minutes: number) => Math.floor(at.getTime() / MINUTE) * MINUTE - minutes * MINUTE;

describe('determinism', () => {
  test('two fresh markets with the same seed, loaded days apart (across a week boundary), give the same price at any minute', async () => {
    const a = await marketAtAT();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 * 1_440 }), fc.array(fc.tuple(symbol, minuteAgo), { minLength: 5, maxLength: 20 }), async (laterMinutes, probes) => {
        const { market: b } = await market(new Date(AT.getTime() + laterMinutes * MINUTE));
        for (const [code, ago] of probes) {
          const at = new Date(minuteBefore(AT, ago));
          expect(b.priceAt(code, at)!.toString(), `${code} ${at.toISOString()}`).toBe(a.priceAt(code, at)!.toString());
        }
      }),
      { numRuns: 6 },
    );
  }, 60_000);

  test('markets loaded weeks apart (fresh, or caught up by a clock jump) give the same price at every instant both cover, at 1 m and 1 h', async () => {
    // A loads at AT; B loads 23 days and C 200 days later; A then jumps to B's time (a long catch-up).
    const { market: a, clock } = await market(AT);
    const later = new Date(AT.getTime() + 23 * 86_400_000 + 7_000);
    const { market: b } = await market(later);
    const { market: c } = await market(new Date(AT.getTime() + 200 * 86_400_000));
    const before = (code: string, t: number) => a.priceAt(code, new Date(t))!.toString();
    const atA = new Map<string, string>();
    const minuteFrom = minuteBefore(AT, 30 * 1_440);
    const hourFrom = Number(a.state().symbols[0]!.historyStart);
    for (const code of ['BTCUSDT', 'EURUSD']) {
      // Every minute of A's last 30 days (its minute window, its hour window's newest part, and
      // seconds inside minutes), every hour of its ten years.
      for (let t = minuteFrom; t <= AT.getTime(); t += MINUTE) atA.set(`${code} ${t}`, before(code, t));
      for (let t = minuteFrom + 17_000; t <= AT.getTime(); t += 7 * MINUTE + 1_000) atA.set(`${code} ${t}`, before(code, t));
      for (let t = hourFrom; t < minuteFrom; t += HOUR) atA.set(`${code} ${t}`, before(code, t));
    }
    clock.set(later);
    // Differences are listed and asserted once: an expect per price (a million of them) would take most of the test's time.
    const differences: string[] = [];
    let compared = 0;
    for (const [key, price] of atA) {
      const [code, t] = key.split(' ') as [string, string];
      const at = new Date(Number(t));
      const afterJump = a.priceAt(code, at)?.toString();
      if (afterJump !== price) differences.push(`${key} after the jump: ${afterJump}, before ${price}`);
      // A later load's history starts later (520 weeks back from its own week): compare where it covers.
      for (const [other, label] of [[b, 'fresh 23 days later'], [c, 'fresh 200 days later']] as const) {
        const got = other.priceAt(code, at);
        if (got === undefined) continue;
        if (got.toString() !== price) differences.push(`${key} ${label}: ${got.toString()}, A ${price}`);
        compared++;
      }
    }
    expect(differences).toEqual([]);
    // Both later markets cover A's minutes and all but A's first weeks (b) or months (c) of hours.
    expect(compared).toBeGreaterThan(2 * (2 * 30 * 1_440 + 86_000));
    // Minute candles are the same however they were made (second by second live, or drawn for history).
    for (const code of ['BTCUSDT', 'EURUSD']) {
      const end = AT.getTime() - 60 * MINUTE;
      expect(b.candles(code, '1m', 1_000, end), code).toEqual(a.candles(code, '1m', 1_000, end));
    }
  }, 120_000);

  test('another process computes the same prices and candles', async () => {
    const probes = fc.sample(fc.tuple(symbol, minuteAgo), { numRuns: 25, seed: 20 });
    const script = `
      import { ManualClock } from ${JSON.stringify(resolve(HERE, '../../src/clock.ts'))};
      import { Market } from ${JSON.stringify(resolve(HERE, '../../src/market/market.ts'))};
      import { symbolRows } from ${JSON.stringify(resolve(HERE, '../../../scripts/src/scenarios/symbols.ts'))};
      const codes = ${JSON.stringify(CODES)};
      const rows = symbolRows().filter((r) => codes.includes(r.base + r.quote)).map((r) => ({ ...r, contractEnabled: true, secondEnabled: true, enabled: true }));
      const m = new Market({ db: { tradingSymbol: { findMany: async () => rows } }, clock: new ManualClock(new Date(${AT.getTime()})) });
      await m.load();
      const probes = ${JSON.stringify(probes.map(([code, ago]) => [code, minuteBefore(AT, ago)]))};
      console.log(JSON.stringify({ prices: probes.map(([c, t]) => m.priceAt(c, new Date(t)).toString()), candles: m.candles('ETHUSDT', '15m', 50) }));
    `;
    const dir = mkdtempSync(join(tmpdir(), 'market-determinism-'));
    writeFileSync(join(dir, 'child.mts'), script);
    const tsx = resolve(HERE, '../../../node_modules/.bin/tsx');
    const child = JSON.parse(execFileSync(tsx, [join(dir, 'child.mts')], { encoding: 'utf8', cwd: resolve(HERE, '..', '..') }).trim().split('\n').at(-1)!);
    const here = await marketAtAT();
    expect(child.prices).toEqual(probes.map(([code, ago]) => here.priceAt(code, new Date(minuteBefore(AT, ago)))!.toString()));
    expect(child.candles).toEqual(here.candles('ETHUSDT', '15m', 50));
  }, 60_000);
});

test('an hour candle is the fold of its sixty minute candles at any hour and symbol, live minutes included', async () => {
  const { market: m, clock } = await market(AT);
  // Some live seconds, so the newest hour holds second-resolved and ticked minutes.
  for (let i = 0; i < 75; i++) {
    clock.advance(1_000);
    m.tick();
  }
  const nowHour = Math.floor(clock.now().getTime() / HOUR) * HOUR;
  fc.assert(
    fc.property(symbol, fc.integer({ min: 0, max: 13 * 24 }), (code, hoursAgo) => {
      const start = nowHour - hoursAgo * HOUR;
      // endTime cuts the newest bucket's content too: ask up to now for the current hour.
      const [hour] = m.candles(code, '1h', 1, Math.min(start + HOUR - 1_000, clock.now().getTime()))!;
      const minutes = m.candles(code, '1m', 60, Math.min(start + HOUR - MINUTE, clock.now().getTime()))!.filter((c) => c.time >= start);
      expect(hour!.time).toBe(start);
      expect(minutes.length).toBe(hoursAgo === 0 ? Math.floor((clock.now().getTime() - start) / MINUTE) + 1 : 60);
      expect(hour!.open).toBe(minutes[0]!.open);
      expect(hour!.close).toBe(minutes.at(-1)!.close);
      expect(hour!.high).toBe(Decimal.max(...minutes.map((c) => c.high)).toFixed(hour!.high.split('.')[1]?.length ?? 0));
      expect(hour!.low).toBe(Decimal.min(...minutes.map((c) => c.low)).toFixed(hour!.low.split('.')[1]?.length ?? 0));
      expect(new Decimal(hour!.volume).eq(minutes.reduce((s, c) => s.plus(c.volume), new Decimal(0)))).toBe(true);
    }),
    { numRuns: 60 },
  );
});

test('a market-wide crash or rally moves every crypto symbol by its beta to its target; forex and gold stay on their path', async () => {
  const { market: plain } = await market(AT);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<'crash' | 'rally'>('crash', 'rally'),
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 60, max: 3_600 }),
      async (kind, percent, durationSeconds) => {
        const { market: m, clock } = await market(AT);
        const steers = m.steerGroup({ group: 'crypto', kind, percent: String(percent), durationSeconds });
        const crypto = m.symbols().filter((s) => s.category === SYMBOL_CATEGORY.CRYPTO);
        expect(steers.map((s) => s.symbol).sort()).toEqual(crypto.map((s) => s.code).sort());
        const factor = kind === 'crash' ? 1 - percent / 100 : 1 + percent / 100;
        clock.advance(durationSeconds * 1_000);
        for (const s of steers) {
          expect(s.beta).toBeGreaterThan(0.5);
          // The target is the member's price times the factor's move to the power of its beta.
          expect(Number(s.target) / Number(s.from)).toBeCloseTo(factor ** s.beta, 3);
          expect(m.markPrice(s.symbol)!.toFixed()).toBe(new Decimal(s.target).toFixed());
          if (kind === 'crash') expect(Number(s.target)).toBeLessThan(Number(s.from));
          else expect(Number(s.target)).toBeGreaterThan(Number(s.from));
        }
        plain.tick(clock.now());
        for (const code of ['EURUSD', 'XAUUSD']) expect(m.markPrice(code)!.toString()).toBe(plain.priceAt(code, clock.now())!.toString());
      },
    ),
    { numRuns: 6 },
  );
}, 60_000);
