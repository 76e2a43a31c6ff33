import type { PrismaClient, Tx } from '@sandbox/prisma';
import { badRequest } from '../../errors.ts';
import { D, type Dec, type MaintenanceTier } from './margin-math.ts';

type Reader = Pick<Tx, 'tradingSymbol' | 'systemSetting'> | PrismaClient;

/** A tradable symbol as the engine needs it; `code` is the wire form ("BTCUSDT"), `id` the row key ("BTC/USDT"). */
export interface SymbolRules extends Pick<SymbolRow, CopiedColumn> {
  id: string;
  code: string;
  minQuantity: Dec;
  tiers: MaintenanceTier[];
  /** Fractions (0.0005 = 0.05 %). */
  takerFeeRate: Dec;
  makerFeeRate: Dec;
}

/** The columns the rules carry as stored. */
type CopiedColumn = 'base' | 'quote' | 'category' | 'name' | 'pricePrecision' | 'quantityPrecision' | 'maxLeverage' | 'contractEnabled' | 'secondEnabled' | 'sort';

/** A stored symbol id as the wire names it: "BTC/USDT" is "BTCUSDT" (no separator; market/market-symbol.ts wireCode also folds case, for what callers type). */
export const symbolCode = (id: string) => id.replace('/', '');

type SymbolRow = Awaited<ReturnType<PrismaClient['tradingSymbol']['findMany']>>[number];

export function toRules(row: SymbolRow, defaultTaker: Dec, defaultMaker: Dec): SymbolRules {
  return {
    id: row.symbol,
    code: symbolCode(row.symbol),
    base: row.base,
    quote: row.quote,
    category: row.category,
    name: row.name,
    pricePrecision: row.pricePrecision,
    quantityPrecision: row.quantityPrecision,
    minQuantity: new D(row.minQuantity),
    maxLeverage: row.maxLeverage,
    tiers: JSON.parse(row.maintenanceTiers) as MaintenanceTier[],
    takerFeeRate: row.takerFeeRate ? new D(row.takerFeeRate) : defaultTaker,
    makerFeeRate: row.makerFeeRate ? new D(row.makerFeeRate) : defaultMaker,
    contractEnabled: row.contractEnabled,
    secondEnabled: row.secondEnabled,
    sort: row.sort,
  };
}

export async function readSetting(db: Reader, key: string, fallback: string): Promise<string> {
  const row = await db.systemSetting.findUnique({ where: { key } });
  return row?.value ?? fallback;
}

/** Every enabled symbol, keyed by wire code. The table is small (tens of rows): one query. */
export async function loadSymbols(db: Reader): Promise<Map<string, SymbolRules>> {
  const [rows, taker, maker] = await Promise.all([
    db.tradingSymbol.findMany({ where: { enabled: true }, orderBy: { sort: 'asc' } }),
    readSetting(db, 'trade.takerFeeRate', '0.0005'),
    readSetting(db, 'trade.makerFeeRate', '0.0002'),
  ]);
  return new Map(rows.map((r) => [symbolCode(r.symbol), toRules(r, new D(taker), new D(maker))]));
}

/** One enabled symbol by wire code, or 400 trade.unknownSymbol. */
export async function mustLoadSymbol(db: Reader, code: string): Promise<SymbolRules> {
  return mustFindSymbol(await loadSymbols(db), code);
}

/** One symbol of those loadSymbols gave, or 400 trade.unknownSymbol. */
export function mustFindSymbol(symbols: ReadonlyMap<string, SymbolRules>, code: string): SymbolRules {
  const rules = symbols.get(code);
  if (!rules) throw badRequest('trade.unknownSymbol', { symbol: code });
  return rules;
}
