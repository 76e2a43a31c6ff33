import { badRequest, conflict } from '../../errors.ts';
import { debit } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { SETTLE_CURRENCY, secondAccount, type TradeAccountCode } from './accounts.ts';
import { mustLoadSymbol } from './catalogue.ts';
import { D } from './margin-math.ts';
import { moneyInput, text } from './numbers.ts';
import { RUNNING, toSecondWire, type SecondDeps } from './second-support.ts';

export interface SecondBuyInput {
  symbol: string;
  setId: string;
  direction: 1 | 2;
  amount: string;
  accountType?: TradeAccountCode | undefined;
}

/** A purchase: the order opens at the mark and its stake leaves the account in the same transaction. */
export async function buySecond(deps: SecondDeps, userId: string, input: SecondBuyInput) {
  const { db, clock, feed } = deps;
  const rules = await mustLoadSymbol(db, input.symbol);
  if (!rules.secondEnabled) throw badRequest('trade.secondDisabled', { symbol: rules.code });
  const set = await db.secondContractSetting.findUnique({ where: { id: input.setId } });
  if (!set || !set.enabled) throw badRequest('trade.secondSetNotFound');
  const amount = moneyInput(input.amount, await loadAmountRule(db, 'amount', SETTLE_CURRENCY));
  if (amount.lt(set.minAmount) || amount.gt(set.maxAmount)) {
    throw badRequest('amount.outOfRange', { min: set.minAmount, max: set.maxAmount, currency: 'USDT' });
  }
  const open = feed.markPrice(rules.code);
  if (!open) throw conflict('trade.noPrice', { symbol: rules.code });
  const now = clock.now();
  const account = secondAccount(input.accountType);
  const row = await db.$transaction(async (tx) => {
    const row = await tx.secondContractOrder.create({
      data: {
        orderNo: orderNo('SC', now),
        userId,
        account,
        symbol: rules.id,
        settingId: set.id,
        period: set.period,
        direction: input.direction,
        currency: 'USDT',
        amount: text(amount),
        payoutRate: set.payoutRate,
        openPrice: text(new D(open)),
        status: RUNNING,
        openedAt: now,
        settleAt: new Date(now.getTime() + set.period * 1000),
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
      at: now,
    });
    return row;
  });
  return toSecondWire(row);
}
