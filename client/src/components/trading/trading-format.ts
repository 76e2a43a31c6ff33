import { decimalsOf } from '@sandbox/shared/money';
import type { SymbolInfo } from '../../api/market.ts';
import { formatNumber } from '../../lib/format.ts';

/** Display helpers of the trading screens: numbers truncated (SPEC.md section 5), thousands separated. */

/** A price at the symbol's precision (or the decimals the server sent). */
export function fmtPrice(value: string | null | undefined, info: SymbolInfo | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  return formatNumber(value, info?.pricePrecision ?? decimalsOf(value));
}

/** A USDT amount at 2 decimals; `signed` adds a plus sign to gains. */
export function fmtMoney(value: string | null | undefined, signed = false): string {
  return formatNumber(value, 2, { plusSign: signed });
}

/** A percent figure with 2 decimals. */
export function fmtPercent(value: string | null | undefined, signed = false): string {
  const text = formatNumber(value, 2, { plusSign: signed });
  return text === '--' ? text : `${text}%`;
}

/** Green for a gain, red for a loss, no class at zero. */
export function toneClass(value: string | null | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  if (trimmed.startsWith('-')) return /[1-9]/.test(trimmed) ? 'tr--down' : '';
  return /[1-9]/.test(trimmed) ? 'tr--up' : '';
}
