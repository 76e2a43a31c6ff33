import { hashString, streamFor, type Rng, type RngPosition } from './prng.ts';
import { HOURS_PER_YEAR } from './time-units.ts';
import { FACTOR_VOLATILITY, HOUR_SHOCK_DOF, HourlyVolatility, LEVEL } from './volatility-model.ts';

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
export interface FactorHours {
  shocks: Float64Array;
  multipliers: Float64Array;
}

/**
 * A factor's or a skeleton's walk after `stored` hours: the hours themselves and the state that
 * draws the next ones (the stream's position, the volatility components, the skeleton's next log
 * price). Resumed from it, a walk goes on exactly as the walk that made it would have.
 */
export interface WalkState {
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
