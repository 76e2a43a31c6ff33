import type { z } from 'zod';
import type { PrismaClient, SecondContractOrder, SecondContractSetting } from '@sandbox/prisma';
import { SECOND_DIRECTION, SECOND_ORDER_STATUS, toRegionTime, type trade } from '@sandbox/shared';
import { secondWinProfit } from '@sandbox/shared/trading';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict } from '../../errors.ts';
import { credit, debit } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { SETTLE_CURRENCY, accountCode, secondAccount, type TradeAccountCode } from './accounts.ts';
import { loadSymbols, mustLoadSymbol, symbolCode } from './catalogue.ts';
import { D, type Dec } from './margin-math.ts';
import { moneyInput, text } from './numbers.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';

/* SecondContractOrder.status: 0 running, 1 settled; result: 1 win, 0 draw, -1 loss (schema comment). */
const RUNNING = 0;
const SETTLED = 1;

type SecondOrder = z.infer<typeof trade.secondOrder>;
export type SecondService = ReturnType<typeof createSecondService>;

/** The outcome at expiry: up wins when the close is above the open, down when below; equal is a draw. */
export function secondOutcome(direction: number, open: Dec, close: Dec): 1 | 0 | -1 {
  if (close.eq(open)) return 0;
  const rose = close.gt(open);
  return (direction === SECOND_DIRECTION.UP) === rose ? 1 : -1;
}

/** Net result: a win pays stake x rate on top of the stake (the shared rule), a loss loses the stake, a draw returns it. */
export function secondProfit(result: 1 | 0 | -1, stake: Dec, rate: Dec): Dec {
  if (result === 1) return new D(secondWinProfit(stake, rate));
  return result === 0 ? new D(0) : stake.negated();
}

function toWire(o: SecondContractOrder): SecondOrder {
  const status =
    o.status === RUNNING
      ? SECOND_ORDER_STATUS.RUNNING
      : o.result === 1
        ? SECOND_ORDER_STATUS.WON
        : o.result === 0
          ? SECOND_ORDER_STATUS.DRAW
          : SECOND_ORDER_STATUS.LOST;
  return {
    id: o.id,
    orderNo: o.orderNo,
    accountType: accountCode(o.account),
    symbol: symbolCode(o.symbol),
    setId: o.settingId,
    direction: o.direction === SECOND_DIRECTION.DOWN ? SECOND_DIRECTION.DOWN : SECOND_DIRECTION.UP,
    amount: o.amount,
    currency: o.currency,
    periodSeconds: o.period,
    payoutRate: text(new D(o.payoutRate).times(100), 4),
    openPrice: o.openPrice,
    closePrice: o.closePrice,
    profit: o.profit,
    status,
    openTime: toRegionTime(o.openedAt),
    settleTime: toRegionTime(o.settleAt),
    settledAt: o.settledAt ? toRegionTime(o.settledAt) : null,
  };
}

function toSetWire(s: SecondContractSetting) {
  return {
    id: s.id,
    // Periods are not tied to a symbol in the model: one list for every symbol with second contracts.
    symbol: null,
    periodSeconds: s.period,
    payoutRate: text(new D(s.payoutRate).times(100), 4),
    lossRate: '100',
    currency: 'USDT',
    minAmount: s.minAmount,
    maxAmount: s.maxAmount,
    sort: s.sort,
  };
}

/**
 * Second (short-term) contracts: the stake leaves at purchase; settlement at
 * settleAt reads the simulated price of that exact instant (priceAt), so a
 * late run (downtime) settles exactly as an on-time one. Settling is a
 * conditional RUNNING -> SETTLED update: it happens once.
 */
export function createSecondService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; notify: Notify }) {
  const { db, clock, feed } = deps;

  async function settleOne(o: SecondContractOrder, now: Date): Promise<boolean> {
    const close = feed.priceAt(symbolCode(o.symbol), o.settleAt);
    if (!close) return false;
    const stake = new D(o.amount);
    const result = secondOutcome(o.direction, new D(o.openPrice), new D(close));
    const profit = secondProfit(result, stake, new D(o.payoutRate));
    return db.$transaction(async (tx) => {
      const claimed = await tx.secondContractOrder.updateMany({
        where: { id: o.id, status: RUNNING },
        data: { status: SETTLED, result, closePrice: text(new D(close)), profit: text(profit), settledAt: now },
      });
      if (claimed.count !== 1) return false;
      if (result !== -1) {
        await credit(tx, {
          userId: o.userId,
          account: o.account as BalanceAccount,
          currency: o.currency,
          type: BalanceLogType.SECOND_CONTRACT_SETTLE,
          amount: text(stake.plus(profit)),
          refType: 'SecondContractOrder',
          refId: o.id,
          at: now,
        });
      }
      if (o.account !== 'demo') {
        const params = { symbol: symbolCode(o.symbol), amount: o.amount, price: text(new D(close)), profit: text(profit) };
        await deps.notify(tx, { userId: o.userId, kind: NOTICE_KIND.SECOND_SETTLED, refId: o.id, params });
      }
      return true;
    });
  }

  /** Settles every running order whose expiry has passed (optionally one user's); returns how many. */
  async function settleDue(filter: { userId?: string } = {}): Promise<number> {
    const now = clock.now();
    let settled = 0;
    for (;;) {
      const due = await db.secondContractOrder.findMany({
        where: { status: RUNNING, settleAt: { lte: now }, ...filter },
        orderBy: { settleAt: 'asc' },
        take: 200,
      });
      let progressed = 0;
      for (const o of due) if (await settleOne(o, now)) progressed++;
      settled += progressed;
      if (due.length < 200 || progressed === 0) return settled;
    }
  }

  return {
    settleDue,
    settleOne,

    async listSets(symbol?: string) {
      if (symbol) await mustLoadSymbol(db, symbol);
      const rows = await db.secondContractSetting.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { period: 'asc' }] });
      return rows.map(toSetWire);
    },

    async buy(userId: string, input: { symbol: string; setId: string; direction: 1 | 2; amount: string; accountType?: TradeAccountCode | undefined }) {
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
      return toWire(row);
    },

    async head(userId: string, symbol?: string, accountType?: TradeAccountCode) {
      await settleDue({ userId });
      const symbols = await loadSymbols(db);
      const id = symbol ? (symbols.get(symbol)?.id ?? symbol) : undefined;
      const order = await db.secondContractOrder.findFirst({
        where: { userId, status: RUNNING, ...(id ? { symbol: id } : {}), ...(accountType ? { account: secondAccount(accountType) } : {}) },
        orderBy: { settleAt: 'asc' },
      });
      const now = clock.now();
      const code = order ? symbolCode(order.symbol) : symbol;
      const price = code ? feed.markPrice(code) : undefined;
      return {
        order: order ? toWire(order) : null,
        secondsLeft: order ? Math.max(0, Math.ceil((order.settleAt.getTime() - now.getTime()) / 1000)) : null,
        currentPrice: price ? text(new D(price)) : null,
        serverTime: now.getTime(),
      };
    },

    async list(userId: string, q: PageQuery & { status?: number | undefined; symbol?: string | undefined; accountType?: TradeAccountCode | undefined }) {
      await settleDue({ userId });
      const symbols = await loadSymbols(db);
      const statusWhere =
        q.status === undefined
          ? {}
          : q.status === SECOND_ORDER_STATUS.RUNNING
            ? { status: RUNNING }
            : { status: SETTLED, result: q.status === SECOND_ORDER_STATUS.WON ? 1 : q.status === SECOND_ORDER_STATUS.DRAW ? 0 : -1 };
      const where = {
        userId,
        ...(q.accountType ? { account: secondAccount(q.accountType) } : {}),
        ...(q.symbol ? { symbol: symbols.get(q.symbol)?.id ?? q.symbol } : {}),
        ...statusWhere,
      };
      const [rows, total] = await Promise.all([
        db.secondContractOrder.findMany({ where, orderBy: [{ openedAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
        db.secondContractOrder.count({ where }),
      ]);
      return toPage(rows.map(toWire), total, q);
    },
  };
}
