import { SYMBOL_CATEGORY } from '@sandbox/shared';
import type { MarketFactor } from './market-factor.ts';
import { dailyTurnover, factorCorrelation, toMarketSymbol, type MarketSymbol, type TradingSymbolRow } from './market-symbol.ts';
import { hashString } from './prng.ts';
import { forexSessions, type WeekendMode } from './sessions.ts';
import type { Steer } from './steered-path.ts';
import { SymbolMarket } from './symbol-market.ts';
import { MINUTE, PATH_EPOCH, WEEK, WEEK_ALIGN } from './time-units.ts';

/** History kept behind the start: 520 weeks, so weekly charts show more than 500 candles. */
export const HISTORY_WEEKS = 520;

/** One symbol of a loaded market: its catalogue row as the market reads it, and its market. */
export interface LoadedSymbol {
  info: MarketSymbol;
  sim: SymbolMarket;
}

/** What every symbol of one market shares: the seed, the crypto factor and the weekend mode. */
export interface SymbolModel {
  seed: number;
  factor: MarketFactor;
  weekend: WeekendMode;
}

/** Where a seeded symbol's history starts when the market loads at `now`: 520 weeks before this week's Monday. */
export function historyStartAt(now: number): number {
  const weekStart = Math.floor((now - WEEK_ALIGN) / WEEK) * WEEK + WEEK_ALIGN;
  return Math.max(PATH_EPOCH, weekStart - HISTORY_WEEKS * WEEK);
}

/** The listing minute of a listed symbol (row.listedAt), undefined for a seeded one. */
const listedAtMsOf = (row: TradingSymbolRow) => (row.listedAt ? Math.floor(row.listedAt.getTime() / MINUTE) * MINUTE : undefined);

/**
 * One symbol's market, advanced to `now`. A listed symbol (row.listedAt) starts at its listing
 * minute at its start price, and does not exist before it (undefined while it is in the future).
 */
export function buildSymbol(row: TradingSymbolRow, model: SymbolModel, historyStart: number, now: number, steers: readonly Steer[] = []): LoadedSymbol | undefined {
  const info = toMarketSymbol(row);
  const listedAtMs = listedAtMsOf(row);
  if (listedAtMs !== undefined && listedAtMs > now) return undefined;
  const sim = new SymbolMarket(
    {
      symbol: info.code,
      pricePrecision: row.pricePrecision,
      quantityPrecision: row.quantityPrecision,
      startPrice: Number(row.startPrice),
      annualVolatility: Number(row.volatility),
      dailyTurnover: dailyTurnover(info),
      ...(listedAtMs === undefined ? {} : { listedAtMs }),
      ...(info.category === SYMBOL_CATEGORY.CRYPTO ? { factor: { path: model.factor, correlation: factorCorrelation(info) } } : { session: forexSessions(model.weekend) }),
    },
    model.seed,
    hashString(info.code),
    listedAtMs ?? historyStart,
  );
  sim.steers.push(...steers);
  sim.advance(now);
  return { info, sim };
}

/**
 * The markets of `rows` at `now` (Market.load), with the steers of `keep` replayed into their
 * history: the `loaded` market of a symbol whose row did not change is kept and moved on to now
 * (`kept` counts them), the others are built again.
 */
export function loadSymbols(
  rows: readonly TradingSymbolRow[],
  loaded: ReadonlyMap<string, LoadedSymbol>,
  keep: Readonly<Record<string, readonly Steer[]>>,
  model: SymbolModel,
  now: number,
): { symbols: Map<string, LoadedSymbol>; kept: number } {
  const historyStart = historyStartAt(now);
  const symbols = new Map<string, LoadedSymbol>();
  let kept = 0;
  for (const row of rows) {
    const code = toMarketSymbol(row).code;
    const steers = keep[code];
    const old = loaded.get(code);
    // The same row, no steer before or after, the same history start, not ahead of now: the
    // symbol's market is what a rebuild would make (its prices are f(seed, symbol, time)), so it
    // only moves on to now; a rebuild is most of a scenario load's or a restore's time.
    if (old && !steers?.length && unchangedSymbol(old, row, historyStart, now)) {
      old.sim.advance(now);
      symbols.set(code, { info: toMarketSymbol(row), sim: old.sim });
      kept++;
      continue;
    }
    const entry = buildSymbol(row, model, historyStart, now, steers);
    if (entry) symbols.set(entry.info.code, entry);
  }
  return { symbols, kept };
}

/** Whether a loaded symbol's market is the one `buildSymbol` would make from `row` now. */
function unchangedSymbol(old: LoadedSymbol, row: TradingSymbolRow, historyStart: number, now: number): boolean {
  if (old.sim.steers.length > 0 || old.sim.nowMs > now) return false;
  if (old.sim.historyStartMs !== (listedAtMsOf(row) ?? historyStart)) return false;
  // Every field but the row's own write time (a scenario load rewrites the same rows).
  const fields = ({ updatedAt: _written, ...rest }: TradingSymbolRow & { updatedAt?: unknown }) => JSON.stringify(rest);
  return fields(old.info.row) === fields(row);
}
