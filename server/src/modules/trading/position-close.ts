import type { Position as PositionRow, Tx } from '@sandbox/prisma';
import { CLOSE_REASON, MARGIN_MODE, POSITION_STATUS } from '@sandbox/shared';
import { conflict } from '../../errors.ts';
import { debit, getBalance, post } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import type { SymbolRules } from './catalogue.ts';
import { D, tradingFee, unrealizedPnl, type Dec } from './margin-math.ts';
import { down, text, up } from './numbers.ts';
import { sideOf } from './position-view.ts';

export type CloseReason = (typeof CLOSE_REASON)[keyof typeof CLOSE_REASON];

/**
 * Closes one open position at `price`, in the caller's transaction.
 * The status moves RUNNING -> CLOSED with a conditional update, so of two
 * concurrent closes exactly one succeeds (the other gets 409
 * trade.positionNotOpen and its transaction rolls back).
 *
 * Money: the margin leaves `frozen`; margin + PnL returns to `available`
 * (the loss of an isolated position is capped at its margin; a cross loss
 * draws on the wallet, never below zero); then the taker fee on the close
 * notional. Liquidation (Binance): an isolated position loses its whole
 * margin, a cross one settles its PnL at the mark; no close fee.
 * Stores grossPnl (what the close row moved) and realizedPnl = gross - open fee - close fee.
 */
export async function closePositionTx(
  tx: Tx,
  row: PositionRow,
  rules: SymbolRules,
  price: Dec,
  reason: CloseReason,
  at: Date,
): Promise<PositionRow> {
  const account = row.account as BalanceAccount;
  const key = { userId: row.userId, account, currency: SETTLE_CURRENCY };
  const ref = { refType: 'Position', refId: row.id, at };
  const margin = new D(row.margin);
  const isolated = row.marginMode !== MARGIN_MODE.CROSS;
  const pnl = down(unrealizedPnl(new D(row.quantity), new D(row.entryPrice), price, sideOf(row)));
  const liquidation = reason === CLOSE_REASON.LIQUIDATION;

  const claimed = await tx.position.updateMany({
    where: { id: row.id, status: POSITION_STATUS.RUNNING },
    data: { status: POSITION_STATUS.CLOSED, closedAt: at, closePrice: text(price), closeReason: reason },
  });
  if (claimed.count !== 1) throw conflict('trade.positionNotOpen');

  const available = new D((await getBalance(tx, key)).available);
  // What comes back to available on top of the released margin, floored so the wallet never goes negative.
  let back = liquidation && isolated ? new D(0) : margin.plus(pnl);
  if (isolated && back.lt(0)) back = new D(0);
  if (back.lt(available.negated())) back = available.negated();
  await post(tx, {
    ...key,
    ...ref,
    type: liquidation ? BalanceLogType.POSITION_LIQUIDATION : BalanceLogType.POSITION_CLOSE,
    availableDelta: text(back),
    frozenDelta: text(margin.negated()),
  });

  let fee = new D(0);
  if (!liquidation) {
    const afterClose = available.plus(back);
    fee = D.min(up(tradingFee(new D(row.quantity), price, rules.takerFeeRate)), afterClose);
    if (fee.gt(0)) await debit(tx, { ...key, ...ref, type: BalanceLogType.POSITION_FEE, amount: text(fee) });
  }
  // The breakdown adds up to the position's balance-log rows exactly: the open
  // fee row, the close (or liquidation) row (back - margin across available and
  // frozen) and the close fee row. Gross is what the wallet moved for the
  // result, so the isolated-loss cap and a liquidated margin are already in it.
  const gross = back.minus(margin);
  const net = gross.minus(row.openFee).minus(fee);
  return tx.position.update({
    where: { id: row.id },
    data: { closeFee: text(fee), grossPnl: text(gross), realizedPnl: text(net) },
  });
}
