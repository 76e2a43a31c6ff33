import { CandleSeries, type CandleValues } from './candle-series.ts';
import { bridgeHigh, bridgeLow } from './bridge.ts';
import type { MarketFactor } from './market-factor.ts';
import { PricePath, emptyMinuteCell } from './path-model.ts';
import { DAY, HOUR, MINUTE, SECOND } from './time-units.ts';
import { LEVEL, type SessionProfile } from './volatility-model.ts';
import { Rng, cellStream, hashInts } from './prng.ts';

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

/** Minute candles kept: 30-minute charts need 500 x 30 = 15,000. */
export const MINUTE_RETAIN = 20_160;
/** Hour candles kept: 4-hour charts need 500 x 4 = 2,000. */
export const HOUR_RETAIN = 2_880;
/** Gaps up to this long are generated second by second; longer ones minute by minute, then hour by hour. */
export const SECOND_RESOLVE_MS = 6 * HOUR;

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/**
 * One symbol's market: the deterministic path plus recorded steers, and the
 * candles generated from it at three resolutions (minutes for recent days,
 * hours for recent months, days for the whole history). Coarser candles are
 * folds of finer ones, so they always agree where both exist.
 */
export class SymbolMarket {
  readonly path: PricePath;
  readonly scale: number;
  readonly lotScale: number;
  readonly minutes: CandleSeries;
  readonly hours: CandleSeries;
  readonly days: CandleSeries;
  readonly steers: Steer[] = [];
  /** Log shift of a listed symbol, so its price at the listing minute is the listing price (0 otherwise). */
  private readonly listingShift: number;
  /** Candles are complete (folded) up to here: a minute boundary. (Number fields start at 0, not undefined, which would box every value stored.) */
  doneMs = 0;
  /** Time of the last processed second. */
  nowMs = 0;
  /** The current minute, from its second points so far. */
  partial: CandleValues;
  /** One reusable stream object for the per-candle draws (history generation makes millions). */
  private readonly cellRng = new Rng(0);
  /** The minute being made (PricePath.minuteCell). */
  private readonly cell = emptyMinuteCell();
  /** Hashes of this symbol's day- and hour-range levels (cellStream). */
  private readonly dayRangeHash: number;
  private readonly hourRangeHash: number;

  constructor(
    readonly sim: SimSymbol,
    seed: number,
    symbolHash: number,
    readonly historyStartMs: number,
  ) {
    this.dayRangeHash = hashInts(seed, symbolHash, LEVEL.DAY_RANGE);
    this.hourRangeHash = hashInts(seed, symbolHash, LEVEL.HOUR_RANGE);
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
    this.lotScale = 10 ** sim.quantityPrecision;
    this.minutes = new CandleSeries(MINUTE, historyStartMs, MINUTE_RETAIN, 60);
    this.hours = new CandleSeries(HOUR, firstHour, HOUR_RETAIN, 24);
    this.days = new CandleSeries(DAY, Math.floor(historyStartMs / DAY) * DAY);
    this.doneMs = historyStartMs;
    this.nowMs = historyStartMs;
    const open = this.ticksAt(historyStartMs);
    this.partial = { time: historyStartMs, open, high: open, low: open, close: open, volume: 0 };
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
  private logOver(pathLog: number, ms: number): number {
    const base = pathLog + this.listingShift;
    return this.steers.length === 0 ? base : base + this.offset(ms, base);
  }

  /** Price in integer ticks (at least one tick: a price never rounds to zero). */
  ticksAt(ms: number): number {
    return Math.max(1, Math.round(Math.exp(this.logAt(ms)) * this.scale));
  }

  private toTicks(log: number): number {
    return Math.max(1, Math.round(Math.exp(log) * this.scale));
  }

  /**
   * Synthetic volume in lots: more in busy spells and sessions (the local volatility against the
   * symbol's long-run level) and on big moves (the period's move against its standard deviation),
   * like real markets; none while a market is closed. `variance` is the period's log-return variance.
   */
  private volumeLots(rngUniform: number, a: number, b: number, variance: number, periodMs: number): number {
    if (!(variance > 0)) return 0;
    const sd = Math.sqrt(variance);
    const busy = sd / Math.sqrt(periodMs / HOUR) / this.path.hourlySigma;
    const move = Math.abs(b - a) / sd;
    const turnover = (this.sim.dailyTurnover * periodMs) / DAY;
    const activity = busy * (0.5 + rngUniform) * (0.6 + 0.5 * move);
    return Math.max(0, Math.round((turnover / Math.exp((a + b) / 2)) * activity * this.lotScale));
  }

  /**
   * A whole day drawn at day level (history beyond the hour window, where only
   * daily and weekly candles exist): open, close and the range of its 25 hourly
   * skeleton points, widened by a wick drawn from the bridge law with the day's variance.
   */
  private foldDay(start: number): void {
    const first = this.path.hourIndex(start);
    const a = this.logAtHour(first);
    let hi = a;
    let lo = a;
    let b = a;
    let variance = 0;
    for (let h = 1; h <= 24; h++) {
      b = this.logAtHour(first + h);
      if (b > hi) hi = b;
      if (b < lo) lo = b;
      variance += this.path.hourSigma(first + h - 1) ** 2;
    }
    const rng = cellStream(this.dayRangeHash, start / DAY, this.cellRng);
    const volume = this.volumeLots(rng.uniform(), a, b, variance, DAY);
    const open = this.toTicks(a);
    const close = this.toTicks(b);
    const high = Math.max(this.toTicks(hi), this.toTicks(bridgeHigh(rng, a, b, variance)));
    const low = Math.min(this.toTicks(lo), this.toTicks(bridgeLow(rng, a, b, variance)));
    this.days.fold(start, open, high, low, close, volume);
  }

  /** A whole hour drawn at hour level (history beyond the minute window), folded into hours and days. */
  private foldHour(start: number): void {
    const index = this.path.hourIndex(start);
    const a = this.logAtHour(index);
    const b = this.logAtHour(index + 1);
    const sigma = this.path.hourSigma(index);
    const rng = cellStream(this.hourRangeHash, start / HOUR, this.cellRng);
    const volume = this.volumeLots(rng.uniform(), a, b, sigma * sigma, HOUR);
    const open = this.toTicks(a);
    const close = this.toTicks(b);
    const high = Math.max(open, close, this.toTicks(bridgeHigh(rng, a, b, sigma * sigma)));
    const low = Math.min(open, close, this.toTicks(bridgeLow(rng, a, b, sigma * sigma)));
    this.hours.fold(start, open, high, low, close, volume);
    this.days.fold(start, open, high, low, close, volume);
  }

  /** logAt at the start of the path's hour `index` (from its first hour), by index: days and hours of history ask for 25 and 2 each. */
  private logAtHour(index: number): number {
    return this.logOver(this.path.hourLog(index), this.path.firstHourMs + index * HOUR);
  }

  /** A minute made at minute level (or by its seconds), folded into minutes, hours and days. */
  private foldMinute(start: number, bySecond: boolean): void {
    const cell = this.path.minuteCell(start, this.cell);
    const a = this.logOver(cell.open, start);
    const b = this.logOver(cell.close, start + MINUTE);
    // The minute's volume is its own draw: the same whether the minute is made by seconds or not.
    const volume = this.volumeLots(cell.volumeDraw, a, b, cell.variance, MINUTE);
    const open = this.toTicks(a);
    const close = this.toTicks(b);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    if (bySecond || !this.steady(start, start + MINUTE)) {
      for (let t = start + SECOND; t < start + MINUTE; t += SECOND) {
        const p = this.ticksAt(t);
        if (p > high) high = p;
        if (p < low) low = p;
      }
    } else {
      // No steer moves inside: the log price is the base path's shifted by a constant, and the
      // seconds' extremes are the minute's drawn ones exactly (pinned).
      const shift = a - cell.open;
      high = Math.max(high, this.toTicks(cell.high + shift));
      low = Math.min(low, this.toTicks(cell.low + shift));
    }
    this.minutes.fold(start, open, high, low, close, volume);
    this.hours.fold(start, open, high, low, close, volume);
    this.days.fold(start, open, high, low, close, volume);
  }

  /**
   * Moves the market to the whole second `toMs`: completes every candle on the
   * way, coarsely for long gaps (days beyond the hour window, hours beyond the
   * minute window, minutes beyond SECOND_RESOLVE_MS, seconds for the rest), then
   * rebuilds the current minute.
   */
  advance(toMs: number): void {
    if (toMs <= this.nowMs) return;
    const target = Math.floor(toMs / MINUTE) * MINUTE;
    const minuteZone = target - MINUTE_RETAIN * MINUTE;
    const hourZone = minuteZone - HOUR_RETAIN * HOUR;
    while (this.doneMs < target) {
      if (this.wholeAhead(DAY, hourZone)) {
        this.foldDay(this.doneMs);
        this.doneMs += DAY;
        // Hours and minutes restart where they begin, so their first candles are whole ones.
        this.hours.startMs = this.doneMs;
        this.hours.length = 0;
        this.minutes.startMs = this.doneMs;
        this.minutes.length = 0;
      } else if (this.wholeAhead(HOUR, minuteZone)) {
        this.foldHour(this.doneMs);
        this.doneMs += HOUR;
        // The minute series restarts where minutes begin, so its first candle is a whole one.
        this.minutes.startMs = this.doneMs;
        this.minutes.length = 0;
      } else {
        this.foldMinute(this.doneMs, target - this.doneMs <= SECOND_RESOLVE_MS);
        this.doneMs += MINUTE;
      }
    }
    this.nowMs = toMs;
    this.partial = this.partialMinute(target, toMs);
  }

  private partialMinute(start: number, toMs: number): CandleValues {
    const open = this.ticksAt(start);
    let high = open;
    let low = open;
    for (let t = start + SECOND; t <= toMs; t += SECOND) {
      const p = this.ticksAt(t);
      if (p > high) high = p;
      if (p < low) low = p;
    }
    // Volume builds up through the minute towards the minute's full volume.
    const cell = this.path.minuteCell(start, this.cell);
    const full = this.volumeLots(cell.volumeDraw, this.logOver(cell.open, start), this.logOver(cell.close, start + MINUTE), cell.variance, MINUTE);
    const volume = Math.floor((full * (toMs - start)) / MINUTE);
    return { time: start, open, high, low, close: this.ticksAt(toMs), volume };
  }

  get lastTicks(): number {
    return this.partial.close;
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
   * function of (seed, symbol, time, steers) however long ago the market was loaded. (It used to be
   * held inside the finest candle stored, which depended on the load time.) Its minute candle
   * always holds it (PricePath.minuteCell; minutes a steer moves inside are made second by second);
   * hour and day candles older than the minute window are drawn at their own level and may not.
   */
  ticksAtPast(ms: number): number | undefined {
    if (ms < this.historyStartMs || ms > this.nowMs) return undefined;
    return this.ticksAt(Math.floor(ms / SECOND) * SECOND);
  }

  /**
   * Whether the next candle of `length` can be made whole at that level: it starts here, ends
   * within `zone`, and no steer moves inside it (a steered period goes down a level, to seconds at
   * worst, so its candle holds the steered prices).
   */
  private wholeAhead(length: number, zone: number): boolean {
    return this.doneMs % length === 0 && this.doneMs + length <= zone && this.steady(this.doneMs, this.doneMs + length);
  }

  /**
   * Whether no steer moves inside [from, to]: the log price there is then the base path's plus a
   * constant (the listing shift, 0 before a steer, its delta after it), so a candle of the period
   * is the base path's shifted by it.
   */
  private steady(from: number, to: number): boolean {
    for (const s of this.steers) if (s.startMs < to && s.endMs > from) return false;
    return true;
  }
}
