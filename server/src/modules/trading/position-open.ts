import type { Position as PositionRow, Tx } from '@sandbox/prisma';
import { orderEstimate } from '@sandbox/shared/trading';
import { MARGIN_MODE, POSITION_SIDE, POSITION_STATUS } from '@sandbox/shared';
import { badRequest } from '../../errors.ts';
import { debit, freeze } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import { loadAmountRule, type AmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { SETTLE_CURRENCY, type TradeAccountCode } from './accounts.ts';
import { loadSymbols, mustFindSymbol, type SymbolRules } from './catalogue.ts';
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
export interface Order {
  rules: SymbolRules;
  mark: Dec;
  quantity: Dec;
  margin: Dec;
  fee: Dec;
  side: 1 | -1;
  tp: Dec | null;
  sl: Dec | null;
}

/** What sizing orders reads: the enabled symbols and the margin's amount rule, read once for any number of orders. */
export interface OrderCatalogue {
  symbols: Map<string, SymbolRules>;
  marginRule: AmountRule;
}

export async function loadOrderCatalogue(ctx: PositionContext): Promise<OrderCatalogue> {
  const [symbols, marginRule] = await Promise.all([loadSymbols(ctx.db), loadAmountRule(ctx.db, 'margin', SETTLE_CURRENCY)]);
  return { symbols, marginRule };
}

/** Checks an order against its symbol's rules and sizes it at the mark, or at `entryPrice` (the order form's estimate). */
export function sizeOrder(ctx: PositionContext, { symbols, marginRule }: OrderCatalogue, input: CreatePositionInput, entryPrice?: Dec): Order {
  const rules = mustFindSymbol(symbols, input.symbol);
  if (!rules.contractEnabled) throw badRequest('trade.contractDisabled', { symbol: rules.code });
  if (input.leverage < 1 || input.leverage > rules.maxLeverage) {
    throw badRequest('trade.leverageInvalid', { max: rules.maxLeverage });
  }
  const mark = entryPrice ?? markOf(ctx, rules);
  // The typed margin takes up to MONEY_DP decimals (the amount rule, docs/architecture.md
  // "Money and time"); the margin taken is rounded to the settlement currency's own decimals,
  // never above the offer.
  if (input.margin) moneyInput(input.margin);
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

/** The row a sized order opens on `account` (a cross position's liquidation price is refreshCrossLiquidation's). */
export function positionData(userId: string, account: BalanceAccount, input: CreatePositionInput, order: Order, now: Date) {
  const { rules, mark, quantity, margin, fee, tp, sl } = order;
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
  return { ...base, orderNo: orderNo('P', now), liquidationPrice: isolatedLp ? text(isolatedLp) : null };
}

export type PositionData = ReturnType<typeof positionData>;

/** The ledger movements of the position `id` opened as `data`: its margin frozen, its opening fee paid. */
export function openingMovements(id: string, data: PositionData, now: Date) {
  const ref = { userId: data.userId, account: data.account, currency: SETTLE_CURRENCY, refType: 'Position', refId: id, at: now };
  return {
    margin: { ...ref, type: BalanceLogType.POSITION_MARGIN, amount: data.margin },
    fee: { ...ref, type: BalanceLogType.POSITION_FEE, amount: data.openFee },
  };
}

/** Opens the sized order in `tx`: the row, its margin frozen and its fee paid, the cross prices refreshed. */
export async function openTx(ctx: PositionContext, tx: Tx, userId: string, input: CreatePositionInput, order: Order, now: Date, symbols: Map<string, SymbolRules>) {
  const { mark, side, tp, sl } = order;
  // Inside the transaction: a competition exit or end (which closes the account's
  // positions in its own transaction) is either wholly before this order or after it.
  const account = await tradingAccount(ctx, tx, userId, input, now);
  const data = positionData(userId, account, input, order, now);
  let row: PositionRow = await tx.position.create({ data });
  const movements = openingMovements(row.id, data, now);
  await freeze(tx, movements.margin);
  await debit(tx, movements.fee);
  const touched = await refreshCrossLiquidation(tx, userId, account, symbols, ctx.feed);
  row = touched.find((t) => t.id === row.id) ?? row;
  // Checked after the margin moved: a cross liquidation price depends on the wallet left.
  assertLevels(side, mark, row.liquidationPrice === null ? null : new D(row.liquidationPrice), tp, sl);
  return { row, touched };
}

/** A market order at the mark price (ext.positionCreate). */
export async function createPosition(ctx: PositionContext, userId: string, input: CreatePositionInput) {
  const catalogue = await loadOrderCatalogue(ctx);
  const order = sizeOrder(ctx, catalogue, input);
  const now = ctx.clock.now();
  const { row, touched } = await ctx.db.$transaction((tx) => openTx(ctx, tx, userId, input, order, now, catalogue.symbols));
  ctx.track([row, ...touched]);
  return view(ctx, row);
}
