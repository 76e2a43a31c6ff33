import type { SecondContractOrder, Tx } from '@sandbox/prisma';
import { badRequest, conflict } from '../../errors.ts';
import { debit } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { SETTLE_CURRENCY, secondAccount, type TradeAccountCode } from './accounts.ts';
import { mustLoadSymbol, type SymbolRules } from './catalogue.ts';
import { D, type Dec } from './margin-math.ts';
import { moneyInput, text } from './numbers.ts';
import { RUNNING, toSecondWire, type SecondDeps } from './second-support.ts';

export interface SecondBuyInput {
  symbol: string;
  setId: string;
  direction: 1 | 2;
  amount: string;
  accountType?: TradeAccountCode | undefined;
}

/** A purchase its rules allow: the symbol, the period's setting and the stake. */
export interface SecondPurchase {
  rules: SymbolRules;
  set: { id: string; period: number; payoutRate: string };
  direction: 1 | 2;
  amount: Dec;
}

/** A purchase: the order opens at the mark and its stake leaves the account in the same transaction. */
export async function buySecond(deps: SecondDeps, userId: string, input: SecondBuyInput) {
  const { db, clock, feed } = deps;
  const purchase = await checkPurchase(deps, input);
  const open = feed.markPrice(purchase.rules.code);
  if (!open) throw conflict('trade.noPrice', { symbol: purchase.rules.code });
  const now = clock.now();
  const account = secondAccount(input.accountType);
  const row = await db.$transaction((tx) => writePurchase(tx, userId, account, purchase, new D(open), now));
  return toSecondWire(row);
}

/** The purchase's rules: the symbol trades second contracts, the period is offered, the stake is a money amount within its limits. */
export async function checkPurchase({ db }: Pick<SecondDeps, 'db'>, input: Pick<SecondBuyInput, 'symbol' | 'setId' | 'direction' | 'amount'>): Promise<SecondPurchase> {
  const rules = await mustLoadSymbol(db, input.symbol);
  if (!rules.secondEnabled) throw badRequest('trade.secondDisabled', { symbol: rules.code });
  const set = await db.secondContractSetting.findUnique({ where: { id: input.setId } });
  if (!set || !set.enabled) throw badRequest('trade.secondSetNotFound');
  const amount = moneyInput(input.amount, await loadAmountRule(db, 'amount', SETTLE_CURRENCY));
  if (amount.lt(set.minAmount) || amount.gt(set.maxAmount)) {
    throw badRequest('amount.outOfRange', { min: set.minAmount, max: set.maxAmount, currency: 'USDT' });
  }
  return { rules, set, direction: input.direction, amount };
}

/** The order, opened at `open` at `at` and running until its period ends, and its stake's debit, in `tx`. */
export async function writePurchase(tx: Tx, userId: string, account: BalanceAccount, purchase: SecondPurchase, open: Dec, at: Date): Promise<SecondContractOrder> {
  const { rules, set, amount } = purchase;
  const row = await tx.secondContractOrder.create({
    data: {
      orderNo: orderNo('SC', at),
      userId,
      account,
      symbol: rules.id,
      settingId: set.id,
      period: set.period,
      direction: purchase.direction,
      currency: 'USDT',
      amount: text(amount),
      payoutRate: set.payoutRate,
      openPrice: text(open),
      status: RUNNING,
      openedAt: at,
      settleAt: new Date(at.getTime() + set.period * 1000),
    },
  });
  await debit(tx, {
    userId,
    account,
    currency: 'USDT',
    type: BalanceLogType.SECOND_CONTRACT_STAKE,
    amount: text(amount),
    refType: 'SecondContractOrder',
    refId: row.id,
    at,
  });
  return row;
}
