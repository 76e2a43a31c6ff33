import type { PrismaClient } from '@sandbox/prisma';
import { MONEY_DP } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadAmountRule } from '../amount.ts';
import { readSetting } from './catalogue.ts';
import { D, type Dec } from './margin-math.ts';
import { down, moneyInput, text, up } from './numbers.ts';

/* The flash exchange's offer: the pairs it publishes and the price of one exchange (the quote). */

export interface FlashDeps {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
}

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

/** Enabled pairs in their published order; the fee rate as a percent, like every rate on the wire. */
export async function flashPairs(deps: FlashDeps) {
  const rows = await deps.db.flashExchangeSetting.findMany({ where: { enabled: true }, orderBy: [{ sort: 'asc' }, { fromCurrency: 'asc' }] });
  return rows.map((r) => ({
    fromCurrency: r.fromCurrency,
    toCurrency: r.toCurrency,
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    feeRate: text(new D(r.feeRate).times(100), 6),
  }));
}

/** USDT value of one unit of a currency at an instant: USDT itself is 1, others from the market (<CUR>USDT). */
function usdtPrice(feed: PriceFeed, currency: string, at: Date): Dec {
  if (currency === 'USDT') return new D(1);
  const p = feed.priceAt(`${currency}USDT`, at);
  if (!p || p.lte(0)) throw conflict('trade.noPrice', { symbol: `${currency}USDT` });
  return new D(p);
}

/** The quote of exchanging `amountText` at `now`, priced at the start of its quote window. */
export async function quoteAt(deps: FlashDeps, fromCurrency: string, toCurrency: string, amountText: string, now: Date) {
  const { db, feed } = deps;
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
  const mid = usdtPrice(feed, fromCurrency, windowStart).div(usdtPrice(feed, toCurrency, windowStart));
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
