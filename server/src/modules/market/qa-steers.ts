import Decimal from 'decimal.js';
import { badRequest, notFound } from '../../errors.ts';
import { parseCandleCsv } from '../../market/candle-csv.ts';
import type { Market } from '../../market/market.ts';
import type { SteerRequest, SymbolSteer } from '../../market/market-steers.ts';

/*
 * One symbol steered for QA, with the rules of a steer and of a replay's CSV: what
 * POST /__qa/market/steer and /replay do, and what a scenario file's market section does
 * through them (scripts/src/scenarios/file/sections/market.ts).
 */

/** A steer as QA asks for it: a percent for a crash or rally, a price for a target, neither for a flat hold. */
export type SteerAsked = Omit<SteerRequest, 'percent' | 'targetPrice'> & { percent?: string | undefined; targetPrice?: string | undefined };

/** A replay as QA asks for it: the candles' CSV text (docs/domains/market.md "Steers"). */
export interface ReplayAsked {
  symbol: string;
  mode: 'scaled' | 'absolute';
  csv: string;
}

/** A flat steer holds the current price; a target needs a positive price; a crash or rally a percent (a crash below 100). */
function assertSteer(asked: SteerAsked): void {
  if (asked.kind === 'flat') {
    // Holds the current price: neither a percent nor a target.
  } else if (asked.kind === 'target') {
    if (asked.targetPrice === undefined || new Decimal(asked.targetPrice).lte(0)) throw badRequest('market.steerTarget');
  } else {
    const pct = asked.percent === undefined ? undefined : new Decimal(asked.percent);
    if (!pct || pct.lte(0) || (asked.kind === 'crash' && pct.gte(100))) throw badRequest('market.steerPercent');
  }
}

/** Steers a symbol for everyone from now on: 400 for a steer its kind does not allow, 404 for a symbol the market does not have. */
export function steerSymbolAsked(market: Market, asked: SteerAsked): SymbolSteer {
  assertSteer(asked);
  const steer = market.steer({
    symbol: asked.symbol,
    kind: asked.kind,
    durationSeconds: asked.durationSeconds,
    ...(asked.percent !== undefined ? { percent: asked.percent } : {}),
    ...(asked.targetPrice !== undefined ? { targetPrice: asked.targetPrice } : {}),
  });
  if (!steer) throw notFound('market.unknownSymbol', { symbol: asked.symbol });
  return steer;
}

/** The symbol follows the CSV's closes from now, then walks on: 404 for a symbol the market does not have, 400 naming the line of a CSV that does not fit. */
export function replayAsked(market: Market, { symbol, mode, csv }: ReplayAsked): { steer: SymbolSteer; rows: number } {
  if (!market.symbol(symbol)) throw notFound('market.unknownSymbol', { symbol });
  const rows = parseCandleCsv(csv);
  return { steer: market.replay({ symbol, mode, rows })!, rows: rows.length };
}
