import { MONEY_DP } from '@sandbox/shared';
import { symbolCode, type Dec } from '../trading/index.ts';
import type { BalanceRow, LiveRow, OpenRow } from './queries.ts';
import { units, unitsText } from './ranking.ts';

/*
 * An entrant's equity for the live ranking, in integers. The figures are decimal.js's (trade's
 * openPnl: size x (mark - entry) x side, truncated toward zero to MONEY_DP; the balance added
 * exactly), computed with BigInt because the ranking refresh values every entrant every 5 s and
 * decimal.js took ~8 ms of CPU for 1,000 positions (npm run bench's 50 ms budget for 10,000
 * entrants). Tests compare both ways of computing on random figures.
 */

const TEN = 10n;
/** Money units of 10^-18 (ranking.ts units) per unit of 10^-MONEY_DP. */
const MONEY_TO_UNITS = TEN ** BigInt(18 - MONEY_DP);

/** A decimal string as an integer and its number of decimals ("-12.50" -> [-1250n, 2]); plain notation only. */
function scaled(text: string): [bigint, number] {
  const dot = text.indexOf('.');
  if (dot < 0) return [BigInt(text), 0];
  return [BigInt(text.slice(0, dot) + text.slice(dot + 1)), text.length - dot - 1];
}

export interface OpenPosition {
  side: number;
  quantity: string;
  entryPrice: string;
}

/**
 * The unrealised PnL of an open position at `mark` (plain decimal text), truncated toward zero
 * to MONEY_DP as trade's openPnl shows it, in 10^-18 units. Side 1 is long, any other short.
 */
export function openPnlUnits(p: OpenPosition, mark: string): bigint {
  const [q, qDp] = scaled(p.quantity);
  const [m, mDp] = scaled(mark);
  const [e, eDp] = scaled(p.entryPrice);
  const dp = Math.max(mDp, eDp);
  const diff = m * TEN ** BigInt(dp - mDp) - e * TEN ** BigInt(dp - eDp);
  const product = q * diff * (p.side === 1 ? 1n : -1n);
  const at = qDp + dp;
  // BigInt division truncates toward zero, as the shown PnL does.
  const truncated = at >= MONEY_DP ? product / TEN ** BigInt(at - MONEY_DP) : product * TEN ** BigInt(MONEY_DP - at);
  return truncated * MONEY_TO_UNITS;
}

/**
 * The equity of a competition account: available + frozen (the margins) + the open PnL, as
 * decimal text without trailing zeros. An account with nothing frozen and no open position
 * keeps its balance's text as stored (the figure is the same).
 */
export function accountEquity(available: string, frozen: string, pnl: bigint | undefined): string {
  if (pnl === undefined && frozen === '0') return available;
  return unitsText(units(available) + units(frozen) + (pnl ?? 0n));
}

/**
 * The unrealised PnL of the open positions per entry id at `markOf`, in 10^-18 units, each
 * truncated as the contract page's summary adds them (trade's openPnl).
 */
function openPnlByEntry(open: readonly OpenRow[], markOf: (symbol: string) => Dec | undefined): Map<string, bigint> {
  const pnl = new Map<string, bigint>();
  const marks = new Map<string, string | undefined>();
  for (const p of open) {
    if (!marks.has(p.symbol)) marks.set(p.symbol, markOf(symbolCode(p.symbol))?.toFixed());
    const mark = marks.get(p.symbol);
    if (mark === undefined) continue;
    pnl.set(p.entryId, (pnl.get(p.entryId) ?? 0n) + openPnlUnits(p, mark));
  }
  return pnl;
}

/**
 * An entrant's equity: its account's (accountEquity); `stored` for an entry made before the
 * accounts existed (no balance row).
 */
export const equityOf = (r: BalanceRow, pnl: bigint | undefined, stored: string): string =>
  r.available === null ? stored : accountEquity(r.available, r.frozen ?? '0', pnl);

/** Each entrant's equity (equityOf) by entry id. */
export function equities(rows: readonly LiveRow[], open: readonly OpenRow[], markOf: (symbol: string) => Dec | undefined): Map<string, string> {
  const pnl = openPnlByEntry(open, markOf);
  return new Map(rows.map((r) => [r.id, equityOf(r, pnl.get(r.id), r.equity)]));
}

/** The open PnL of one entrant's positions (LIVE_ACCOUNTS's "symbol:side:quantity:entryPrice;..."), undefined without one valued. */
export function positionsPnl(positions: string, markOf: (symbol: string) => string | undefined): bigint | undefined {
  if (positions === '') return undefined;
  let pnl: bigint | undefined;
  for (const p of positions.split(';')) {
    const [symbol = '', side = '', quantity = '', entryPrice = ''] = p.split(':');
    const mark = markOf(symbol);
    if (mark !== undefined) pnl = (pnl ?? 0n) + openPnlUnits({ side: Number(side), quantity, entryPrice }, mark);
  }
  return pnl;
}
