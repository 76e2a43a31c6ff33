import type { MarketFactor, WalkState } from './market-factor.ts';
import { streamFor, type Rng } from './prng.ts';
import { HOUR, PATH_EPOCH } from './time-units.ts';
import { HOUR_SHOCK_DOF, HourlyVolatility, LEVEL, MEAN_REVERSION_PER_HOUR, type SessionProfile } from './volatility-model.ts';

export interface SkeletonWalk extends WalkState {
  kind: 'skeleton';
  nextLog: number;
  logs: Float64Array;
  sigmas: Float32Array;
}

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
export class Skeleton {
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
