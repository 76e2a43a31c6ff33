import { Rng, streamFor } from './prng.ts';

export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;
/** Weeks open on Monday 00:00 UTC: 1970-01-01 was a Thursday, so weeks are offset by four days. */
export const WEEK_ALIGN = 4 * DAY;

/**
 * The path's origin: every symbol's hourly skeleton starts here at its start
 * price, so a price at any instant depends only on (seed, symbol, instant),
 * never on when the server started. A Monday, so weekly candles align.
 */
export const PATH_EPOCH = Date.UTC(2015, 0, 5);

const HOURS_PER_YEAR = 8_766;
/*
 * GARCH(1,1) on hourly log returns: sigma2[k+1] = omega + alpha * eps[k]^2 + beta * sigma2[k].
 * alpha + beta = 0.98 gives busy and calm spells lasting a day or two (half-life ~34 h),
 * the clustering real markets show; omega keeps the long-run variance at the annual volatility.
 */
const GARCH_ALPHA = 0.08;
const GARCH_BETA = 0.9;
/** Pull of the log price back to the start price (half-life half a year): prices stay near the seeded levels over a decade (BTC within about +-40 %, EUR/USD +-5 %). */
const MEAN_REVERSION_PER_HOUR = Math.LN2 / (HOURS_PER_YEAR / 2);

/** Stream levels: each kind of draw has its own counter-based stream, so cells are independent and recomputable. */
export const LEVEL = { SKELETON: 1, MINUTE_BRIDGE: 2, SECOND_BRIDGE: 3, MINUTE_RANGE: 4, HOUR_RANGE: 5, DAY_RANGE: 6 } as const;

export interface PathSpec {
  seed: number;
  symbolHash: number;
  /** Start price as a float: the simulation runs in log space; money leaves it as integer ticks. */
  startPrice: number;
  /** Annualised volatility, e.g. 0.6 for 60 %. */
  annualVolatility: number;
  /** Where the hourly skeleton starts at startPrice (an hour): PATH_EPOCH, or a later listing's hour. */
  originMs?: number;
}

/** Brownian bridge from a to b in n steps of standard deviation stepSigma (exact conditional law). */
function bridge(rng: Rng, a: number, b: number, n: number, stepSigma: number): Float64Array {
  const points = new Float64Array(n + 1);
  let walk = 0;
  for (let k = 1; k <= n; k++) {
    walk += stepSigma * rng.normal();
    points[k] = walk;
  }
  const end = walk;
  for (let k = 0; k <= n; k++) points[k] = a + points[k]! - (k / n) * (end - (b - a));
  points[n] = b;
  return points;
}

/** Small LRU: the live tick and catch-up touch one or two hours and minutes at a time. */
class Lru<V> {
  private readonly map = new Map<number, V>();
  constructor(private readonly size: number) {}
  get(key: number, make: () => V): V {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = make();
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
    return value;
  }
}

/**
 * The unsteered log-price path of one symbol, a pure function of (seed, symbol, time):
 * an hourly GARCH(1,1) skeleton from PATH_EPOCH, then Brownian bridges between
 * hourly points (60 minute points) and between minute points (60 second points),
 * each bridge drawn from its own stream so any second is recomputed on demand.
 */
export class PricePath {
  /** Long-run hourly standard deviation of log returns. */
  readonly hourlySigma: number;
  private readonly x0: number;
  private readonly omega: number;
  private readonly skeletonRng: Rng;
  /** Skeleton stored from `firstHourMs` on (earlier hours are walked through, not kept). */
  private logs: Float64Array;
  private sigmas: Float32Array;
  private stored = 0;
  private nextLog: number;
  private nextVar: number;
  private readonly minuteBridges = new Lru<Float64Array>(4);
  private readonly secondBridges = new Lru<Float64Array>(8);

  constructor(
    private readonly spec: PathSpec,
    readonly firstHourMs: number,
  ) {
    const origin = spec.originMs ?? PATH_EPOCH;
    if (origin < PATH_EPOCH || origin % HOUR !== 0) throw new RangeError('a path starts on an hour after PATH_EPOCH');
    if (firstHourMs < origin || firstHourMs % HOUR !== 0) throw new RangeError('history must start on an hour after the path origin');
    this.hourlySigma = spec.annualVolatility / Math.sqrt(HOURS_PER_YEAR);
    this.x0 = Math.log(spec.startPrice);
    this.omega = this.hourlySigma ** 2 * (1 - GARCH_ALPHA - GARCH_BETA);
    this.skeletonRng = streamFor(spec.seed, spec.symbolHash, LEVEL.SKELETON, 0);
    this.nextLog = this.x0;
    this.nextVar = this.hourlySigma ** 2;
    this.logs = new Float64Array(4096);
    this.sigmas = new Float32Array(4096);
    // Walk (without keeping) the hours before the stored window.
    for (let k = (firstHourMs - origin) / HOUR; k > 0; k--) this.step();
  }

  /** One GARCH step: moves nextLog/nextVar from one hour's start to the next. */
  private step(): void {
    const log = this.nextLog;
    const variance = this.nextVar;
    const eps = Math.sqrt(variance) * this.skeletonRng.normal();
    this.nextLog = log + eps - MEAN_REVERSION_PER_HOUR * (log - this.x0);
    this.nextVar = this.omega + GARCH_ALPHA * eps * eps + GARCH_BETA * variance;
  }

  /** Makes sure hour `index` (from firstHourMs) and the point ending it are stored. */
  private ensure(index: number): void {
    while (this.stored <= index + 1) {
      if (this.stored >= this.logs.length) {
        const logs = new Float64Array(this.logs.length * 2);
        logs.set(this.logs);
        this.logs = logs;
        const sigmas = new Float32Array(this.sigmas.length * 2);
        sigmas.set(this.sigmas);
        this.sigmas = sigmas;
      }
      this.logs[this.stored] = this.nextLog;
      this.sigmas[this.stored] = Math.sqrt(this.nextVar);
      this.stored++;
      this.step();
    }
  }

  hourIndex(ms: number): number {
    return Math.floor((ms - this.firstHourMs) / HOUR);
  }

  /** Conditional hourly standard deviation of the hour containing `ms` (busy or calm). */
  sigmaAt(ms: number): number {
    const index = this.hourIndex(ms);
    this.ensure(index);
    return this.sigmas[index]!;
  }

  /** Base log price at an hour boundary. */
  hourLog(index: number): number {
    this.ensure(index);
    return this.logs[index]!;
  }

  private minutePoints(index: number): Float64Array {
    return this.minuteBridges.get(index, () => {
      // Keyed by the absolute hour (since PATH_EPOCH), not by `index`, which counts from the history
      // start: Market.load() moves that start by a week every week, and the path must not move with it.
      const rng = streamFor(this.spec.seed, this.spec.symbolHash, LEVEL.MINUTE_BRIDGE, (this.firstHourMs - PATH_EPOCH) / HOUR + index);
      return bridge(rng, this.hourLog(index), this.hourLog(index + 1), 60, this.sigmas[index]! / Math.sqrt(60));
    });
  }

  /** Base (unsteered) log price at a whole second `ms` (ms a multiple of 1000, not before firstHourMs). */
  logAt(ms: number): number {
    const index = this.hourIndex(ms);
    const intoHour = ms - this.firstHourMs - index * HOUR;
    const minute = Math.floor(intoHour / MINUTE);
    const second = Math.floor((intoHour - minute * MINUTE) / SECOND);
    if (minute === 0 && second === 0) return this.hourLog(index);
    const minutes = this.minutePoints(index);
    if (second === 0) return minutes[minute]!;
    const absoluteMinute = Math.floor(ms / MINUTE);
    const seconds = this.secondBridges.get(absoluteMinute, () => {
      const rng = streamFor(this.spec.seed, this.spec.symbolHash, LEVEL.SECOND_BRIDGE, absoluteMinute);
      return bridge(rng, minutes[minute]!, minutes[minute + 1]!, 60, this.sigmas[index]! / 60);
    });
    return seconds[second]!;
  }
}

/**
 * High and low of a Brownian bridge from a to b with total variance `variance`,
 * drawn from its exact law (P(max > m) = exp(-2 (m - a)(m - b) / variance)), so
 * candles generated without second-level points still get realistic wicks.
 */
export function bridgeHigh(rng: Rng, a: number, b: number, variance: number): number {
  return (a + b + Math.sqrt((b - a) ** 2 - 2 * variance * Math.log(rng.uniform()))) / 2;
}

/** The low, by symmetry. */
export function bridgeLow(rng: Rng, a: number, b: number, variance: number): number {
  return (a + b - Math.sqrt((b - a) ** 2 - 2 * variance * Math.log(rng.uniform()))) / 2;
}
