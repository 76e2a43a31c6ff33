import { describe, expect, test } from 'vitest';
import { SYMBOL_CATEGORY } from '@sandbox/shared';
import { symbolRows } from '../../../scripts/src/scenarios/symbols.ts';
import { ManualClock } from '../../src/clock.ts';
import { Market } from '../../src/market/market.ts';
import { MarketFactor } from '../../src/market/market-factor.ts';
import { PricePath } from '../../src/market/path-model.ts';
import { hashString } from '../../src/market/prng.ts';
import { autocorrelation, lagOneStdErr, measureMarket, type MarketFacts } from '../../src/market/realism.ts';
import { DEFAULT_MARKET_SEED } from '../../src/market/seed.ts';

/*
 * Issue 20's targets, measured the way the issue measured them: from outside, over the candles
 * call, one week of 1m and three months of 1h candles, for every seeded symbol (the seed
 * scenario's rows), for the default seed and two others chosen before tuning (7 and 42).
 */
const AT = new Date('2026-11-25T11:00:00Z');
const SEEDS = [DEFAULT_MARKET_SEED, 7, 42];
const rows = () => symbolRows().map((r) => ({ ...r, contractEnabled: true, secondEnabled: true, enabled: true }));
const seeded = (seed: number, clock = new ManualClock(AT)) => new Market({ db: { tradingSymbol: { findMany: async () => rows() } }, clock, seed });
const nominalDailyVol = Object.fromEntries(symbolRows().map((r) => [`${r.base}${r.quote}`, Number(r.volatility) / Math.sqrt(365.25)]));

const measured = new Map<number, MarketFacts>();
async function facts(seed: number): Promise<MarketFacts> {
  let f = measured.get(seed);
  if (!f) {
    const market = seeded(seed);
    await market.load();
    f = measureMarket(market);
    measured.set(seed, f);
  }
  return f;
}

describe.each(SEEDS)('stylized facts, seed %i (a week of 1m, three months of 1h)', (seed) => {
  test('fat tails, clustering at both scales, no lag-1 autocorrelation, volume follows volatility', async () => {
    const started = performance.now();
    const { symbols } = await facts(seed);
    expect(symbols).toHaveLength(13);
    for (const s of symbols) {
      const [m1, h1] = s.scales;
      const crypto = s.category === SYMBOL_CATEGORY.CRYPTO;
      const at = `${s.symbol} seed ${seed}`;
      expect(m1!.samples, at).toBe(10_080);
      expect(h1!.samples, at).toBe(2_160);
      expect(m1!.excessKurtosis, `${at} 1m kurtosis`).toBeGreaterThanOrEqual(crypto ? 5 : 3);
      if (crypto) expect(h1!.excessKurtosis, `${at} 1h kurtosis`).toBeGreaterThanOrEqual(3);
      for (const c of [m1!, h1!]) {
        expect(c.absAcf1, `${at} ${c.interval} |r| acf 1`).toBeGreaterThanOrEqual(0.15);
        expect(c.absAcf10, `${at} ${c.interval} |r| acf 10`).toBeGreaterThan(0.05);
        expect(c.volumeAbsReturnCorr, `${at} ${c.interval} volume ~ |r|`).toBeGreaterThan(0.5);
      }
      expect(Math.abs(m1!.acf1), `${at} 1m r acf 1`).toBeLessThan(0.05);
      // Three months of clustered hours carry a standard error of 0.03-0.04 on this figure: a
      // 0.05 bound fails about one window in six for any unpredictable series with the clustering
      // the issue asks for (measured over 46 windows of ten years: rms 0.035). The "no free lunch"
      // target is asserted on the long run below; a window only has to stay within five of its
      // standard errors (a structural lag-1 dependence would break that).
      expect(Math.abs(h1!.acf1), `${at} 1h r acf 1`).toBeLessThan(5 * h1!.acf1StdErr);
    }
    console.log(`seed ${seed}: statistics of 13 symbols in ${Math.round(performance.now() - started)} ms (load included the first time)`);
  }, 30_000);

  test('correlated crypto, independent forex and gold; daily volatility where it was', async () => {
    const { symbols } = await facts(seed);
    for (const s of symbols) {
      const corr = s.hourlyCorrWithReference;
      if (s.symbol === 'ETHUSDT') expect(corr, 'BTC-ETH').toBeGreaterThanOrEqual(0.6);
      if (s.symbol === 'ETHUSDT') expect(corr, 'BTC-ETH').toBeLessThanOrEqual(0.9);
      else if (s.category === SYMBOL_CATEGORY.CRYPTO && s.symbol !== 'BTCUSDT') {
        expect(corr, s.symbol).toBeGreaterThanOrEqual(0.4);
        expect(corr, s.symbol).toBeLessThanOrEqual(0.85);
      } else if (s.category !== SYMBOL_CATEGORY.CRYPTO) expect(Math.abs(corr!), s.symbol).toBeLessThan(0.2);
      // Daily volatility over the whole history (ten years) within 10 % of the symbol's annual
      // volatility / sqrt(365.25), the level the previous model realised (issue 20's table: BTC
      // 2.9-3.2 %, EUR/USD 0.3-0.4 %); a single year strays more with the volatility regimes.
      const nominal = nominalDailyVol[s.symbol]!;
      expect(s.dailyVolAll / nominal, `${s.symbol} daily vol ${(s.dailyVolAll * 100).toFixed(2)} %`).toBeGreaterThan(0.9);
      expect(s.dailyVolAll / nominal, `${s.symbol} daily vol ${(s.dailyVolAll * 100).toFixed(2)} %`).toBeLessThan(1.1);
      expect(s.dailyVol / nominal, `${s.symbol} last year ${(s.dailyVol * 100).toFixed(2)} %`).toBeGreaterThan(0.7);
      expect(s.dailyVol / nominal, `${s.symbol} last year ${(s.dailyVol * 100).toFixed(2)} %`).toBeLessThan(1.3);
    }
  });

  test('forex and gold trade in sessions: London and New York hours busier than the Asian night', async () => {
    const { sessionProfiles } = await facts(seed);
    expect(sessionProfiles).toHaveLength(7);
    for (const p of sessionProfiles) {
      const avg = (from: number, to: number) => p.byHour.slice(from, to).reduce((s, v) => s + v, 0) / (to - from);
      expect(avg(7, 17), `${p.symbol} London + New York vs Asia`).toBeGreaterThan(1.3 * avg(0, 6));
    }
  });
});

test('over ten years of hours the lag-1 autocorrelation of returns is within 0.02 of zero, and over three-month windows it scatters as its standard error says', () => {
  for (const seed of SEEDS) {
    const factor = new MarketFactor(seed);
    for (const [code, volatility, correlation] of [['BTCUSDT', 0.6, 0.9], ['ETHUSDT', 0.75, 0.85], ['EURUSD', 0.08, 0]] as const) {
      const path = new PricePath(
        { seed, symbolHash: hashString(code), startPrice: 100, annualVolatility: volatility, ...(correlation > 0 ? { factor, factorCorrelation: correlation } : {}) },
        Date.UTC(2015, 0, 5),
      );
      const r: number[] = [];
      for (let k = 0; k < 87_660; k++) r.push(path.hourLog(k + 1) - path.hourLog(k));
      expect(Math.abs(autocorrelation(r, 1)), `${code} seed ${seed}`).toBeLessThan(0.02);
      expect(lagOneStdErr(r)).toBeLessThan(0.007);
      // The window (three months of hours) forty times over: the figure scatters around 0
      // exactly as its standard error says (rms of acf / s.e. near 1, mean near 0), so a window
      // beyond 0.05 is the sampling noise of an unpredictable series with this clustering, not a
      // structure in the model (a mean-reversion or bridge term would shift the mean; measured:
      // mean -0.002, rms 0.036, s.e. 0.034 over 960 windows of six seeds).
      const z: number[] = [];
      const acfs: number[] = [];
      for (let w = 0; w + 2_160 <= r.length; w += 2_160) {
        const window = r.slice(w, w + 2_160);
        acfs.push(autocorrelation(window, 1));
        z.push(acfs.at(-1)! / lagOneStdErr(window));
      }
      const rms = Math.sqrt(z.reduce((s, v) => s + v * v, 0) / z.length);
      expect(rms, `${code} seed ${seed} rms of acf / s.e. over ${z.length} windows`).toBeGreaterThan(0.7);
      expect(rms, `${code} seed ${seed} rms of acf / s.e. over ${z.length} windows`).toBeLessThan(1.4);
      expect(Math.abs(acfs.reduce((s, v) => s + v, 0) / acfs.length), `${code} seed ${seed} mean window acf`).toBeLessThan(0.015);
    }
  }
});

test('forex and gold at the weekend: a thin open market by default, a flat one without volume when closed', async () => {
  // Saturday 2026-11-21 12:00 UTC: the interbank market is shut from Friday 21:00 to Sunday 21:00.
  const saturday = new Date('2026-11-21T12:00:00Z');
  const open = seeded(DEFAULT_MARKET_SEED, new ManualClock(saturday));
  const closed = new Market({ db: { tradingSymbol: { findMany: async () => rows() } }, clock: new ManualClock(saturday), weekend: 'closed' });
  await Promise.all([open.load(), closed.load()]);
  expect(closed.state().weekend).toBe('closed');
  const weekendHours = (m: Market, code: string) => m.candles(code, '1h', 14, saturday.getTime())!;
  for (const code of ['EURUSD', 'XAUUSD']) {
    const flat = weekendHours(closed, code);
    expect(flat).toHaveLength(14);
    expect(new Set(flat.flatMap((c) => [c.open, c.high, c.low, c.close])).size, code).toBe(1);
    expect(flat.every((c) => Number(c.volume) === 0), code).toBe(true);
    const thin = weekendHours(open, code);
    expect(new Set(thin.map((c) => c.close)).size, code).toBeGreaterThan(1);
    // Friday's London-New York hours trade more than a weekend hour.
    const friday = open.candles(code, '1h', 4, Date.parse('2026-11-20T15:00:00Z'))!;
    const mean = (cs: { volume: string }[]) => cs.reduce((s, c) => s + Number(c.volume), 0) / cs.length;
    expect(mean(friday), code).toBeGreaterThan(2 * mean(thin));
  }
  // Crypto trades on.
  expect(new Set(weekendHours(closed, 'BTCUSDT').map((c) => c.close)).size).toBeGreaterThan(1);
}, 30_000);
