import type { Position as PositionRow, Tx } from '@sandbox/prisma';
import { orderEstimate } from '@sandbox/shared/trading';
import { MARGIN_MODE, POSITION_SIDE, POSITION_STATUS } from '@sandbox/shared';
import { badRequest } from '../../errors.ts';
import { debit, freeze } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { SETTLE_CURRENCY, type TradeAccountCode } from './accounts.ts';
import { loadSymbols, mustLoadSymbol, type SymbolRules } from './catalogue.ts';
import { refreshCrossLiquidation } from './cross-margin.ts';
import { D, tierFor, type Dec } from './margin-math.ts';
import { moneyInput, text } from './numbers.ts';
import { assertLevels, isolatedLiquidation, markOf, tradingAccount, view, type PositionContext } from './position-support.ts';

export interface CreatePositionInput {
  symbol: string;
  side: 1 | 2;
  marginMode: 1 | 2;
  leverage: number;
  margin?: string | undefined;
  quantity?: string | undefined;
  takeProfit?: string | undefined;
  stopLoss?: string | undefined;
  accountType?: TradeAccountCode | undefined;
  competitionId?: string | undefined;
}

/** A market order checked and sized at the mark: what opening it takes. */
interface Order {
  rules: SymbolRules;
  mark: Dec;
  quantity: Dec;
  margin: Dec;
  fee: Dec;
  side: 1 | -1;
  tp: Dec | null;
  sl: Dec | null;
}

/** Checks an order against its symbol's rules and sizes it at the mark, or at `entryPrice` (the order form's estimate). */
async function sizeOrder(ctx: PositionContext, input: CreatePositionInput, entryPrice?: Dec): Promise<Order> {
  const rules = await mustLoadSymbol(ctx.db, input.symbol);
  if (!rules.contractEnabled) throw badRequest('trade.contractDisabled', { symbol: rules.code });
  if (input.leverage < 1 || input.leverage > rules.maxLeverage) {
    throw badRequest('trade.leverageInvalid', { max: rules.maxLeverage });
  }
  const mark = entryPrice ?? markOf(ctx, rules);
  // The typed margin takes up to MONEY_DP decimals (the amount rule, docs/architecture.md
  // "Money and time"); the margin taken is rounded to the settlement currency's own decimals,
  // never above the offer.
  if (input.margin) moneyInput(input.margin);
  const marginRule = await loadAmountRule(ctx.db, 'margin', SETTLE_CURRENCY);
  // The leverage picked is the leverage the position has: the margin taken is the
  // truncated quantity's notional / leverage; the opening fee is that notional x the
  // taker rate, rounded up (the order form's estimate is the same shared function).
  const size = orderEstimate({
    margin: input.margin,
    quantity: input.margin ? undefined : input.quantity,
    leverage: input.leverage,
    price: mark.toFixed(),
    quantityPrecision: rules.quantityPrecision,
    marginDecimals: marginRule.decimals,
    feeRate: rules.takerFeeRate,
  });
  const quantity = new D(size.quantity);
  if (quantity.lt(rules.minQuantity) || quantity.lte(0)) {
    throw badRequest('trade.quantityTooSmall', { min: rules.minQuantity.toFixed(), base: rules.base });
  }
  const notional = quantity.times(mark);
  // Binance caps leverage by the bracket of the position's notional.
  const tier = tierFor(rules.tiers, notional);
  if (input.leverage > tier.maxLeverage) throw badRequest('trade.leverageInvalid', { max: tier.maxLeverage });
  const side = input.side === POSITION_SIDE.LONG ? 1 : -1;
  const tp = input.takeProfit ? new D(input.takeProfit) : null;
  const sl = input.stopLoss ? new D(input.stopLoss) : null;
  return { rules, mark, quantity, margin: new D(size.margin), fee: new D(size.fee), side, tp, sl };
}

/** Opens the sized order in `tx`: the row, its margin frozen and its fee paid, the cross prices refreshed. */
async function openTx(ctx: PositionContext, tx: Tx, userId: string, input: CreatePositionInput, order: Order, now: Date, symbols: Map<string, SymbolRules>) {
  const { rules, mark, quantity, margin, fee, side, tp, sl } = order;
  // Inside the transaction: a competition exit or end (which closes the account's
  // positions in its own transaction) is either wholly before this order or after it.
  const account = await tradingAccount(ctx, tx, userId, input, now);
  const base = {
    userId,
    account,
    symbol: rules.id,
    side: input.side,
    marginMode: input.marginMode,
    leverage: input.leverage,
    quantity: text(quantity, rules.quantityPrecision),
    entryPrice: text(mark),
    margin: text(margin),
    openFee: text(fee),
    takeProfitPrice: tp ? text(tp) : null,
    stopLossPrice: sl ? text(sl) : null,
    status: POSITION_STATUS.RUNNING,
    openedAt: now,
  };
  const isolatedLp = input.marginMode === MARGIN_MODE.ISOLATED ? isolatedLiquidation(base, rules) : null;
  let row: PositionRow = await tx.position.create({ data: { ...base, orderNo: orderNo('P', now), liquidationPrice: isolatedLp ? text(isolatedLp) : null } });
  const ref = { refType: 'Position', refId: row.id, at: now };
  const key = { userId, account, currency: SETTLE_CURRENCY };
  await freeze(tx, { ...key, ...ref, type: BalanceLogType.POSITION_MARGIN, amount: text(margin) });
  await debit(tx, { ...key, ...ref, type: BalanceLogType.POSITION_FEE, amount: text(fee) });
  const touched = await refreshCrossLiquidation(tx, userId, account, symbols, ctx.feed);
  row = touched.find((t) => t.id === row.id) ?? row;
  // Checked after the margin moved: a cross liquidation price depends on the wallet left.
  assertLevels(side, mark, row.liquidationPrice === null ? null : new D(row.liquidationPrice), tp, sl);
  return { row, touched };
}

/** A position a scenario file opens: the market order's input, at the file's entry price or the mark. */
export interface ScenarioOrder {
  userId: string;
  input: CreatePositionInput;
  entryPrice?: string | undefined;
}

/**
 * A scenario file's positions (the QA API only; no product call reaches it), opened in one
 * transaction: each as a market order opens, with its rules, its margin and fee through the
 * ledger and its liquidation price, but at the file's entry price where it gives one (the
 * position's history). A refused one throws with its `index` in the list, and none is opened.
 */
export async function openScenarioPositions(ctx: PositionContext, orders: readonly ScenarioOrder[]) {
  const symbols = await loadSymbols(ctx.db);
  const sized: Order[] = [];
  for (const [index, order] of orders.entries()) sized.push(await atIndex(index, () => sizeOrder(ctx, order.input, order.entryPrice === undefined ? undefined : new D(order.entryPrice))));
  const now = ctx.clock.now();
  const opened = await ctx.db.$transaction(
    async (tx) => {
      const rows: PositionRow[] = [];
      for (const [index, order] of orders.entries()) {
        const { row, touched } = await atIndex(index, () => openTx(ctx, tx, order.userId, order.input, sized[index]!, now, symbols));
        rows.push(row, ...touched);
      }
      return rows;
    },
    { timeout: 60_000 },
  );
  ctx.track(opened);
}

async function atIndex<T>(index: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw Object.assign(error as object, { index });
  }
}

/** A market order at the mark price (ext.positionCreate). */
export async function createPosition(ctx: PositionContext, userId: string, input: CreatePositionInput) {
  const order = await sizeOrder(ctx, input);
  const now = ctx.clock.now();
  const symbols = await loadSymbols(ctx.db);
  const { row, touched } = await ctx.db.$transaction((tx) => openTx(ctx, tx, userId, input, order, now, symbols));
  ctx.track([row, ...touched]);
  return view(ctx, row);
}
