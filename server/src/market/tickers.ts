import Decimal from 'decimal.js';
import { TICKER_RANKING } from '@sandbox/shared';
import type { LoadedSymbol } from './loaded-symbols.ts';
import { computeTicker, type TickerData } from './market-data.ts';
import type { MarketSymbol } from './market-symbol.ts';

/* The market's tickers: each made once per tick, ranked, and the spread of their 24 h changes. */

export type Ranking = (typeof TICKER_RANKING)[keyof typeof TICKER_RANKING];

/** Distribution buckets of the 24 h change, percent: (..,-10), [-10,-5), ..., [10,..). */
const DISTRIBUTION_EDGES = [-10, -5, -3, -1, 0, 1, 3, 5, 10];

/** The tickers of the current tick, each made on first read (Market clears it on every tick and steer). */
export class TickerCache {
  private readonly made = new Map<string, TickerData>();

  of({ info, sim }: LoadedSymbol): TickerData {
    let cached = this.made.get(info.code);
    if (!cached) {
      // Frozen: the price call's route keeps each ticker's serialised answer (routes/handlers.ts snapshot).
      cached = Object.freeze(computeTicker(info.code, sim));
      this.made.set(info.code, cached);
    }
    return cached;
  }

  clear(): void {
    this.made.clear();
  }
}

/** Sorts tickers in place by a ranking (volume = quote turnover, hot = hot symbols first, rising, falling); none keeps their order. */
export function rankTickers(rows: Array<{ s: MarketSymbol; t: TickerData }>, ranking: Ranking | undefined): void {
  const turnover = (r: (typeof rows)[number]) => new Decimal(r.t.turnover24h);
  const change = (r: (typeof rows)[number]) => new Decimal(r.t.changePercent24h);
  switch (ranking) {
    case TICKER_RANKING.VOLUME:
      rows.sort((a, b) => turnover(b).cmp(turnover(a)));
      break;
    case TICKER_RANKING.HOT:
      rows.sort((a, b) => Number(b.s.row.isHot) - Number(a.s.row.isHot) || turnover(b).cmp(turnover(a)));
      break;
    case TICKER_RANKING.RISING:
      rows.sort((a, b) => change(b).cmp(change(a)));
      break;
    case TICKER_RANKING.FALLING:
      rows.sort((a, b) => change(a).cmp(change(b)));
      break;
    default:
      break;
  }
}

/** How many tickers rose, fell or stayed flat over 24 h, and how many fall in each change bucket. */
export function changeDistribution(tickers: readonly TickerData[]) {
  const edges = DISTRIBUTION_EDGES.map((e) => new Decimal(e));
  const buckets = [null, ...edges].map((from, i) => ({
    from: from === null ? null : from.toString(),
    to: i < edges.length ? edges[i]!.toString() : null,
    count: 0,
  }));
  let riseCount = 0;
  let fallCount = 0;
  let flatCount = 0;
  for (const t of tickers) {
    const pct = new Decimal(t.changePercent24h);
    if (pct.isZero()) flatCount++;
    else if (pct.isPositive()) riseCount++;
    else fallCount++;
    const index = edges.findIndex((edge) => pct.lt(edge));
    buckets[index === -1 ? edges.length : index]!.count++;
  }
  return { riseCount, fallCount, flatCount, buckets };
}
