/**
 * A regular series of candles (one every `intervalMs`) in typed arrays: prices
 * in integer ticks (price x 10^pricePrecision) and volume in integer lots
 * (quantity x 10^quantityPrecision), so highs, lows and volume sums are exact
 * (doubles hold integers exactly up to 2^53) and coarse candles aggregate
 * finer ones without rounding drift. Decimal strings are made only at the edge.
 */
export interface CandleValues {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export class CandleSeries {
  startMs: number;
  length = 0;
  private o: Float64Array;
  private h: Float64Array;
  private l: Float64Array;
  private c: Float64Array;
  private v: Float64Array;

  constructor(
    readonly intervalMs: number,
    startMs: number,
    /** Keep at most this many (plus slack) candles; older ones are dropped in `trimStep` chunks. */
    private readonly retain = Number.POSITIVE_INFINITY,
    private readonly trimStep = 1,
  ) {
    this.startMs = startMs;
    // A bounded series gets the most it ever holds (see trim) at once, instead of growing there by copies.
    const capacity = Number.isFinite(retain) ? retain + Math.ceil(Math.max(trimStep, retain / 2)) : 1024;
    this.o = new Float64Array(capacity);
    this.h = new Float64Array(capacity);
    this.l = new Float64Array(capacity);
    this.c = new Float64Array(capacity);
    this.v = new Float64Array(capacity);
  }

  get endMs(): number {
    return this.startMs + this.length * this.intervalMs;
  }

  indexOf(time: number): number {
    return Math.floor((time - this.startMs) / this.intervalMs);
  }

  get(index: number): CandleValues {
    return {
      time: this.startMs + index * this.intervalMs,
      open: this.o[index]!,
      high: this.h[index]!,
      low: this.l[index]!,
      close: this.c[index]!,
      volume: this.v[index]!,
    };
  }

  high(index: number): number {
    return this.h[index]!;
  }
  low(index: number): number {
    return this.l[index]!;
  }
  close(index: number): number {
    return this.c[index]!;
  }
  volume(index: number): number {
    return this.v[index]!;
  }

  /**
   * Folds a finer candle (or a whole one) into the candle that contains `time`:
   * the first fold opens it, later folds extend high/low, move the close and add volume.
   * Folds must come in time order (the generator is contiguous); anything else is a bug.
   */
  fold(time: number, open: number, high: number, low: number, close: number, volume: number): void {
    const index = this.indexOf(time);
    if (index === this.length) {
      this.ensureCapacity(index + 1);
      this.o[index] = open;
      this.h[index] = high;
      this.l[index] = low;
      this.c[index] = close;
      this.v[index] = volume;
      this.length++;
      this.trim();
      return;
    }
    if (index !== this.length - 1) throw new Error(`candle fold out of order at ${new Date(time).toISOString()}`);
    if (high > this.h[index]!) this.h[index] = high;
    if (low < this.l[index]!) this.l[index] = low;
    this.c[index] = close;
    this.v[index] = this.v[index]! + volume;
  }

  private ensureCapacity(needed: number): void {
    if (needed <= this.o.length) return;
    const size = Math.max(needed, this.o.length * 2);
    const grow = (a: Float64Array) => {
      const next = new Float64Array(size);
      next.set(a.subarray(0, this.length));
      return next;
    };
    this.o = grow(this.o);
    this.h = grow(this.h);
    this.l = grow(this.l);
    this.c = grow(this.c);
    this.v = grow(this.v);
  }

  private trim(): void {
    // Drop in whole chunks so the series keeps its alignment (hours to days, minutes to hours).
    // Trimming copies the whole series, so it waits until half the retention is
    // surplus: amortised O(1) per fold even while years of history are generated.
    const excess = this.length - this.retain;
    if (excess < Math.max(this.trimStep, this.retain / 2)) return;
    const drop = Math.floor(excess / this.trimStep) * this.trimStep;
    for (const a of [this.o, this.h, this.l, this.c, this.v]) a.copyWithin(0, drop, this.length);
    this.length -= drop;
    this.startMs += drop * this.intervalMs;
  }
}
