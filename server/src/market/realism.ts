import { SYMBOL_CATEGORY } from '@sandbox/shared';
import type { CandleData, CandleInterval } from './market-data.ts';
import type { Market } from './market.ts';
import { DAY, HOUR } from './time-units.ts';

/*
 * The market's "stylized facts" (Cont, 2001), measured from outside over the
 * same candles call the API serves (Market.candles): fat tails, volatility
 * clustering, no linear predictability, correlated assets, volume following
 * volatility, forex sessions. `npm run market-report` prints them and
 * server/test/market/market-realism.test.ts asserts the issue 20 targets on them.
 * Plain sample statistics, a few lines each: no statistics package is needed.
 */

const mean = (x: readonly number[]) => x.reduce((s, v) => s + v, 0) / x.length;

/** Sample excess kurtosis (m4 / m2^2 - 3). */
export function excessKurtosis(x: readonly number[]): number {
  const m = mean(x);
  let m2 = 0;
  let m4 = 0;
  for (const v of x) {
    const d = (v - m) ** 2;
    m2 += d;
    m4 += d * d;
  }
  m2 /= x.length;
  m4 /= x.length;
  return m4 / (m2 * m2) - 3;
}

/** Sample autocorrelation at `lag` (mean removed, normalised by the lag-0 sum). */
export function autocorrelation(x: readonly number[], lag: number): number {
  const m = mean(x);
  let num = 0;
  let den = 0;
  for (let i = 0; i < x.length; i++) {
    den += (x[i]! - m) ** 2;
    if (i >= lag) num += (x[i]! - m) * (x[i - lag]! - m);
  }
  return num / den;
}

/** Robust standard error of the lag-1 autocorrelation (see ScaleFacts.acf1StdErr). */
export function lagOneStdErr(x: readonly number[]): number {
  const m = mean(x);
  let num = 0;
  let den = 0;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i]! - m) ** 2;
    den += d;
    if (i >= 1) num += d * (x[i - 1]! - m) ** 2;
  }
  return Math.sqrt(num) / den;
}

/** Pearson correlation of two equally long series. */
export function correlation(x: readonly number[], y: readonly number[]): number {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Log returns close to close, with the candles they end on (time of the later candle). */
export function logReturns(candles: readonly CandleData[]): { time: number[]; r: number[]; volume: number[] } {
  const time: number[] = [];
  const r: number[] = [];
  const volume: number[] = [];
  for (let i = 1; i < candles.length; i++) {
    time.push(candles[i]!.time);
    r.push(Math.log(Number(candles[i]!.close) / Number(candles[i - 1]!.close)));
    volume.push(Number(candles[i]!.volume));
  }
  return { time, r, volume };
}

export interface ScaleFacts {
  interval: CandleInterval;
  samples: number;
  excessKurtosis: number;
  /** Autocorrelation of absolute returns at lags 1 and 10 (volatility clustering). */
  absAcf1: number;
  absAcf10: number;
  /** Autocorrelation of the returns themselves at lag 1 (should be near 0). */
  acf1: number;
  /**
   * Its standard error under "no autocorrelation" with volatility clustering (heteroskedasticity-
   * robust): sqrt(sum d_t^2 d_(t-1)^2) / sum d_t^2 for demeaned returns d. With clustering it is
   * well above the i.i.d. 1/sqrt(n) (0.022 for three months of hours).
   */
  acf1StdErr: number;
  /** Correlation of a candle's volume with its absolute return (busy periods trade more). */
  volumeAbsReturnCorr: number;
}

/** Candles a report or test reads per interval by default: the minimum samples (a week of 1m, three months of 1h). */
export const DEFAULT_SAMPLES: Partial<Record<CandleInterval, number>> = { '1m': 7 * 1_440, '1h': 90 * 24 };

export function scaleFacts(candles: readonly CandleData[], interval: CandleInterval): ScaleFacts {
  const { r, volume } = logReturns(candles);
  const abs = r.map(Math.abs);
  return {
    interval,
    samples: r.length,
    excessKurtosis: excessKurtosis(r),
    absAcf1: autocorrelation(abs, 1),
    absAcf10: autocorrelation(abs, 10),
    acf1: autocorrelation(r, 1),
    acf1StdErr: lagOneStdErr(r),
    volumeAbsReturnCorr: correlation(volume, abs),
  };
}

export interface SymbolFacts {
  symbol: string;
  category: number;
  scales: ScaleFacts[];
  /** Root mean square of daily log returns over the last year (365 daily candles). */
  dailyVol: number;
  /** The same over the whole daily history (520 weeks): a year's figure strays +-15 % with the volatility regimes. */
  dailyVolAll: number;
  /** Hourly return correlation with the reference symbol (BTCUSDT), over the hourly sample. */
  hourlyCorrWithReference: number | undefined;
}

export interface MarketFacts {
  endTime: number;
  reference: string;
  symbols: SymbolFacts[];
  /** Mean hourly volume per UTC hour of day, relative to the day's mean, per forex/gold symbol. */
  sessionProfiles: Array<{ symbol: string; byHour: number[] }>;
}

export interface MeasureOptions {
  intervals?: CandleInterval[];
  /** Candles per interval (default DEFAULT_SAMPLES, else 2,000). */
  samples?: Partial<Record<CandleInterval, number>>;
  reference?: string;
  /** Only these symbols (wire codes); default every symbol. */
  symbols?: string[];
}

/** Every fact of every symbol at the market's current time. */
export function measureMarket(market: Market, options: MeasureOptions = {}): MarketFacts {
  const intervals = options.intervals ?? ['1m', '1h'];
  const samples = (i: CandleInterval) => options.samples?.[i] ?? DEFAULT_SAMPLES[i] ?? 2_000;
  const reference = options.reference ?? 'BTCUSDT';
  const hours = samples('1h');
  const hourly = (code: string) => logReturns(market.candles(code, '1h', hours + 1) ?? []);
  const refHourly = market.symbol(reference) ? hourly(reference) : undefined;
  const codes = options.symbols ?? market.symbols().map((s) => s.code);
  const symbols: SymbolFacts[] = [];
  const sessionProfiles: MarketFacts['sessionProfiles'] = [];
  for (const code of codes) {
    const info = market.symbol(code);
    if (!info) continue;
    const scales = intervals.map((interval) => scaleFacts(market.candles(code, interval, samples(interval) + 1) ?? [], interval));
    const daily = logReturns(market.candles(code, '1d', 7 * 520 + 1) ?? []).r;
    const rms = (x: number[]) => Math.sqrt(mean(x.map((v) => v * v)));
    const own = hourly(code);
    let corr: number | undefined;
    if (refHourly && code !== reference) {
      // Align on time: a listed symbol has a shorter history.
      const byTime = new Map(refHourly.time.map((t, i) => [t, refHourly.r[i]!]));
      const x: number[] = [];
      const y: number[] = [];
      own.time.forEach((t, i) => {
        const ref = byTime.get(t);
        if (ref !== undefined) {
          x.push(ref);
          y.push(own.r[i]!);
        }
      });
      corr = x.length > 10 ? correlation(x, y) : undefined;
    }
    symbols.push({
      symbol: info.code,
      category: info.category,
      scales,
      dailyVol: rms(daily.slice(-365)),
      dailyVolAll: rms(daily),
      hourlyCorrWithReference: corr,
    });
    if (info.category !== SYMBOL_CATEGORY.CRYPTO) {
      const sum = new Array<number>(24).fill(0);
      const count = new Array<number>(24).fill(0);
      own.time.forEach((t, i) => {
        // `t` is the open time of the candle whose volume this is.
        const hour = Math.floor(((t % DAY) + DAY) % DAY / HOUR);
        sum[hour]! += own.volume[i]!;
        count[hour]!++;
      });
      const avg = sum.map((s, h) => s / Math.max(1, count[h]!));
      const dayMean = mean(avg);
      sessionProfiles.push({ symbol: info.code, byHour: avg.map((v) => v / dayMean) });
    }
  }
  return { endTime: market.lastTickAt.getTime(), reference, symbols, sessionProfiles };
}

/** The facts as the table (plain text, one row per symbol), then correlations and sessions. */
export function formatFacts(facts: MarketFacts): string {
  const f = (v: number | undefined, digits = 3) => (v === undefined || !Number.isFinite(v) ? '-' : v.toFixed(digits));
  const intervals = facts.symbols[0]?.scales.map((s) => s.interval) ?? [];
  const head = ['symbol', ...intervals.flatMap((i) => [`${i} kurt`, `${i} |r| acf 1/10`, `${i} r acf 1 (s.e.)`, `${i} vol~|r|`]), 'daily vol 1y / all', `1h corr ${facts.reference}`];
  const rows = facts.symbols.map((s) => [
    s.symbol,
    ...s.scales.flatMap((c) => [f(c.excessKurtosis, 2), `${f(c.absAcf1)} / ${f(c.absAcf10)}`, `${f(c.acf1)} (${f(c.acf1StdErr)})`, f(c.volumeAbsReturnCorr, 2)]),
    `${(s.dailyVol * 100).toFixed(2)} / ${(s.dailyVolAll * 100).toFixed(2)} %`,
    f(s.hourlyCorrWithReference),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const out = [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
  if (facts.sessionProfiles.length > 0) {
    out.push('', 'Hourly volume by UTC hour of day (1.00 = the day mean):');
    out.push(`| symbol  | ${Array.from({ length: 24 }, (_, h) => String(h).padStart(4)).join(' ')} |`);
    for (const p of facts.sessionProfiles) out.push(`| ${p.symbol.padEnd(7)} | ${p.byHour.map((v) => v.toFixed(2)).join(' ')} |`);
  }
  return out.join('\n');
}
