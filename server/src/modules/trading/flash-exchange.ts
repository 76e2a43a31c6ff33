import type { FlashExchange, Tx } from '@sandbox/prisma';
import { EXCHANGE_STATUS, toRegionTime } from '@sandbox/shared';
import { badRequest, conflict } from '../../errors.ts';
import { credit, debit } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { orderNo } from '../order-no.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { quoteAt, type FlashDeps } from './flash-quote.ts';
import { D } from './margin-math.ts';
import { atIndex } from './position-open-scenario.ts';

/* Flash exchanges: one at the quoted rate (the record and both ledger rows in one transaction), and the user's history. */

const toWire = (r: FlashExchange) => ({
  id: r.id,
  orderNo: r.orderNo,
  fromCurrency: r.fromCurrency,
  toCurrency: r.toCurrency,
  fromAmount: r.fromAmount,
  rate: r.rate,
  spread: r.spread,
  fee: r.fee,
  receiveAmount: r.toAmount,
  status: EXCHANGE_STATUS.DONE,
  createdAt: toRegionTime(r.createdAt),
});

export interface FlashExchangeInput {
  fromCurrency: string;
  toCurrency: string;
  amount: string;
  minReceiveAmount?: string | undefined;
}

export async function exchange(deps: FlashDeps, userId: string, input: FlashExchangeInput) {
  const now = deps.clock.now();
  const q = await checkedQuote(deps, input, now);
  return toWire(await deps.db.$transaction((tx) => writeExchange(tx, userId, q, now)));
}

/** A flash exchange a scenario file makes (the QA API only): its user, what an exchange asks, and when. */
export interface ScenarioExchange {
  userId: string;
  input: FlashExchangeInput;
  at: Date;
}

/**
 * A scenario file's flash exchanges, each at the quote of its `at` with an exchange's rules,
 * written in time order in one transaction: a refused one throws with its `index` in the list,
 * and none is made.
 */
export async function exchangeScenario(deps: FlashDeps, exchanges: readonly ScenarioExchange[]) {
  const quotes: Quote[] = [];
  for (const [index, e] of exchanges.entries()) quotes.push(await atIndex(index, () => checkedQuote(deps, e.input, e.at)));
  // Stable: exchanges of one instant in the file's order.
  const steps = [...exchanges.entries()].sort(([, a], [, b]) => a.at.getTime() - b.at.getTime());
  await deps.db.$transaction(async (tx) => {
    for (const [index, e] of steps) await atIndex(index, () => writeExchange(tx, e.userId, quotes[index]!, e.at));
  });
}

type Quote = Awaited<ReturnType<typeof quoteAt>>;

/** The quote of an exchange at `now`, refused when it gives less than the caller's minimum or nothing at all. */
async function checkedQuote(deps: FlashDeps, input: FlashExchangeInput, now: Date): Promise<Quote> {
  const q = await quoteAt(deps, input.fromCurrency, input.toCurrency, input.amount, now);
  if (input.minReceiveAmount !== undefined && new D(q.receiveAmount).lt(input.minReceiveAmount)) {
    throw conflict('trade.flashBelowMinimum', { min: input.minReceiveAmount });
  }
  if (new D(q.receiveAmount).lte(0)) throw badRequest('amount.outOfRange', { min: q.minAmount, max: '-', currency: q.fromCurrency });
  return q;
}

/** The record and both ledger rows of an exchange at `now`, in the caller's transaction. */
async function writeExchange(tx: Tx, userId: string, q: Quote, now: Date) {
  const row = await tx.flashExchange.create({
    data: {
      orderNo: orderNo('FX', now),
      userId,
      fromCurrency: q.fromCurrency,
      toCurrency: q.toCurrency,
      fromAmount: q.amount,
      toAmount: q.receiveAmount,
      rate: q.rate,
      spread: q.spread,
      fee: q.fee,
      createdAt: now,
    },
  });
  const ref = { userId, account: 'spot' as const, refType: 'FlashExchange', refId: row.id, at: now };
  await debit(tx, { ...ref, currency: q.fromCurrency, type: BalanceLogType.FLASH_EXCHANGE_OUT, amount: q.amount });
  await credit(tx, { ...ref, currency: q.toCurrency, type: BalanceLogType.FLASH_EXCHANGE_IN, amount: q.receiveAmount });
  return row;
}

export async function listExchanges(deps: FlashDeps, userId: string, q: PageQuery & { currency?: string | undefined }) {
  const { db } = deps;
  const where = { userId, ...(q.currency ? { OR: [{ fromCurrency: q.currency }, { toCurrency: q.currency }] } : {}) };
  const [rows, total] = await Promise.all([
    db.flashExchange.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
    db.flashExchange.count({ where }),
  ]);
  return toPage(rows.map(toWire), total, q);
}
