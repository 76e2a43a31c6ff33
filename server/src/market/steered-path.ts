import { PricePath } from './path-model.ts';
import type { MarketFactor } from './market-factor.ts';
import { HOUR, SECOND } from './time-units.ts';
import type { SessionProfile } from './volatility-model.ts';

/** What the simulator needs of a symbol (from TradingSymbol). */
export interface SimSymbol {
  /** Wire code, e.g. "BTCUSDT". */
  symbol: string;
  pricePrecision: number;
  quantityPrecision: number;
  startPrice: number;
  annualVolatility: number;
  /** Typical quote turnover per day; scales the synthetic volume. */
  dailyTurnover: number;
  /**
   * A symbol listed later (an IEO token): its history starts at this minute, where its price is
   * exactly startPrice. Absent: the path runs from PATH_EPOCH at startPrice, as every seeded symbol.
   */
  listedAtMs?: number;
  /** The market factor (crypto) and this symbol's correlation with it; absent: the symbol moves on its own. */
  factor?: { path: MarketFactor; correlation: number };
  /** Trading sessions (forex, gold): variance multiplier per hour. */
  session?: SessionProfile;
}

/**
 * A QA steer: the log price is moved by `delta` along a smooth curve from `startMs` to `endMs`.
 * With `points` (a flat hold, a CSV replay) the log price is instead set to the line through
 * the points (log prices at times, the first at `startMs`, the last at `endMs`) inside the
 * window, whatever the walk and earlier steers did there; after it the walk resumes shifted by `delta`.
 */
export interface Steer {
  startMs: number;
  endMs: number;
  delta: number;
  kind: string;
  targetTicks: number;
  points?: ReadonlyArray<{ atMs: number; log: number }>;
}

/** The log price of a points steer at `ms` (inside its window): linear between the two points around it. */
function lineAt(points: ReadonlyArray<{ atMs: number; log: number }>, ms: number): number {
  let lo = 0;
  let hi = points.length - 1;
  if (ms >= points[hi]!.atMs) return points[hi]!.log;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (points[mid]!.atMs <= ms) lo = mid;
    else hi = mid;
  }
  const a = points[lo]!;
  const b = points[hi]!;
  return a.log + ((b.log - a.log) * (ms - a.atMs)) / (b.atMs - a.atMs);
}

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/**
 * One symbol's price at any second: its base path (PricePath), shifted so that a listed symbol's
 * listing minute carries its listing price, plus the recorded QA steers. SymbolMarket makes the
 * symbol's candles of it.
 */
export class SteeredPath {
  readonly path: PricePath;
  readonly scale: number;
  readonly steers: Steer[] = [];
  /** Log shift of a listed symbol, so its price at the listing minute is the listing price (0 otherwise). */
  private readonly listingShift: number;
  /** Time of the last processed second. */
  nowMs = 0;

  constructor(
    readonly sim: SimSymbol,
    seed: number,
    symbolHash: number,
    readonly historyStartMs: number,
  ) {
    // A listed symbol's path starts on the hour of its listing minute (paths start on hours) and is
    // shifted so the listing minute carries the listing price; a seeded symbol's history starts on a week.
    const firstHour = Math.floor(historyStartMs / HOUR) * HOUR;
    const listed = sim.listedAtMs !== undefined;
    this.path = new PricePath(
      {
        seed,
        symbolHash,
        startPrice: sim.startPrice,
        annualVolatility: sim.annualVolatility,
        ...(listed ? { originMs: firstHour } : {}),
        ...(sim.factor ? { factor: sim.factor.path, factorCorrelation: sim.factor.correlation } : {}),
        ...(sim.session ? { session: sim.session } : {}),
      },
      firstHour,
    );
    this.listingShift = listed ? Math.log(sim.startPrice) - this.path.logAt(historyStartMs) : 0;
    this.scale = 10 ** sim.pricePrecision;
    this.nowMs = historyStartMs;
  }

  /**
   * Steering offset of the log price at `ms` over the walk's `base` log price: every recorded
   * steer in order, a smooth one adding its progress, a points one inside its window replacing
   * everything below it with its line.
   */
  private offset(ms: number, base: number): number {
    let total = 0;
    for (const s of this.steers) {
      if (ms <= s.startMs) continue;
      if (s.points && ms <= s.endMs) total = lineAt(s.points, ms) - base;
      else if (s.points) total += s.delta;
      else total += s.delta * smoothstep((ms - s.startMs) / (s.endMs - s.startMs));
    }
    return total;
  }

  logAt(ms: number): number {
    return this.logOver(this.path.logAt(ms), ms);
  }

  /** The log price at `ms` from the base path's there (`pathLog`, PricePath.logAt's): with the listing shift and the steers. */
  protected logOver(pathLog: number, ms: number): number {
    const base = pathLog + this.listingShift;
    return this.steers.length === 0 ? base : base + this.offset(ms, base);
  }

  /** Price in integer ticks (at least one tick: a price never rounds to zero). */
  ticksAt(ms: number): number {
    return Math.max(1, Math.round(Math.exp(this.logAt(ms)) * this.scale));
  }

  protected toTicks(log: number): number {
    return Math.max(1, Math.round(Math.exp(log) * this.scale));
  }

  /** Records a steer from now (or a later `startMs`): the path reaches `targetTicks` at start + duration, then walks on from there. */
  steer(kind: string, targetTicks: number, durationMs: number, startMs = this.nowMs): Steer {
    const endMs = startMs + durationMs;
    const delta = Math.log(targetTicks / this.scale) - this.logAt(endMs);
    const steer = { startMs, endMs, delta, kind, targetTicks };
    this.steers.push(steer);
    return steer;
  }

  /**
   * Records a points steer from now: the price follows the line through `logs` (log prices at
   * offsets from now, the first at offset 0) until the last, then walks on from there. A flat
   * hold is two points at the current price.
   */
  steerPoints(kind: string, logs: ReadonlyArray<{ offsetMs: number; log: number }>): Steer {
    const startMs = this.nowMs;
    const points = logs.map((p) => ({ atMs: startMs + p.offsetMs, log: p.log }));
    const last = points[points.length - 1]!;
    const endMs = last.atMs;
    const delta = last.log - this.logAt(endMs);
    const steer = { startMs, endMs, delta, kind, targetTicks: this.toTicks(last.log), points };
    this.steers.push(steer);
    return steer;
  }

  /** The current log price (of the last processed second). */
  get nowLog(): number {
    return this.logAt(this.nowMs);
  }

  /**
   * Price at a past second: the path's (with the steers), what the live stream showed then, a pure
   * function of (seed, symbol, time, steers) however long ago the market was loaded. Its minute
   * candle always holds it (PricePath.minuteCell; minutes a steer moves inside are made second by
   * second); hour and day candles older than the minute window are drawn at their own level and
   * may not.
   */
  ticksAtPast(ms: number): number | undefined {
    if (ms < this.historyStartMs || ms > this.nowMs) return undefined;
    return this.ticksAt(Math.floor(ms / SECOND) * SECOND);
  }

  /**
   * Whether no steer moves inside [from, to]: the log price there is then the base path's plus a
   * constant (the listing shift, 0 before a steer, its delta after it), so a candle of the period
   * is the base path's shifted by it.
   */
  protected steady(from: number, to: number): boolean {
    for (const s of this.steers) if (s.startMs < to && s.endMs > from) return false;
    return true;
  }
}
