// `npm run market-report`: the simulated market's stylized facts (issue 20) over the same
// candles call the API serves, for the seeded symbols (scripts/src/scenarios/symbols.ts).
//
//   npm run market-report                                  # default seed, now, 1m and 1h
//   npm run market-report -- --seed 7 --at 2026-03-04T05:00:00Z --interval 5m,1h,4h
//   npm run market-report -- --samples 1m=20160,1h=4320    # more candles than the issue's minimum
//
// Columns per interval: excess kurtosis, autocorrelation of absolute returns at lags 1 and 10,
// autocorrelation of returns at lag 1, correlation of volume with the absolute return; then the
// daily volatility (last 365 daily candles) and the hourly return correlation with BTCUSDT;
// then the forex and gold volume by UTC hour of day (sessions).
import { ManualClock } from '@sandbox/server/clock';
import { Market } from '@sandbox/server/market';
import { DEFAULT_SAMPLES, formatFacts, measureMarket } from '@sandbox/server/market/realism';
import { CANDLE_INTERVALS, type CandleInterval as Interval } from '@sandbox/shared';
import { symbolRows } from '../scenarios/symbols.ts';


function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const isInterval = (v: string): v is Interval => (CANDLE_INTERVALS as readonly string[]).includes(v);

const seedText = option('seed');
const seed = seedText === undefined ? undefined : Number(seedText);
if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--seed must be a whole number, not ${seedText}`);
const at = option('at') ? new Date(option('at')!) : new Date();
if (Number.isNaN(at.getTime())) throw new Error(`--at must be an ISO time, not ${option('at')}`);
const intervals = (option('interval') ?? '1m,1h').split(',');
for (const i of intervals) if (!isInterval(i)) throw new Error(`unknown interval ${i} (one of ${CANDLE_INTERVALS.join(', ')})`);
const samples: Partial<Record<Interval, number>> = { ...DEFAULT_SAMPLES };
for (const pair of (option('samples') ?? '').split(',').filter(Boolean)) {
  const [interval, count] = pair.split('=');
  if (!interval || !isInterval(interval) || !(Number(count) > 10)) throw new Error(`--samples takes interval=count pairs, not ${pair}`);
  samples[interval] = Number(count);
}

const rows = symbolRows().map((r) => ({ ...r, contractEnabled: true, secondEnabled: true, enabled: true }));
const market = new Market({ db: { tradingSymbol: { findMany: async () => rows } }, clock: new ManualClock(at), ...(seed === undefined ? {} : { seed }) });
const started = performance.now();
await market.load();
const loaded = performance.now();
const facts = measureMarket(market, { intervals: intervals as Interval[], samples });
const measured = performance.now();
console.log(
  `Market report: seed ${market.seed}, at ${new Date(facts.endTime).toISOString()}, ${intervals
    .map((i) => `${samples[i as Interval] ?? 2_000} x ${i}`)
    .join(', ')} (load ${Math.round(loaded - started)} ms, statistics ${Math.round(measured - loaded)} ms)`,
);
console.log(formatFacts(facts));
