import { Rng, cellStream, hashInts, hashString, mixIndex, streamFor, type RngPosition } from './prng.ts';

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

export const HOURS_PER_YEAR = 8_766;

/*
 * The volatility model (docs/domains/market.md "Market realism"): a stochastic-volatility
 * cascade across scales with Student-t shocks, after the stylized facts catalogued by Cont (2001)
 * and the multiscale models of Calvet and Fisher (Markov-switching multifractal, 2004), built so
 * every level is recomputable on its own:
 * - hourly: two log-normal volatility components (regimes of days, busy spells of hours), each an
 *   AR(1) in log space walked with the hourly skeleton; Student-t shocks (fat tails);
 * - inside the hour: a binomial (MSM-style) multiplicative cascade over aligned blocks of 2, 4,
 *   ..., 32 minutes (each block's side a hash bit, so any hour is recomputed alone and blocks run
 *   across hour boundaries), Student-t minute shocks, bridged to the hourly skeleton points;
 * - crypto symbols load on one market factor (its own path of the same kind) with a per-symbol
 *   correlation, so BTC and ETH move together; forex and gold follow trading sessions.
 * Every hourly multiplier has mean one in variance and the minute weights are normalised within
 * each hour, so the annual volatility stays the symbol's own.
 */
const HOUR_VOL_COMPONENTS = [
  { halfLifeHours: 120, logSd: 0.2 },
  { halfLifeHours: 12, logSd: 0.5 },
] as const;
/** Degrees of freedom of the hourly and minute shocks (t6: kurtosis 6, t5: 9; both a finite fourth moment). */
const HOUR_SHOCK_DOF = 6;
const MINUTE_SHOCK_DOF = 5;
/** Minute cascade: block length in minutes and the log-sd of its factor on volatility. */
const MINUTE_CASCADE = [
  { blockMinutes: 2, logSd: 0.08 },
  { blockMinutes: 4, logSd: 0.12 },
  { blockMinutes: 8, logSd: 0.17 },
  { blockMinutes: 16, logSd: 0.22 },
  { blockMinutes: 32, logSd: 0.28 },
] as const;
/** Variance factors of each cascade level: exp(+-2 sd), so the log volatility moves by +-sd. */
const CASCADE_FACTORS = MINUTE_CASCADE.map((c) => [Math.exp(2 * c.logSd), Math.exp(-2 * c.logSd)] as const);
/** Pull of the log price back to the start price (half-life half a year): prices stay near the seeded levels over a decade (BTC within about +-40 %, EUR/USD +-5 %). */
const MEAN_REVERSION_PER_HOUR = Math.LN2 / (HOURS_PER_YEAR / 2);
/** Annual volatility of the crypto market factor (a BTC-like market); a symbol's beta is its correlation x its volatility / this. */
export const FACTOR_VOLATILITY = 0.6;

/** Stream levels: each kind of draw has its own counter-based stream, so cells are independent and recomputable. */
export const LEVEL = {
  SKELETON: 1,
  MINUTE_BRIDGE: 2,
  SECOND_BRIDGE: 3,
  MINUTE_RANGE: 4,
  HOUR_RANGE: 5,
  DAY_RANGE: 6,
  FACTOR: 7,
  MINUTE_CASCADE: 8,
} as const;

/** Variance multiplier of an hour (trading sessions): 1 on average over a week; 0 where the market is closed. */
export type SessionProfile = (hourMs: number) => number;

/**
 * The hourly stochastic-volatility state: log-normal components, each an AR(1) with its
 * half-life and stationary log-sd; `step` returns this hour's variance multiplier (mean 1).
 */
class HourlyVolatility {
  private readonly x = HOUR_VOL_COMPONENTS.map(() => 0);
  private readonly phi = HOUR_VOL_COMPONENTS.map((c) => 0.5 ** (1 / c.halfLifeHours));
  /** Each component's innovation scale, sqrt(1 - phi^2) x its log-sd. */
  private readonly scale = HOUR_VOL_COMPONENTS.map((c, k) => Math.sqrt(1 - this.phi[k]! * this.phi[k]!) * c.logSd);
  private readonly bias = HOUR_VOL_COMPONENTS.reduce((s, c) => s + 2 * c.logSd * c.logSd, 0);

  /** The components' values: the state a walk resumes from. */
  get components(): number[] {
    return [...this.x];
  }

  set components(values: number[]) {
    values.forEach((v, k) => (this.x[k] = v));
  }

  step(rng: Rng): number {
    let log = 0;
    for (let k = 0; k < this.x.length; k++) {
      this.x[k] = this.phi[k]! * this.x[k]! + this.scale[k]! * rng.normal();
      log += this.x[k]!;
    }
    // E[exp(2x)] = exp(2 sd^2) for x ~ N(0, sd^2): dividing it out keeps the mean variance.
    return Math.exp(2 * log - this.bias);
  }
}

/**
 * A market factor: hourly shocks (log returns) and their variances from PATH_EPOCH on, a pure
 * function of the seed and its name. Every crypto symbol reads the same hours of it.
 */
export class MarketFactor {
  readonly hourlySigma: number;
  /** What the factor is a function of (seed, name, volatility): factors with the same key are the same path. */
  readonly key: string;
  private readonly rng: Rng;
  private readonly volatility = new HourlyVolatility();
  private shocks = new Float64Array(1 << 17);
  private multipliers = new Float64Array(1 << 17);
  private stored = 0;

  constructor(seed: number, name = 'crypto', annualVolatility = FACTOR_VOLATILITY) {
    this.hourlySigma = annualVolatility / Math.sqrt(HOURS_PER_YEAR);
    this.key = `${seed} ${name} ${annualVolatility}`;
    this.rng = streamFor(seed, hashString(`factor:${name}`), LEVEL.FACTOR, 0);
  }

  /** Hours walked. */
  get hours(): number {
    return this.stored;
  }

  /** The walk so far, to resume in another process (walk-cache.ts). */
  walked(): FactorWalk {
    return {
      kind: 'factor',
      key: this.key,
      stored: this.stored,
      rng: this.rng.position,
      volatility: this.volatility.components,
      shocks: this.shocks.slice(0, this.stored),
      multipliers: this.multipliers.slice(0, this.stored),
    };
  }

  /** Carries on from a walk of a factor with this one's key: its hours are this factor's hours. */
  resume(walk: FactorWalk): void {
    if (walk.stored <= this.stored) return;
    const size = Math.max(this.shocks.length, 2 ** Math.ceil(Math.log2(walk.stored + 1)));
    this.shocks = new Float64Array(size);
    this.shocks.set(walk.shocks);
    this.multipliers = new Float64Array(size);
    this.multipliers.set(walk.multipliers);
    this.stored = walk.stored;
    this.rng.position = walk.rng;
    this.volatility.components = walk.volatility;
  }

  /**
   * The factor's hours before absolute hour `end` (hours since PATH_EPOCH), walked as needed: each
   * hour's log return (`shocks`) and the market's volatility regime (`multipliers`, a variance
   * multiplier of mean 1). Its members' own shocks take the regime too: crypto volatility is
   * market-wide, and with one regime for the factor and the idiosyncratic parts a pair's
   * correlation stays the product of their loadings in calm and busy spells alike.
   */
  hoursBefore(end: number): FactorHours {
    while (this.stored < end) {
      if (this.stored >= this.shocks.length) {
        const shocks = new Float64Array(this.shocks.length * 2);
        shocks.set(this.shocks);
        this.shocks = shocks;
        const multipliers = new Float64Array(this.multipliers.length * 2);
        multipliers.set(this.multipliers);
        this.multipliers = multipliers;
      }
      const multiplier = this.volatility.step(this.rng);
      this.multipliers[this.stored] = multiplier;
      this.shocks[this.stored] = this.hourlySigma * Math.sqrt(multiplier) * this.rng.studentT(HOUR_SHOCK_DOF);
      this.stored++;
    }
    return { shocks: this.shocks, multipliers: this.multipliers };
  }
}

/** A factor's walked hours (MarketFactor.hoursBefore), indexed by absolute hour. */
interface FactorHours {
  shocks: Float64Array;
  multipliers: Float64Array;
}

/**
 * A factor's or a skeleton's walk after `stored` hours: the hours themselves and the state that
 * draws the next ones (the stream's position, the volatility components, the skeleton's next log
 * price). Resumed from it, a walk goes on exactly as the walk that made it would have.
 */
interface WalkState {
  key: string;
  stored: number;
  rng: RngPosition;
  volatility: number[];
}

export interface FactorWalk extends WalkState {
  kind: 'factor';
  shocks: Float64Array;
  multipliers: Float64Array;
}

export interface SkeletonWalk extends WalkState {
  kind: 'skeleton';
  nextLog: number;
  logs: Float64Array;
  sigmas: Float32Array;
}

export type Walk = FactorWalk | SkeletonWalk;

export interface PathSpec {
  seed: number;
  symbolHash: number;
  /** Start price as a float: the simulation runs in log space; money leaves it as integer ticks. */
  startPrice: number;
  /** Annualised volatility, e.g. 0.6 for 60 %. */
  annualVolatility: number;
  /** Where the hourly skeleton starts at startPrice (an hour): PATH_EPOCH, or a later listing's hour. */
  originMs?: number;
  /** The market factor this symbol loads on, and its correlation with it (0..1). */
  factor?: MarketFactor;
  factorCorrelation?: number;
  /** Trading sessions (forex, gold): the hour's variance multiplier; absent = 1 around the clock. */
  session?: SessionProfile;
}

/** Hours a skeleton walks at least each time it walks on (six weeks: a fraction of a millisecond). */
const WALK_AHEAD = 1_024;

/**
 * The hourly skeleton of one path from its origin: the log price at the start of each hour and
 * the hour's conditional standard deviation (stochastic volatility or the factor's regime,
 * Student-t shocks, the factor's share, the session), walked once and extended as time goes on.
 * A pure function of its spec, so every path with that spec shares one (skeletonFor).
 */
class Skeleton {
  /** Sensitivity of the hourly log return to the factor's (0 without a factor). */
  readonly beta: number;
  private readonly idioVariance: number;
  /** The factor's share of the hourly variance at regime 1: beta^2 x the factor's variance. */
  private readonly factorVariance: number;
  private readonly x0: number;
  private readonly originHour: number;
  private readonly factor: MarketFactor | undefined;
  private readonly session: SessionProfile | undefined;
  private readonly rng: Rng;
  private readonly volatility = new HourlyVolatility();
  private logs = new Float64Array(0);
  private sigmas = new Float32Array(0);
  /** Hours walked (from the origin): their start log prices and standard deviations are stored. */
  private stored = 0;
  /** Log price at the start of hour `stored`. */
  private nextLog: number;

  constructor(spec: PathSpec, hourlySigma: number) {
    const factor = spec.factor;
    this.factor = factor;
    this.session = spec.session;
    const rho = factor ? Math.min(1, Math.max(0, spec.factorCorrelation ?? 0)) : 0;
    this.beta = factor ? (rho * hourlySigma) / factor.hourlySigma : 0;
    this.idioVariance = hourlySigma ** 2 * (1 - rho * rho);
    this.factorVariance = factor ? this.beta * this.beta * factor.hourlySigma ** 2 : 0;
    this.x0 = Math.log(spec.startPrice);
    this.nextLog = this.x0;
    this.originHour = ((spec.originMs ?? PATH_EPOCH) - PATH_EPOCH) / HOUR;
    this.rng = streamFor(spec.seed, spec.symbolHash, LEVEL.SKELETON, 0);
  }

  /** Hours walked. */
  get hours(): number {
    return this.stored;
  }

  /** The walk so far, to resume in another process (walk-cache.ts). */
  walked(key: string): SkeletonWalk {
    return {
      kind: 'skeleton',
      key,
      stored: this.stored,
      rng: this.rng.position,
      volatility: this.volatility.components,
      nextLog: this.nextLog,
      logs: this.logs.slice(0, this.stored),
      sigmas: this.sigmas.slice(0, this.stored),
    };
  }

  /** Carries on from a walk of a skeleton with this one's key: its hours are this skeleton's hours. */
  resume(walk: SkeletonWalk): void {
    if (walk.stored <= this.stored) return;
    this.reserve(walk.stored);
    this.logs.set(walk.logs);
    this.sigmas.set(walk.sigmas);
    this.stored = walk.stored;
    this.nextLog = walk.nextLog;
    this.rng.position = walk.rng;
    this.volatility.components = walk.volatility;
  }

  /** Log price at the start of hour `hour` (hours from the origin). */
  log(hour: number): number {
    if (hour >= this.stored) this.walk(hour + 1);
    return this.logs[hour]!;
  }

  /** Standard deviation of the log return over hour `hour` (hours from the origin). */
  sigma(hour: number): number {
    if (hour >= this.stored) this.walk(hour + 1);
    return this.sigmas[hour]!;
  }

  /**
   * Walks on until at least `needed` hours are stored, WALK_AHEAD more than the last walk at
   * least: history is generated a day at a time, and entering the walk once per day cost more
   * than the hours it added (the loop was compiled and thrown away again and again).
   */
  private walk(needed: number): void {
    const count = Math.max(needed, this.stored + WALK_AHEAD);
    this.reserve(count);
    const session = this.session;
    const factor = this.factor?.hoursBefore(this.originHour + count);
    const { logs, sigmas, rng } = this;
    let log = this.nextLog;
    for (let i = this.stored; i < count; i++) {
      const hour = this.originHour + i;
      const activity = session ? session(PATH_EPOCH + hour * HOUR) : 1;
      // The draws are made whatever the session, so a setting never shifts the streams.
      const regime = factor ? factor.multipliers[hour]! : this.volatility.step(rng);
      const idio = this.idioVariance * regime * activity;
      let variance = idio;
      let shock = Math.sqrt(idio) * rng.studentT(HOUR_SHOCK_DOF);
      if (factor && this.beta > 0) {
        variance += this.factorVariance * regime;
        shock += this.beta * factor.shocks[hour]!;
      }
      logs[i] = log;
      sigmas[i] = Math.sqrt(variance);
      // A closed market (session 0) stands still: no shock and no pull.
      if (activity > 0) log = log + shock - MEAN_REVERSION_PER_HOUR * (log - this.x0);
    }
    this.nextLog = log;
    this.stored = count;
  }

  /** Room for `count` hours: ten years at the first walk, then doubling as the live market walks on. */
  private reserve(count: number): void {
    if (count <= this.logs.length) return;
    const size = Math.max(count + 4_096, 2 * this.logs.length);
    const logs = new Float64Array(size);
    logs.set(this.logs.subarray(0, this.stored));
    this.logs = logs;
    const sigmas = new Float32Array(size);
    sigmas.set(this.sigmas.subarray(0, this.stored));
    this.sigmas = sigmas;
  }
}

/**
 * Skeletons kept for reuse, newest last: a market loaded again (a reload, another test's market,
 * a later load) finds its symbols' ten years walked. Each holds about 1.3 MB; a market of the
 * seeded symbols shares its 13, so the bound only caps the ones no market uses any more.
 */
const SKELETONS_KEPT = 32;
const skeletons = new Map<string, Skeleton>();
/** Factors by key, shared as skeletons are: a factor is a pure function of its key. */
const factors = new Map<string, MarketFactor>();
/** Walks of an earlier process (importWalks), taken up by the skeleton or factor of their key when it is made. */
const earlierWalks = new Map<string, Walk>();
/** Session profiles' keys (sessionKey). */
const sessionKeys = new WeakMap<SessionProfile, string>();

/**
 * A session profile's key: its values over the 168 hours of a week, of which a profile is a
 * function (sessions.ts), so that the same profile has the same key in every process.
 */
function sessionKey(session: SessionProfile | undefined): string {
  if (!session) return '';
  let key = sessionKeys.get(session);
  if (key === undefined) sessionKeys.set(session, (key = Array.from({ length: 168 }, (_, h) => session(WEEK_ALIGN + h * HOUR)).join(',')));
  return key;
}

function skeletonFor(spec: PathSpec, hourlySigma: number): Skeleton {
  const origin = spec.originMs ?? PATH_EPOCH;
  const key = `${spec.seed} ${spec.symbolHash} ${spec.startPrice} ${spec.annualVolatility} ${origin} ${spec.factor?.key} ${spec.factorCorrelation} ${sessionKey(spec.session)}`;
  let skeleton = skeletons.get(key);
  if (skeleton) skeletons.delete(key);
  else {
    skeleton = new Skeleton(spec, hourlySigma);
    const earlier = earlierWalks.get(key);
    if (earlier?.kind === 'skeleton') skeleton.resume(earlier);
    earlierWalks.delete(key);
  }
  skeletons.set(key, skeleton);
  if (skeletons.size > SKELETONS_KEPT) skeletons.delete(skeletons.keys().next().value!);
  return skeleton;
}

/** The market factor of a seed: one per process, shared by every market of that seed. */
export function factorFor(seed: number): MarketFactor {
  const made = new MarketFactor(seed);
  const kept = factors.get(made.key);
  if (kept) return kept;
  const earlier = earlierWalks.get(made.key);
  if (earlier?.kind === 'factor') made.resume(earlier);
  earlierWalks.delete(made.key);
  factors.set(made.key, made);
  return made;
}

/** How many hours each kept factor and skeleton has walked, by key: whether there is anything new to save. */
export function walkedHours(): Map<string, number> {
  return new Map([...[...factors.values()].map((f) => [f.key, f.hours] as const), ...[...skeletons].map(([key, s]) => [key, s.hours] as const)]);
}

/** Every kept factor's and skeleton's walk so far (walk-cache.ts saves them). */
export function exportWalks(): Walk[] {
  return [...[...factors.values()].map((f) => f.walked()), ...[...skeletons].map(([key, s]) => s.walked(key))];
}

/** Walks of an earlier process: the factors and skeletons of their keys resume from them when made. */
export function importWalks(walks: Walk[]): void {
  for (const walk of walks) earlierWalks.set(walk.key, walk);
}

/**
 * Pins a bridge's points (indices 0..n, equal steps) to a given high and low: the highest interior
 * point is moved to `high` and the lowest to `low`, the rest follows by the Brownian bridge's
 * conditional law (a correction linear in time between the pinned points), and anything left
 * outside is clamped. An extreme equal to an end point needs no pin. So the seconds of a minute
 * touch exactly the minute's drawn high and low and never leave them.
 */
function pinExtremes(points: Float64Array, high: number, low: number): void {
  const n = points.length - 1;
  const a = points[0]!;
  const b = points[n]!;
  let top = 1;
  let bottom = 1;
  for (let k = 2; k < n; k++) {
    if (points[k]! > points[top]!) top = k;
    if (points[k]! < points[bottom]!) bottom = k;
  }
  const pinTop = high > Math.max(a, b) && n > 1;
  const pinBottom = low < Math.min(a, b) && n > 1 && bottom !== top;
  // Up to two pins, in time order; the shift is 0 at both ends. (Hand-unrolled: this runs once per minute and per second bridge.)
  let first = n;
  let firstShift = 0;
  let second = n;
  let secondShift = 0;
  if (pinTop && pinBottom) {
    const topShift = high - points[top]!;
    const bottomShift = low - points[bottom]!;
    first = Math.min(top, bottom);
    second = Math.max(top, bottom);
    firstShift = first === top ? topShift : bottomShift;
    secondShift = first === top ? bottomShift : topShift;
  } else if (pinTop) {
    first = top;
    firstShift = high - points[top]!;
  } else if (pinBottom) {
    first = bottom;
    firstShift = low - points[bottom]!;
  }
  shiftSegment(points, 0, first, 0, firstShift);
  if (first < n) shiftSegment(points, first, second, firstShift, secondShift);
  if (second < n) shiftSegment(points, second, n, secondShift, 0);
  for (let k = 1; k < n; k++) points[k] = Math.min(high, Math.max(low, points[k]!));
  // Exactly the extremes (the correction's rounding could leave a pinned point an ulp short).
  if (pinTop) points[top] = high;
  if (pinBottom) points[bottom] = low;
}

/** Adds to points (from, to] a shift going linearly from `fromShift` to `toShift`. */
function shiftSegment(points: Float64Array, from: number, to: number, fromShift: number, toShift: number): void {
  if (fromShift === 0 && toShift === 0) return;
  for (let k = from + 1; k <= to; k++) points[k] = points[k]! + fromShift + ((k - from) / (to - from)) * (toShift - fromShift);
}

/** Brownian bridge from a to b in n steps of standard deviation stepSigma, touching exactly `high` and `low`. */
function bridge(rng: Rng, a: number, b: number, n: number, stepSigma: number, high: number, low: number): Float64Array {
  const points = new Float64Array(n + 1);
  let walk = 0;
  for (let k = 1; k <= n; k++) {
    walk += stepSigma * rng.normal();
    points[k] = walk;
  }
  const end = walk;
  for (let k = 0; k <= n; k++) points[k] = a + points[k]! - (k / n) * (end - (b - a));
  points[n] = b;
  pinExtremes(points, high, low);
  return points;
}

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
