/**
 * Number and time display for the screens (SPEC.md sections 5 and 9), on top of the shared
 * helpers so client and server format alike. Imported by subpath: the shared index also
 * carries the contract's schemas, which must not reach the browser bundle.
 */
import { DATE_FORMATS, NO_VALUE_TEXT, type DateFormat } from '@sandbox/shared/constants';
import { formatNumber } from '@sandbox/shared/format';
import { parseRemark } from '@sandbox/shared/remark';
import { formatRegionTime, isRegionTime } from '@sandbox/shared/time';
import { compactNumber } from './compact-number';

export { DATE_FORMATS, formatNumber, type DateFormat };

/**
 * A server date-time in one of the display formats, in region time (UTC+8, SPEC section 9), the
 * one clock every date of the sandbox follows: its day boundaries (an earn payment, the VIP
 * Monday), the dates inside order numbers and the K-line's axis. Shown in the viewer's own zone
 * instead, an order numbered on the 30th read as placed at 20:00 on the 29th. '--' when missing,
 * the text itself when it is not a region time.
 */
export function formatServerTime(text: string | null | undefined, format: DateFormat = DATE_FORMATS.display): string {
  if (!text) return NO_VALUE_TEXT;
  return isRegionTime(text) ? formatRegionTime(text, format) : text;
}

/*
 * One display rule per kind of figure (SPEC.md section 5; the table is in docs/client.md,
 * "Display rules"): truncated, never rounded, thousands separated, a fixed number of decimals
 * per kind so figures of one kind line up
 * (24,006.50 beside 24,006.50, never 24,006.5; 100.00 USDT beside 13,100.00 USDT, never 100 USDT),
 * and at most MONEY_DP. Money has one rule, moneyText: there is no "trailing zeros dropped"
 * variant of it (the old amountText), whatever the screen.
 */
const MAX_DP = 8;
const dpOf = (decimals: number | undefined, fallback: number) => Math.min(Math.max(decimals ?? fallback, 0), MAX_DP);
const withUnit = (text: string, unit?: string) => (unit && text !== NO_VALUE_TEXT ? `${text} ${unit}` : text);

/** Decimals a currency is shown with: USDT and the fiat ones 2 unless the currency list says otherwise. */
export const DEFAULT_MONEY_DECIMALS = 2;

/**
 * Decimals money of a currency is shown with: its Currency.precision from the currency list,
 * DEFAULT_MONEY_DECIMALS while the list has not answered (or does not name it), at most 8.
 * For display only: a form's typing rule keeps its own fallback (earn-rules' decimalsFor).
 */
export const moneyDecimals = (precision: number | undefined): number => dpOf(precision, DEFAULT_MONEY_DECIMALS);

/**
 * A balance or an amount of money (a fee, an income, a prize, a loan, a subscription) at its
 * currency's display decimals (Currency.precision, see moneyDecimals), with its unit.
 */
export function moneyText(value: string | number | null | undefined, decimals?: number, unit?: string, opts: { plusSign?: boolean } = {}): string {
  return withUnit(formatNumber(value, dpOf(decimals, DEFAULT_MONEY_DECIMALS), { plusSign: opts.plusSign ?? false }), unit);
}

/** A count of whole things (machines, lots, rewards): an integer, thousands separated. */
export function countText(value: string | number | null | undefined): string {
  return formatNumber(value, 0);
}

/** A price at the symbol's price precision. */
export function priceText(value: string | number | null | undefined, pricePrecision: number | undefined): string {
  return formatNumber(value, dpOf(pricePrecision, DEFAULT_MONEY_DECIMALS));
}

/** A quantity at the symbol's quantity precision, with its unit (the base currency). */
export function quantityText(value: string | number | null | undefined, quantityPrecision: number | undefined, unit?: string): string {
  return withUnit(formatNumber(value, dpOf(quantityPrecision, 4)), unit);
}

/**
 * A quantity of an IEO token on the project and subscription cards: the token is not traded
 * before its listing and the cards know no precision to pad to (the sandbox gives it 8 decimals
 * until it has a currency row), so as published, at most those decimals, trailing zeros dropped
 * ("100 - 100,000 SBX", not "100.00000000 - 100,000.00000000 SBX"). The draw sheet, which
 * publishes the token's decimals, uses quantityText at them. Not for money nor for a traded
 * symbol's quantity.
 */
export function tokenText(value: string | number | null | undefined, decimals: number, unit?: string): string {
  return withUnit(formatNumber(value, dpOf(decimals, MAX_DP), { trimZeros: true }), unit);
}

/** A percentage at 2 decimals with its sign when asked. */
export function percentText(value: string | number | null | undefined, opts: { plusSign?: boolean } = {}): string {
  return withUnit(formatNumber(value, 2, { plusSign: opts.plusSign ?? false }), '%').replace(' %', '%');
}

/** 24 h volume (in the base currency) or turnover (in the quote currency): 2 decimals, always with its unit. */
export function volumeText(value: string | number | null | undefined, unit: string): string {
  return withUnit(formatNumber(value, 2), unit);
}

/**
 * A large amount in short, as exchanges show a day's turnover: "1.27B USD", "12.73億 USD" in
 * Japanese (the reader's language's units; at most two decimals, truncated as every figure).
 * Intl's compact notation, written without an Intl object (lib/compact-number.ts says why).
 */
export function compactText(value: string | number | null | undefined, unit: string, languageTag: string): string {
  const n = value === null || value === undefined || value === '' ? NaN : Number(value);
  if (!Number.isFinite(n)) return NO_VALUE_TEXT;
  return withUnit(compactNumber(n, languageTag), unit);
}

/** An exchange rate: at most 8 decimals, trailing zeros dropped (1 USDT = 0.00000998 BTC). */
export function rateText(value: string | number | null | undefined): string {
  return formatNumber(value, MAX_DP, { trimZeros: true });
}

/**
 * A balance-log remark in the reader's language: a stored key (shared/src/remark.ts) is
 * translated from `remarks.<key>`; plain remarks (order numbers, older free text) are shown as
 * they are, and so is a key this build has no text for.
 */
export function remarkText(remark: string | null | undefined, t: (key: string, values?: Record<string, unknown>) => string, exists: (key: string) => boolean): string {
  if (!remark) return '';
  const parsed = parseRemark(remark);
  if (!parsed) return remark;
  const key = `remarks.${parsed.key}`;
  return exists(key) ? t(key, parsed.values) : remark;
}
