import { earnDailyIncome, earnPaymentAt, earnSchedule, minerDailyOutput } from '@sandbox/shared/earn';
import { toDecimal, truncate } from '@sandbox/shared/format';
import { MONEY_DP } from '@sandbox/shared/money';
import { regionTimeToDate, toRegionTime } from '@sandbox/shared/time';
import { PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE, type Product, type ProductOrder } from '../../api/prod.ts';
import { checkTypedAmount, type TypedAmountProblem } from '../../lib/amount-check.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import { nameOfCode } from '../../lib/code-names.ts';

/*
 * What the earn screens show before and after a purchase, from the rules the server applies
 * (shared/src/earn.ts): the order's rate is drawn inside the product's range from its order
 * number, which exists only once the order does, so before confirming the screen shows the
 * income at both ends of the range; a day's income is truncated to the currency's decimals
 * and the total is that day's figure times the cycle (every day pays the same truncated sum).
 */

/** An amount or rate from the wire as a decimal (the client has decimal.js only through shared's helpers). */
const dec = (value: string | number) => toDecimal(value) ?? (toDecimal(0) as NonNullable<ReturnType<typeof toDecimal>>);

/** Decimals an amount of a currency is shown and typed with (the currency's precision, at most 8). */
export const decimalsFor = (precision: number | undefined): number => Math.min(precision ?? MONEY_DP, MONEY_DP);

/** A figure at both ends of the product's rate range. */
export interface Range {
  low: string;
  high: string;
}

export interface IncomePreview {
  daily: Range;
  total: Range;
}

/** Expected income of `amount` in an arbitrage or debt product: per day and over the cycle. */
export function expectedIncome(amount: string, product: Pick<Product, 'dailyRateMin' | 'dailyRateMax' | 'cycleDays'>, decimals: number): IncomePreview {
  const low = earnDailyIncome(amount, product.dailyRateMin, decimals);
  const high = earnDailyIncome(amount, product.dailyRateMax, decimals);
  return { daily: { low, high }, total: { low: times(low, product.cycleDays), high: times(high, product.cycleDays) } };
}

/** Expected output of `machines` mining machines: per day (machines x one machine's truncated output) and over the cycle. */
export function expectedOutput(
  machines: number,
  product: Pick<Product, 'dailyRateMin' | 'dailyRateMax' | 'cycleDays' | 'unitPrice'>,
  decimals: number,
): IncomePreview {
  const price = product.unitPrice ?? '0';
  const low = minerDailyOutput(machines, price, product.dailyRateMin, decimals);
  const high = minerDailyOutput(machines, price, product.dailyRateMax, decimals);
  return { daily: { low, high }, total: { low: times(low, product.cycleDays), high: times(high, product.cycleDays) } };
}

/** Daily output of a mining order at its fixed rate: machines x (price of one machine x rate / 100, truncated). */
export function orderDailyOutput(order: Pick<ProductOrder, 'amount' | 'quantity' | 'dailyRate'>, decimals: number): string {
  const unitPrice = dec(order.amount).div(order.quantity);
  return minerDailyOutput(order.quantity, unitPrice, order.dailyRate, decimals);
}

/** Daily income of an arbitrage or debt order at its fixed rate. */
export const orderDailyIncome = (order: Pick<ProductOrder, 'amount' | 'dailyRate'>, decimals: number): string =>
  earnDailyIncome(order.amount, order.dailyRate, decimals);

const times = (value: string, n: number) => truncate(dec(value).times(n), MONEY_DP);

/** The schedule a purchase made at `now` would follow: first income and end (principal back), in region time. */
export function schedulePreview(now: Date, cycleDays: number): { firstIncome: string; end: string } {
  const { firstIncomeAt, endAt } = earnSchedule(now, cycleDays);
  return { firstIncome: toRegionTime(firstIncomeAt), end: toRegionTime(endAt) };
}

/** An order's first payment, in region time: 00:00 (UTC+8) of the day after its purchase day. */
export const firstIncomeTime = (order: Pick<ProductOrder, 'startTime'>): string => toRegionTime(earnPaymentAt(regionTimeToDate(order.startTime), 1));

/** What is left of the product's quota (in money, or machines for mining); null when it has none. */
export function remainingQuota(product: Pick<Product, 'totalQuota' | 'soldQuota'>): string | null {
  const total = dec(product.totalQuota);
  if (total.isZero()) return null;
  const left = total.minus(product.soldQuota);
  return left.isNegative() ? '0' : truncate(left, MONEY_DP);
}

/** Share of the quota sold, in percent with 2 decimals truncated (0 when the product has no quota). */
export function soldPercent(product: Pick<Product, 'totalQuota' | 'soldQuota'>): string {
  const total = dec(product.totalQuota);
  if (total.isZero()) return '0';
  const percent = dec(product.soldQuota).div(total).times(100);
  return percent.gt(100) ? '100' : truncate(percent, 2);
}

export const isOnSale = (product: Pick<Product, 'status'>): boolean => product.status === PRODUCT_STATUS.ON_SALE;

/** The product needs a higher VIP level than the user's (unknown, signed out: not said). */
export const levelTooLowFor = (product: Pick<Product, 'levelLimit'>, level: unknown): boolean => typeof level === 'number' && level < product.levelLimit;

/** Why the typed amount cannot be bought, in the order the server checks what it can tell before its transaction. */
export type EarnAmountProblem =
  | { problem: TypedAmountProblem; value?: string }
  | { problem: 'outOfRange'; min: string; max: string }
  | { problem: 'aboveQuota'; value: string }
  | { problem: 'aboveAvailable'; value: string };

export function checkEarnAmount(
  amount: string,
  product: Pick<Product, 'minAmount' | 'maxAmount' | 'totalQuota' | 'soldQuota'>,
  decimals: number,
  available: string | undefined,
): EarnAmountProblem | null {
  const typed = checkTypedAmount(amount, decimals);
  if (typed) return typed;
  const value = dec(amount.trim());
  if (value.lt(product.minAmount) || value.gt(product.maxAmount)) return { problem: 'outOfRange', min: product.minAmount, max: product.maxAmount };
  const left = remainingQuota(product);
  if (left !== null && value.gt(left)) return { problem: 'aboveQuota', value: left };
  if (available !== undefined && value.gt(available)) return { problem: 'aboveAvailable', value: available };
  return null;
}

/** Why a number of machines cannot be bought (the price is machines x unit price, checked against min..max like the server). */
export function checkMachines(
  machines: number,
  product: Pick<Product, 'minAmount' | 'maxAmount' | 'totalQuota' | 'soldQuota' | 'unitPrice'>,
  available: string | undefined,
): EarnAmountProblem | null {
  if (!Number.isInteger(machines) || machines < 1) return { problem: 'required' };
  const price = dec(product.unitPrice ?? '0').times(machines);
  if (price.lt(product.minAmount) || price.gt(product.maxAmount)) return { problem: 'outOfRange', min: product.minAmount, max: product.maxAmount };
  const left = remainingQuota(product);
  if (left !== null && dec(machines).gt(left)) return { problem: 'aboveQuota', value: left };
  if (available !== undefined && price.gt(available)) return { problem: 'aboveAvailable', value: available };
  return null;
}

/** How many machines one order may hold: the product's min..max price in whole machines (the stepper's bounds, at most 1000 a call). */
export function machineRange(product: Pick<Product, 'minAmount' | 'maxAmount' | 'unitPrice'>): { min: number; max: number } {
  const price = dec(product.unitPrice ?? '0');
  if (price.isZero()) return { min: 1, max: 1 };
  const min = Math.max(1, dec(product.minAmount).div(price).ceil().toNumber());
  const max = Math.min(MAX_MACHINES_PER_CALL, dec(product.maxAmount).div(price).floor().toNumber());
  return { min, max: Math.max(min, max) };
}

/** The contract's limit of machines per minerBuy call. */
export const MAX_MACHINES_PER_CALL = 1000;

/** The price of `machines` machines. */
export const machinesPrice = (machines: number, unitPrice: string | null): string => truncate(dec(unitPrice ?? '0').times(machines), MONEY_DP);

const ORDER_STATUS_KEYS = {
  [PRODUCT_ORDER_STATUS.RUNNING]: 'running', [PRODUCT_ORDER_STATUS.ENDED]: 'ended', [PRODUCT_ORDER_STATUS.FROZEN]: 'frozen',
  [PRODUCT_ORDER_STATUS.NOT_STARTED]: 'notStarted', [PRODUCT_ORDER_STATUS.CANCELLED]: 'cancelled',
} as const;
/** The translation key of an order state (SPEC.md section 4's names). */
export const orderStatusKey = (status: number) => nameOfCode(ORDER_STATUS_KEYS, status, 'unknown');

/** The translation key of a product kind. */
export function productTypeKey(type: number): 'arbitrage' | 'mining' | 'debt' {
  return type === PRODUCT_TYPE.MINING ? 'mining' : type === PRODUCT_TYPE.DEBT ? 'debt' : 'arbitrage';
}

const PRODUCT_STATUS_KEYS = { [PRODUCT_STATUS.ON_SALE]: 'onSale', [PRODUCT_STATUS.SOLD_OUT]: 'soldOut', [PRODUCT_STATUS.NOT_STARTED]: 'notStarted' } as const;
/** The translation key of a product's shelf state. */
export const productStatusKey = (status: number) => nameOfCode(PRODUCT_STATUS_KEYS, status, 'closed');

/** Where a product of each kind is bought. */
export function detailPath(product: Pick<Product, 'id' | 'type'>): string {
  const path = product.type === PRODUCT_TYPE.MINING ? routes.miningDetail : product.type === PRODUCT_TYPE.DEBT ? routes.bondDetail : routes.arbitrageDetail;
  return routeWith(path, { id: product.id });
}
