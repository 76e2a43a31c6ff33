import { bridgeHigh, bridgeLow } from './bridge.ts';
import { CandleSeries, type CandleValues } from './candle-series.ts';
import { emptyMinuteCell } from './path-model.ts';
import { Rng, cellStream, hashInts } from './prng.ts';
import { SteeredPath, type SimSymbol } from './steered-path.ts';
import { DAY, HOUR, MINUTE, SECOND } from './time-units.ts';
import { LEVEL } from './volatility-model.ts';

/** Minute candles kept: 30-minute charts need 500 x 30 = 15,000. */
export const MINUTE_RETAIN = 20_160;
/** Hour candles kept: 4-hour charts need 500 x 4 = 2,000. */
export const HOUR_RETAIN = 2_880;
/** Gaps up to this long are generated second by second; longer ones minute by minute, then hour by hour. */
export const SECOND_RESOLVE_MS = 6 * HOUR;

/**
 * One symbol's market: its steered price path and the candles generated from it at three
 * resolutions (minutes for recent days, hours for recent months, days for the whole history).
 * Coarser candles are folds of finer ones, so they always agree where both exist.
 */
export class SymbolMarket extends SteeredPath {
  readonly lotScale: number;
  readonly minutes: CandleSeries;
  readonly hours: CandleSeries;
  readonly days: CandleSeries;
  /** Candles are complete (folded) up to here: a minute boundary. (Number fields start at 0, not undefined, which would box every value stored.) */
  doneMs = 0;
  /** The current minute, from its second points so far. */
  partial: CandleValues;
  /** One reusable stream object for the per-candle draws (history generation makes millions). */
  private readonly cellRng = new Rng(0);
  /** The minute being made (PricePath.minuteCell). */
  private readonly cell = emptyMinuteCell();
  /** Hashes of this symbol's day- and hour-range levels (cellStream). */
  private readonly dayRangeHash: number;
  private readonly hourRangeHash: number;

  constructor(sim: SimSymbol, seed: number, symbolHash: number, historyStartMs: number) {
    super(sim, seed, symbolHash, historyStartMs);
    this.dayRangeHash = hashInts(seed, symbolHash, LEVEL.DAY_RANGE);
    this.hourRangeHash = hashInts(seed, symbolHash, LEVEL.HOUR_RANGE);
    this.lotScale = 10 ** sim.quantityPrecision;
    this.minutes = new CandleSeries(MINUTE, historyStartMs, MINUTE_RETAIN, 60);
    this.hours = new CandleSeries(HOUR, this.path.firstHourMs, HOUR_RETAIN, 24);
    this.days = new CandleSeries(DAY, Math.floor(historyStartMs / DAY) * DAY);
    this.doneMs = historyStartMs;
    const open = this.ticksAt(historyStartMs);
    this.partial = { time: historyStartMs, open, high: open, low: open, close: open, volume: 0 };
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

  /**
   * Whether the next candle of `length` can be made whole at that level: it starts here, ends
   * within `zone`, and no steer moves inside it (a steered period goes down a level, to seconds at
   * worst, so its candle holds the steered prices).
   */
  private wholeAhead(length: number, zone: number): boolean {
    return this.doneMs % length === 0 && this.doneMs + length <= zone && this.steady(this.doneMs, this.doneMs + length);
  }
}
