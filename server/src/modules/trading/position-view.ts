import type { Position as PositionRow } from '@sandbox/prisma';
import { POSITION_STATUS, toRegionTime, type trade } from '@sandbox/shared';
import { accountCode } from './accounts.ts';
import { symbolCode, type SymbolRules } from './catalogue.ts';
import { D, maintenanceMargin, marginRatioPercent, roePercent, tierFor, unrealizedPnl, type Dec, type Side } from './margin-math.ts';
import { text } from './numbers.ts';

export type Position = trade.Position;

export const sideOf = (row: Pick<PositionRow, 'side'>): Side => (row.side === 1 ? 1 : -1);

/**
 * The unrealised PnL of an open position at a mark, as its view shows it (truncated to
 * MONEY_DP): what the contract page adds to the wallet for its equity, and the
 * competition ranking for an entrant's.
 */
export function openPnl(row: Pick<PositionRow, 'quantity' | 'entryPrice' | 'side'>, mark: Dec): string {
  return text(unrealizedPnl(new D(row.quantity), new D(row.entryPrice), mark, sideOf(row)));
}

/** Live figures of an open position at a mark price. */
export function liveFigures(row: PositionRow, rules: SymbolRules, mark: Dec) {
  const size = new D(row.quantity);
  const margin = new D(row.margin);
  const pnl = unrealizedPnl(size, new D(row.entryPrice), mark, sideOf(row));
  const notional = size.times(mark);
  const tier = tierFor(rules.tiers, notional);
  const mm = maintenanceMargin(notional, tier.maintMarginRatio, tier.cum);
  return { pnl, mm, ratio: marginRatioPercent(mm, margin.plus(pnl)) };
}

/**
 * The wire shape (contract `position`). Open positions show the live mark,
 * PnL, yield and margin ratio; closed ones the close price and the result.
 * The margin ratio is the position's own (maintenance / (margin + PnL)), as the
 * contract describes it, in both margin modes.
 */
export function toPositionView(row: PositionRow, rules: SymbolRules | undefined, mark: Dec | undefined): Position {
  const open = row.status !== POSITION_STATUS.CLOSED;
  const margin = new D(row.margin);
  const size = new D(row.quantity);
  const entry = new D(row.entryPrice);
  const price = open ? (mark ?? entry) : new D(row.closePrice ?? row.entryPrice);
  const live = open && rules ? liveFigures(row, rules, price) : undefined;
  const pnl = open ? (live?.pnl ?? new D(0)) : unrealizedPnl(size, entry, price, sideOf(row));
  const realized = row.realizedPnl === null ? null : new D(row.realizedPnl);
  const tp = row.takeProfitPrice === null ? null : new D(row.takeProfitPrice);
  return {
    id: row.id,
    // Rows written before the column existed have none: their id is unique and stable.
    orderNo: row.orderNo ?? row.id,
    accountType: accountCode(row.account),
    symbol: symbolCode(row.symbol),
    side: row.side === 1 ? 1 : 2,
    marginMode: row.marginMode === 2 ? 2 : 1,
    leverage: row.leverage,
    quantity: row.quantity,
    entryPrice: row.entryPrice,
    markPrice: text(price),
    margin: row.margin,
    liquidationPrice: row.liquidationPrice,
    takeProfit: row.takeProfitPrice,
    stopLoss: row.stopLossPrice,
    unrealizedPnl: open ? text(pnl) : '0',
    yield: text(roePercent(open ? pnl : (realized ?? new D(0)), margin), 2),
    marginRatio: live ? text(live.ratio, 2) : '0',
    expectedReturn: tp ? text(unrealizedPnl(size, entry, tp, sideOf(row))) : null,
    openFee: row.openFee,
    closeFee: row.closeFee ?? '0',
    closePrice: row.closePrice,
    grossPnl: row.grossPnl,
    realizedPnl: row.realizedPnl,
    closeReason: (row.closeReason ?? null) as Position['closeReason'],
    status: row.status as Position['status'],
    openTime: toRegionTime(row.openedAt),
    closeTime: row.closedAt ? toRegionTime(row.closedAt) : null,
  };
}
