import type { Tx } from '@sandbox/prisma';
import { CLOSE_REASON, MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';
import { badRequest, conflict } from '../../errors.ts';
import { freeze } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import { mustLoadSymbol, symbolCode } from './catalogue.ts';
import { D } from './margin-math.ts';
import { moneyInput, text } from './numbers.ts';
import { closeAt } from './position-closes.ts';
import { sideOf } from './position-view.ts';
import { assertLevels, assertTradeable, isolatedLiquidation, markOf, mustOwnOpen, view, type PositionContext } from './position-support.ts';

/* The user's changes to an open position: its take-profit and stop-loss, its close, added margin. */

export async function updateStopLoss(ctx: PositionContext, userId: string, input: { id: string; takeProfit?: string | undefined; stopLoss?: string | undefined }) {
  const row = await mustOwnOpen(ctx, userId, input.id);
  const rules = await mustLoadSymbol(ctx.db, symbolCode(row.symbol));
  const tp = input.takeProfit ? new D(input.takeProfit) : null;
  const sl = input.stopLoss ? new D(input.stopLoss) : null;
  assertLevels(sideOf(row), markOf(ctx, rules), row.liquidationPrice === null ? null : new D(row.liquidationPrice), tp, sl);
  const now = ctx.clock.now();
  const updated = await ctx.db.$transaction(async (tx) => {
    await assertTradeable(ctx, tx, row, now);
    const res = await tx.position.updateMany({
      where: { id: row.id, status: POSITION_STATUS.RUNNING },
      data: { takeProfitPrice: tp ? text(tp) : null, stopLossPrice: sl ? text(sl) : null },
    });
    if (res.count !== 1) throw conflict('trade.positionNotOpen');
    return tx.position.findUniqueOrThrow({ where: { id: row.id } });
  });
  ctx.track([updated]);
  return view(ctx, updated);
}

export async function closePosition(ctx: PositionContext, userId: string, id: string) {
  const row = await mustOwnOpen(ctx, userId, id);
  const rules = await mustLoadSymbol(ctx.db, symbolCode(row.symbol));
  return view(ctx, await closeAt(ctx, row.id, markOf(ctx, rules), CLOSE_REASON.MANUAL, ctx.clock.now()));
}

export async function addMargin(ctx: PositionContext, userId: string, input: { id: string; amount: string }) {
  const row = await mustOwnOpen(ctx, userId, input.id);
  if (row.marginMode !== MARGIN_MODE.ISOLATED) throw badRequest('trade.addMarginIsolatedOnly');
  const rules = await mustLoadSymbol(ctx.db, symbolCode(row.symbol));
  const amount = moneyInput(input.amount);
  const now = ctx.clock.now();
  const updated = await ctx.db.$transaction(async (tx: Tx) => {
    await assertTradeable(ctx, tx, row, now);
    const margin = new D(row.margin).plus(amount);
    const lp = isolatedLiquidation({ ...row, margin: text(margin) }, rules);
    const res = await tx.position.updateMany({
      where: { id: row.id, status: POSITION_STATUS.RUNNING, margin: row.margin },
      data: { margin: text(margin), liquidationPrice: lp ? text(lp) : null },
    });
    if (res.count !== 1) throw conflict('trade.positionNotOpen');
    await freeze(tx, {
      userId,
      account: row.account as BalanceAccount,
      currency: SETTLE_CURRENCY,
      type: BalanceLogType.POSITION_MARGIN,
      amount: text(amount),
      refType: 'Position',
      refId: row.id,
      at: now,
    });
    return tx.position.findUniqueOrThrow({ where: { id: row.id } });
  });
  ctx.track([updated]);
  return view(ctx, updated);
}
