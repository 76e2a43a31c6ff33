import type { Rng } from './prng.ts';
import { HOURS_PER_YEAR } from './time-units.ts';

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
export const HOUR_SHOCK_DOF = 6;
export const MINUTE_SHOCK_DOF = 5;
/** Minute cascade: block length in minutes and the log-sd of its factor on volatility. */
export const MINUTE_CASCADE = [
  { blockMinutes: 2, logSd: 0.08 },
  { blockMinutes: 4, logSd: 0.12 },
  { blockMinutes: 8, logSd: 0.17 },
  { blockMinutes: 16, logSd: 0.22 },
  { blockMinutes: 32, logSd: 0.28 },
] as const;
/** Variance factors of each cascade level: exp(+-2 sd), so the log volatility moves by +-sd. */
export const CASCADE_FACTORS = MINUTE_CASCADE.map((c) => [Math.exp(2 * c.logSd), Math.exp(-2 * c.logSd)] as const);
/** Pull of the log price back to the start price (half-life half a year): prices stay near the seeded levels over a decade (BTC within about +-40 %, EUR/USD +-5 %). */
export const MEAN_REVERSION_PER_HOUR = Math.LN2 / (HOURS_PER_YEAR / 2);
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
export class HourlyVolatility {
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
