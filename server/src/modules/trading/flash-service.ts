import type { FlashExchange, PrismaClient } from '@sandbox/prisma';
import { EXCHANGE_STATUS, MONEY_DP, toRegionTime } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict } from '../../errors.ts';
import { credit, debit } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { readSetting } from './catalogue.ts';
import { D, type Dec } from './margin-math.ts';
import { down, moneyInput, text, up } from './numbers.ts';

/**
 * The published spread: the rate given is the mid rate less this fraction.
 * A `trade.flashExchangeSpread` setting overrides it.
 */
export const DEFAULT_FLASH_SPREAD = '0.002';
/**
 * Quotes hold for a fixed window: the rate is computed from the simulated
 * price at the window's start (priceAt), so an exchange inside the window is
 * charged exactly the rate that was quoted.
 */
export const QUOTE_WINDOW_MS = 10_000;
const RATE_DP = 12;

export type FlashService = ReturnType<typeof createFlashService>;

export function createFlashService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed }) {
  const { db, clock, feed } = deps;

  /** USDT value of one unit of a currency at an instant: USDT itself is 1, others from the market (<CUR>USDT). */
  function usdtPrice(currency: string, at: Date): Dec {
    if (currency === 'USDT') return new D(1);
    const p = feed.priceAt(`${currency}USDT`, at);
    if (!p || p.lte(0)) throw conflict('trade.noPrice', { symbol: `${currency}USDT` });
    return new D(p);
  }

  async function quoteAt(fromCurrency: string, toCurrency: string, amountText: string, now: Date) {
    const pair = await db.flashExchangeSetting.findUnique({ where: { fromCurrency_toCurrency: { fromCurrency, toCurrency } } });
    if (!pair || !pair.enabled) throw badRequest('trade.flashPairUnavailable', { from: fromCurrency, to: toCurrency });
    const amount = moneyInput(amountText, await loadAmountRule(db, 'amount', fromCurrency));
    if (amount.lt(pair.minAmount) || amount.gt(pair.maxAmount)) {
      throw badRequest('amount.outOfRange', { min: pair.minAmount, max: pair.maxAmount, currency: fromCurrency });
    }
    const windowStart = new Date(now.getTime() - (now.getTime() % QUOTE_WINDOW_MS));
    const spread = new D(await readSetting(db, 'trade.flashExchangeSpread', DEFAULT_FLASH_SPREAD));
    const toCur = await db.currency.findUnique({ where: { code: toCurrency } });
    const dp = Math.min(toCur?.precision ?? MONEY_DP, MONEY_DP);
    const mid = usdtPrice(fromCurrency, windowStart).div(usdtPrice(toCurrency, windowStart));
    const rate = down(mid.times(new D(1).minus(spread)), RATE_DP);
    const gross = amount.times(rate);
    const fee = up(gross.times(pair.feeRate), dp);
    const receive = down(gross.minus(fee), dp);
    return {
      fromCurrency,
      toCurrency,
      amount: text(amount),
      midRate: text(mid, RATE_DP),
      rate: text(rate, RATE_DP),
      spread: text(spread.times(100), 6),
      fee: text(fee, dp),
      receiveAmount: text(receive.isNegative() ? new D(0) : receive, dp),
      minAmount: pair.minAmount,
      expiresAt: windowStart.getTime() + QUOTE_WINDOW_MS,
    };
  }

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

  return {
    /** Enabled pairs in their published order; the fee rate as a percent, like every rate on the wire. */
    async pairs() {
      const rows = await db.flashExchangeSetting.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { fromCurrency: 'asc' }] });
      return rows.map((r) => ({
        fromCurrency: r.fromCurrency,
        toCurrency: r.toCurrency,
        minAmount: r.minAmount,
        maxAmount: r.maxAmount,
        feeRate: text(new D(r.feeRate).times(100), 6),
      }));
    },

    quote: (q: { fromCurrency: string; toCurrency: string; amount: string }) => quoteAt(q.fromCurrency, q.toCurrency, q.amount, clock.now()),

    async exchange(userId: string, input: { fromCurrency: string; toCurrency: string; amount: string; minReceiveAmount?: string | undefined }) {
      const now = clock.now();
      const q = await quoteAt(input.fromCurrency, input.toCurrency, input.amount, now);
      if (input.minReceiveAmount !== undefined && new D(q.receiveAmount).lt(input.minReceiveAmount)) {
        throw conflict('trade.flashBelowMinimum', { min: input.minReceiveAmount });
      }
      if (new D(q.receiveAmount).lte(0)) throw badRequest('amount.outOfRange', { min: q.minAmount, max: '-', currency: q.fromCurrency });
      const row = await db.$transaction(async (tx) => {
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
      });
      return toWire(row);
    },

    async list(userId: string, q: PageQuery & { currency?: string | undefined }) {
      const where = { userId, ...(q.currency ? { OR: [{ fromCurrency: q.currency }, { toCurrency: q.currency }] } : {}) };
      const [rows, total] = await Promise.all([
        db.flashExchange.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(q) }),
        db.flashExchange.count({ where }),
      ]);
      return toPage(rows.map(toWire), total, q);
    },
  };
}
