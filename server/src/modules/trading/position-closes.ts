import type { Position as PositionRow, Tx } from '@sandbox/prisma';
import { CLOSE_REASON, MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';
import { badRequest, notFound } from '../../errors.ts';
import type { BalanceAccount } from '../../ledger/types.ts';
import { NOTICE_KIND, type NotifyEvent } from '../content/index.ts';
import { loadSymbols, symbolCode } from './catalogue.ts';
import { refreshCrossLiquidation } from './cross-margin.ts';
import { D, type Dec } from './margin-math.ts';
import { text } from './numbers.ts';
import { closePositionTx, type CloseReason } from './position-close.ts';
import { assertTradeable, type PositionContext } from './position-support.ts';

/*
 * Closes outside the user's own call path: one position in its own transaction (the close call
 * and the risk job), every position of some accounts in the caller's transaction (a competition
 * exit or end), and the refresh of shared cross liquidation prices.
 */

/** The closes the rules make on their own, each with the notification it leaves (the user's own close needs none). */
const CLOSED_BY_RULE: Partial<Record<CloseReason, NotifyEvent['kind']>> = {
  [CLOSE_REASON.LIQUIDATION]: NOTICE_KIND.POSITION_LIQUIDATED,
  [CLOSE_REASON.TAKE_PROFIT]: NOTICE_KIND.POSITION_TAKE_PROFIT,
  [CLOSE_REASON.STOP_LOSS]: NOTICE_KIND.POSITION_STOP_LOSS,
};

/** Closes in its own transaction; used by the close call and by the risk job. */
export async function closeAt(ctx: PositionContext, id: string, price: Dec, reason: CloseReason, at: Date): Promise<PositionRow> {
  const { db, feed } = ctx;
  const symbols = await loadSymbols(db);
  const { closed, touched } = await db.$transaction(async (tx) => {
    const row = await tx.position.findUnique({ where: { id } });
    if (!row) throw notFound('trade.positionNotFound');
    const rules = symbols.get(symbolCode(row.symbol));
    if (!rules) throw badRequest('trade.unknownSymbol', { symbol: symbolCode(row.symbol) });
    await assertTradeable(ctx, tx, row, at);
    const closed = await closePositionTx(tx, row, rules, price, reason, at);
    // Real money only: a demo or competition close is simulated. Liquidation, take-profit and
    // stop-loss closes happen while the user may be away: each leaves a notification (issue 17 item 7).
    const kind = CLOSED_BY_RULE[reason];
    if (kind !== undefined && closed.account === 'contract') {
      const params = { symbol: symbolCode(row.symbol), price: closed.closePrice ?? text(price), margin: closed.margin, pnl: closed.realizedPnl ?? '0' };
      await ctx.notify(tx, { userId: row.userId, kind, refId: row.id, params });
    }
    const touched = await refreshCrossLiquidation(tx, row.userId, closed.account as BalanceAccount, symbols, feed);
    return { closed, touched };
  });
  ctx.track([closed, ...touched]);
  return closed;
}

/**
 * Recomputes the cross liquidation prices of accounts holding two or more
 * cross positions: each one's price depends on the others' PnL, which moves
 * with every tick (a single cross position's price depends only on the
 * wallet, refreshed whenever the wallet changes). Returns the accounts refreshed.
 */
export async function refreshSharedCross(ctx: PositionContext): Promise<number> {
  const { db, feed } = ctx;
  const groups = await db.position.groupBy({
    by: ['userId', 'account'],
    where: { status: POSITION_STATUS.RUNNING, marginMode: MARGIN_MODE.CROSS },
    _count: { _all: true },
  });
  const shared = groups.filter((g) => g._count._all > 1);
  if (shared.length === 0) return 0;
  const symbols = await loadSymbols(db);
  for (const g of shared) {
    const touched = await db.$transaction((tx) => refreshCrossLiquidation(tx, g.userId, g.account as BalanceAccount, symbols, feed));
    ctx.track(touched);
  }
  return shared.length;
}

/**
 * Closes every open position of the given accounts at `priceOf` its symbol (the entry
 * price when there is none), in the caller's transaction: a competition exit or end,
 * whose status flip is in the same one. The caller tracks the rows returned once the
 * transaction commits.
 */
export async function closeAllTx(tx: Tx, accounts: readonly BalanceAccount[], priceOf: (symbol: string) => Dec | undefined, at: Date): Promise<PositionRow[]> {
  const open: PositionRow[] = [];
  // Bounded IN lists (an end closes the accounts of every entrant).
  for (let i = 0; i < accounts.length; i += 500) {
    const chunk = accounts.slice(i, i + 500);
    open.push(...(await tx.position.findMany({ where: { account: { in: [...chunk] }, status: POSITION_STATUS.RUNNING }, orderBy: [{ openedAt: 'asc' }, { id: 'asc' }] })));
  }
  if (open.length === 0) return [];
  const symbols = await loadSymbols(tx);
  const closed: PositionRow[] = [];
  for (const row of open) {
    const code = symbolCode(row.symbol);
    const rules = symbols.get(code);
    if (!rules) throw badRequest('trade.unknownSymbol', { symbol: code });
    closed.push(await closePositionTx(tx, row, rules, priceOf(code) ?? new D(row.entryPrice), CLOSE_REASON.MANUAL, at));
  }
  return closed;
}
