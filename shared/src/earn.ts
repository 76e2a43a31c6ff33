import Decimal from 'decimal.js';
import { Dec as D } from './decimal.ts';
import { REGION_UTC_OFFSET_MINUTES } from './constants.ts';
import { truncate } from './format.ts';
import { decimalsOf } from './money.ts';

/*
 * Earn product rules, shared by the server (which fixes an order's rate,
 * pays its income and ends it) and the product screens (which show the expected
 * income, the first income time and the end before the user confirms). Pure
 * decimal.js and integer time arithmetic; no I/O. docs/domains/earn.md "Earn products".
 */

const DAY_MS = 86_400_000;
const REGION_OFFSET_MS = REGION_UTC_OFFSET_MINUTES * 60_000;

/** FNV-1a, 32 bits, over the text's UTF-16 code units (an order number is ASCII: its bytes). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The daily rate (percent) of an order, fixed at purchase from its order number:
 * the range [min, max] in steps of its finest decimals, step = FNV-1a-32(orderNo)
 * mod (steps + 1). Anyone with the order number and the product's range gets the
 * same rate; no per-user setting enters. earnDailyRate('PO1', '0.5', '0.8') is
 * one of 0.5, 0.6, 0.7, 0.8.
 */
export function earnDailyRate(orderNo: string, min: string, max: string): string {
  const decimals = Math.max(decimalsOf(min), decimalsOf(max));
  const scale = new D(10).pow(decimals);
  const low = new D(min).times(scale);
  const steps = new D(max).times(scale).minus(low);
  if (steps.isNegative()) throw new RangeError(`rate range ${min}..${max} is empty`);
  const pick = new D(fnv1a32(orderNo)).mod(steps.plus(1));
  return truncate(low.plus(pick).div(scale), decimals);
}

/** Income of one day: principal x daily rate / 100, truncated toward zero to the currency's decimals. */
export function earnDailyIncome(principal: Decimal.Value, ratePercent: Decimal.Value, decimals: number): string {
  return truncate(new D(principal).times(ratePercent).div(100), decimals);
}

/**
 * Output of mining machines for one day: machines x the daily output of one machine,
 * which the product publishes through its unit price and the order's rate
 * (unit price x rate / 100, truncated to the currency's decimals).
 */
export function minerDailyOutput(machines: number, unitPrice: Decimal.Value, ratePercent: Decimal.Value, decimals: number): string {
  return truncate(new D(earnDailyIncome(unitPrice, ratePercent, decimals)).times(machines), decimals);
}

/** The region day (UTC+8) of an instant, as a day number (days since 1970-01-01 region time). */
export function regionDay(at: Date | number): number {
  return Math.floor(((typeof at === 'number' ? at : at.getTime()) + REGION_OFFSET_MS) / DAY_MS);
}

/** The instant a region day starts (00:00:00 UTC+8). */
export function regionDayStart(day: number): Date {
  return new Date(day * DAY_MS - REGION_OFFSET_MS);
}

/**
 * The income schedule of an order bought at `startAt` for `cycleDays`: day k
 * (1..cycleDays) is paid at the start of the k-th region day after the purchase
 * day, the last one together with the principal (`endAt`).
 */
export function earnSchedule(startAt: Date, cycleDays: number) {
  const first = regionDay(startAt) + 1;
  return { firstIncomeAt: regionDayStart(first), endAt: regionDayStart(first + cycleDays - 1) };
}

/** How many of an order's days are due at `now` (0..cycleDays). */
export function earnDaysDue(startAt: Date, cycleDays: number, now: Date): number {
  return Math.max(0, Math.min(cycleDays, regionDay(now) - regionDay(startAt)));
}

/** The payment instant of day k (1-based) of an order bought at `startAt`. */
export function earnPaymentAt(startAt: Date, day: number): Date {
  return regionDayStart(regionDay(startAt) + day);
}
