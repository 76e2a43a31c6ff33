import type { Position as PositionRow, Tx } from '@sandbox/prisma';
import { MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';
import { getBalance } from '../../ledger/index.ts';
import type { BalanceAccount } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { symbolCode, type SymbolRules } from './catalogue.ts';
import { D, liquidationPrice, maintenanceMargin, tierFor, unrealizedPnl, type Dec } from './margin-math.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import { text } from './numbers.ts';
import { sideOf } from './position-view.ts';

/**
 * Binance's crossWalletBalance: the wallet balance without the isolated
 * margins. Our `frozen` holds every open position's margin, so it is
 * available + the frozen margins of cross positions.
 */
export function crossWalletBalance(available: Dec, crossPositions: readonly PositionRow[]): Dec {
  return crossPositions.reduce((sum, p) => sum.plus(p.margin), available);
}

/**
 * Recomputes the liquidation price of every open cross position of one
 * account (TMM1 and UPNL1 are the other cross positions at the current mark).
 * Called in the transaction of anything that changes the cross wallet:
 * opening, closing, adding margin, transfers. Returns the rows as updated.
 */
export async function refreshCrossLiquidation(
  tx: Tx,
  userId: string,
  account: BalanceAccount,
  symbols: ReadonlyMap<string, SymbolRules>,
  feed: PriceFeed,
): Promise<PositionRow[]> {
  const cross = await tx.position.findMany({
    where: { userId, account, status: POSITION_STATUS.RUNNING, marginMode: MARGIN_MODE.CROSS },
  });
  if (cross.length === 0) return [];
  const balance = await getBalance(tx, { userId, account, currency: SETTLE_CURRENCY });
  const wb = crossWalletBalance(new D(balance.available), cross);
  const figures = cross.map((p) => {
    const rules = symbols.get(symbolCode(p.symbol));
    const size = new D(p.quantity);
    const mark = feed.markPrice(symbolCode(p.symbol)) ?? new D(p.entryPrice);
    const notional = size.times(mark);
    const tier = rules ? tierFor(rules.tiers, notional) : undefined;
    return {
      mm: tier ? maintenanceMargin(notional, tier.maintMarginRatio, tier.cum) : new D(0),
      pnl: unrealizedPnl(size, new D(p.entryPrice), mark, sideOf(p)),
    };
  });
  const totalMm = figures.reduce((s, f) => s.plus(f.mm), new D(0));
  const totalPnl = figures.reduce((s, f) => s.plus(f.pnl), new D(0));
  const updated: PositionRow[] = [];
  for (const [i, p] of cross.entries()) {
    const rules = symbols.get(symbolCode(p.symbol));
    if (!rules) continue;
    const lp = liquidationPrice({
      walletBalance: wb,
      otherMaintenance: totalMm.minus(figures[i]!.mm),
      otherPnl: totalPnl.minus(figures[i]!.pnl),
      side: sideOf(p),
      size: new D(p.quantity),
      entryPrice: new D(p.entryPrice),
      tiers: rules.tiers,
    });
    const liquidationPriceText = lp ? text(lp) : null;
    if (liquidationPriceText !== p.liquidationPrice) {
      updated.push(await tx.position.update({ where: { id: p.id }, data: { liquidationPrice: liquidationPriceText } }));
    }
  }
  return updated;
}
