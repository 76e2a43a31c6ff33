import { decimalsOf } from '@sandbox/shared/money';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import type { SymbolInfo } from '../../api/market.ts';
import { DEFAULT_MONEY_DECIMALS, moneyText, percentText, priceText } from '../../lib/format.ts';

/**
 * Display helpers of the trading screens, short names for lib/format.ts's rules (one rule per
 * kind of figure, SPEC.md section 5): truncated, thousands separated.
 */

/** A price at the symbol's precision (or the decimals the server sent); '--' when missing. */
export function fmtPrice(value: string | null | undefined, info: SymbolInfo | undefined): string {
  if (value === null || value === undefined || value === '') return NO_VALUE_TEXT;
  return priceText(value, info?.pricePrecision ?? decimalsOf(value));
}

/** USDT money (the settlement currency) at its 2 display decimals: moneyText; `signed` adds a plus sign to gains. */
export function fmtMoney(value: string | null | undefined, signed = false): string {
  return moneyText(value, DEFAULT_MONEY_DECIMALS, undefined, { plusSign: signed });
}

/** A percent figure with 2 decimals: percentText. */
export function fmtPercent(value: string | null | undefined, signed = false): string {
  return percentText(value, { plusSign: signed });
}

/** Green for a gain, red for a loss, no class at zero. */
export function toneClass(value: string | null | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  if (trimmed.startsWith('-')) return /[1-9]/.test(trimmed) ? 'tr--down' : '';
  return /[1-9]/.test(trimmed) ? 'tr--up' : '';
}
