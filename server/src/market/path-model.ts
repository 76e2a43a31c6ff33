import { bridge, bridgeHigh, bridgeLow } from './bridge.ts';
import { Rng, cellStream, hashInts, mixIndex } from './prng.ts';
import type { PathSpec, Skeleton } from './skeleton.ts';
import { HOUR, HOURS_PER_YEAR, MINUTE, PATH_EPOCH, SECOND } from './time-units.ts';
import { CASCADE_FACTORS, LEVEL, MINUTE_CASCADE, MINUTE_SHOCK_DOF } from './volatility-model.ts';
import { skeletonFor } from './walks.ts';

/** One minute drawn at minute level, in log price on the base path (no steers): PricePath.minuteCell. */
export interface MinuteCell {
  /** Log prices at the minute's start and end (logAt's). */
  open: number;
  close: number;
  /** Variance of the minute's log return. */
  variance: number;
  /** The first draw of the minute's cell stream: its volume (SymbolMarket). */
  volumeDraw: number;
  /** The minute's extremes. */
  high: number;
  low: number;
}

export const emptyMinuteCell = (): MinuteCell => ({ open: 0, close: 0, variance: 0, volumeDraw: 0, high: 0, low: 0 });

/** Small LRU: the live tick and catch-up touch one or two hours and minutes at a time. */
class Lru<V> {
  private readonly map = new Map<number, V>();
  /** The entry asked last: second after second hits the same minute, and the Map's delete and set to reorder it were most of a load's lookups. */
  private lastKey = Number.NaN;
  private lastValue: V | undefined;
  constructor(private readonly size: number) {}
  /** The value of `key`, made by `make(key)` on a miss (a function made once, not a closure per call: this runs per second and per minute). */
  get(key: number, make: (key: number) => V): V {
    if (key === this.lastKey) return this.lastValue!;
    const value = this.lookup(key, make);
    this.lastKey = key;
    this.lastValue = value;
    return value;
  }
  private lookup(key: number, make: (key: number) => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = make(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
    return value;
  }
}

/** One hour's minute path: 61 log points (minute boundaries) and each minute's variance. */
interface HourMinutes {
  points: Float64Array;
  variances: Float64Array;
}

/**
 * The unsteered log-price path of one symbol, a pure function of (seed, symbol, time):
 * an hourly skeleton from its origin (stochastic volatility, Student-t shocks, the market
 * factor's share), then per hour 60 minute points bridged between the skeleton points with
 * the minute cascade's variances, and per minute 60 second points (a Brownian bridge),
 * each drawn from its own stream so any second is recomputed on demand.
 */
export class PricePath {
  /** Long-run hourly standard deviation of log returns. */
  readonly hourlySigma: number;
  /** Sensitivity of this symbol's hourly log return to the factor's (0 without a factor). */
  readonly beta: number;
  private readonly skeleton: Skeleton;
  /** Per cascade level, the hash its block draws start from (seed, symbol, level). */
  private readonly cascadeHashes: number[];
  /** Hashes of this symbol's minute-bridge, second-bridge and minute-range levels (cellStream). */
  private readonly minuteBridgeHash: number;
  private readonly secondBridgeHash: number;
  private readonly minuteRangeHash: number;
  /** Absolute hour (since PATH_EPOCH) of firstHourMs. */
  private readonly firstAbsHour: number;
  /** Hours from the skeleton's origin to firstHourMs. */
  private readonly firstSkeletonHour: number;
  private readonly minuteBridges = new Lru<HourMinutes>(4);
  private readonly secondBridges = new Lru<Float64Array>(8);
  /** One stream object for the extreme draws (a load makes hundreds of thousands). */
  private readonly extremesRng = new Rng(0);
  /** The minute cell a second bridge is pinned to. */
  private readonly secondsCell = emptyMinuteCell();

  constructor(
    private readonly spec: PathSpec,
    readonly firstHourMs: number,
  ) {
    const origin = spec.originMs ?? PATH_EPOCH;
    if (origin < PATH_EPOCH || origin % HOUR !== 0) throw new RangeError('a path starts on an hour after PATH_EPOCH');
    if (firstHourMs < origin || firstHourMs % HOUR !== 0) throw new RangeError('history must start on an hour after the path origin');
    this.hourlySigma = spec.annualVolatility / Math.sqrt(HOURS_PER_YEAR);
    this.skeleton = skeletonFor(spec, this.hourlySigma);
    this.beta = this.skeleton.beta;
    this.cascadeHashes = MINUTE_CASCADE.map((_, level) => hashInts(spec.seed, spec.symbolHash, LEVEL.MINUTE_CASCADE, level));
    this.minuteBridgeHash = hashInts(spec.seed, spec.symbolHash, LEVEL.MINUTE_BRIDGE);
    this.secondBridgeHash = hashInts(spec.seed, spec.symbolHash, LEVEL.SECOND_BRIDGE);
    this.minuteRangeHash = hashInts(spec.seed, spec.symbolHash, LEVEL.MINUTE_RANGE);
    this.firstAbsHour = (firstHourMs - PATH_EPOCH) / HOUR;
    this.firstSkeletonHour = (firstHourMs - origin) / HOUR;
  }

  hourIndex(ms: number): number {
    return Math.floor((ms - this.firstHourMs) / HOUR);
  }

  /** Conditional standard deviation of hour `index` (from firstHourMs): busy or calm, in or out of session. */
  hourSigma(index: number): number {
    return this.skeleton.sigma(this.firstSkeletonHour + index);
  }

  /** Base log price at an hour boundary (`index` hours from firstHourMs). */
  hourLog(index: number): number {
    return this.skeleton.log(this.firstSkeletonHour + index);
  }

  /**
   * The minute cascade's variance weights of one hour: per minute the product of the factors of
   * the blocks containing it. Each block's factor is binomial, as in Calvet and Fisher's MSM:
   * exp(+2 sd) or exp(-2 sd) on the variance with equal odds, the side one bit of a hash of
   * (seed, symbol, level, block), so any hour is recomputed alone and cheaply (no stream per block).
   */
  private cascadeWeights(absHour: number): Float64Array {
    const weights = new Float64Array(60).fill(1);
    const first = absHour * 60;
    for (let level = 0; level < MINUTE_CASCADE.length; level++) {
      const { blockMinutes } = MINUTE_CASCADE[level]!;
      const [up, down] = CASCADE_FACTORS[level]!;
      const levelHash = this.cascadeHashes[level]!;
      let j = 0;
      while (j < 60) {
        const block = Math.floor((first + j) / blockMinutes);
        const end = Math.min(60, (block + 1) * blockMinutes - first);
        const factor = mixIndex(levelHash, block) & 1 ? up : down;
        for (; j < end; j++) weights[j]! *= factor;
      }
    }
    return weights;
  }

  private minutes(index: number): HourMinutes {
    return this.minuteBridges.get(index, this.bridgeMinutes);
  }

  /** Hour `index`'s minute path (see minutes). */
  private readonly bridgeMinutes = (index: number): HourMinutes => {
    // Keyed by the absolute hour (since PATH_EPOCH), not by `index`, which counts from the history
    // start: Market.load() moves that start by a week every week, and the path must not move with it.
    const absHour = this.firstAbsHour + index;
    const a = this.hourLog(index);
    const b = this.hourLog(index + 1);
    const hourVariance = this.hourSigma(index) ** 2;
    const variances = this.cascadeWeights(absHour);
    let weight = 0;
    for (let j = 0; j < 60; j++) weight += variances[j]!;
    for (let j = 0; j < 60; j++) variances[j] = (variances[j]! / weight) * hourVariance;
    const points = new Float64Array(61);
    if (hourVariance === 0) {
      points.fill(a);
      return { points, variances };
    }
    // Bridge with unequal steps: draw the walk, then remove the miss at the end in proportion
    // to the variance accumulated so far (the exact Gaussian bridge under that time change).
    const rng = cellStream(this.minuteBridgeHash, absHour);
    let walk = 0;
    for (let j = 0; j < 60; j++) {
      walk += Math.sqrt(variances[j]!) * rng.studentT(MINUTE_SHOCK_DOF);
      points[j + 1] = walk;
    }
    const miss = walk - (b - a);
    let cumulative = 0;
    points[0] = a;
    for (let j = 0; j < 60; j++) {
      cumulative += variances[j]!;
      points[j + 1] = a + points[j + 1]! - (cumulative / hourVariance) * miss;
    }
    points[60] = b;
    return { points, variances };
  };

  /**
   * The minute starting at `ms` (a minute boundary), a pure function of (seed, symbol, minute),
   * into `cell` (returned): its open and close, its variance, its volume draw, and its extremes:
   * the minute path's points at its ends widened by a draw from the Brownian bridge's law of the
   * maximum (minimum) with the minute's variance. The seconds are pinned inside them
   * (pinExtremes), so a minute candle is the same whether it was made second by second (live, or
   * a short catch-up) or drawn at minute level (history, a long catch-up), and holds every second.
   * A load draws hundreds of thousands: the caller's cell is reused instead of an object per minute.
   */
  minuteCell(ms: number, cell: MinuteCell): MinuteCell {
    const index = this.hourIndex(ms);
    const minute = Math.floor((ms - this.firstHourMs - index * HOUR) / MINUTE);
    const { points, variances } = this.minutes(index);
    const a = points[minute]!;
    const b = points[minute + 1]!;
    cell.open = minute === 0 ? this.hourLog(index) : a;
    cell.close = minute === 59 ? this.hourLog(index + 1) : b;
    cell.variance = variances[minute]!;
    // The minute's own cell stream: its first draw is the minute's volume, the next two its wicks.
    const rng = cellStream(this.minuteRangeHash, Math.floor(ms / MINUTE), this.extremesRng);
    cell.volumeDraw = rng.uniform();
    cell.high = Math.max(a, b, bridgeHigh(rng, a, b, cell.variance));
    cell.low = Math.min(a, b, bridgeLow(rng, a, b, cell.variance));
    return cell;
  }

  /** Base (unsteered) log price at a whole second `ms` (ms a multiple of 1000, not before firstHourMs). */
  logAt(ms: number): number {
    const index = this.hourIndex(ms);
    const intoHour = ms - this.firstHourMs - index * HOUR;
    const minute = Math.floor(intoHour / MINUTE);
    const second = Math.floor((intoHour - minute * MINUTE) / SECOND);
    if (minute === 0 && second === 0) return this.hourLog(index);
    if (second === 0) return this.minutes(index).points[minute]!;
    return this.secondBridges.get(Math.floor(ms / MINUTE), this.bridgeSeconds)[second]!;
  }

  /** The 61 second points of the minute `absoluteMinute` (minutes since 1970), pinned to the minute's range. */
  private readonly bridgeSeconds = (absoluteMinute: number): Float64Array => {
    const start = absoluteMinute * MINUTE;
    const index = this.hourIndex(start);
    const minute = Math.floor((start - this.firstHourMs - index * HOUR) / MINUTE);
    const { points, variances } = this.minutes(index);
    const { high, low } = this.minuteCell(start, this.secondsCell);
    const rng = cellStream(this.secondBridgeHash, absoluteMinute);
    return bridge(rng, points[minute]!, points[minute + 1]!, 60, Math.sqrt(variances[minute]! / 60), high, low);
  };
}
