/**
 * Number and time display helpers (SPEC.md sections 5 and 9).
 *
 * ARCHITECTURE.md puts these in `shared/`; until the shared helpers land this module
 * provides the same names (`formatNumber(value, decimals)`, `formatRegionTime`) so pages
 * import from one place and only this file changes when the switch is made.
 */

/** Truncates (never rounds) a decimal to `decimals` places and adds thousands separators. */
export function formatNumber(value: string | number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || value === '') return '--';
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return '--';
  const [, sign = '', intRaw = '', fracRaw = ''] = match;
  const intPart = (intRaw.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = decimals > 0 ? fracRaw.slice(0, decimals).padEnd(decimals, '0') : '';
  const isZero = /^0*$/.test(intRaw) && /^0*$/.test(frac);
  const outSign = sign === '-' && !isZero ? '-' : '';
  return frac ? `${outSign}${intPart}.${frac}` : `${outSign}${intPart}`;
}

/** Plain decimal notation for a JS number (no exponent), so truncation works on its digits. */
function numberToPlain(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** SPEC.md section 9: region time is UTC+8. */
export const REGION_OFFSET_MINUTES = 8 * 60;

export type TimeFormat = 'DD/MM/YYYY HH:mm:ss' | 'YYYY-MM-DD HH:mm:ss' | 'YYYY-MM-DD';

/** Parses a server date-time `YYYY-MM-DD HH:mm:ss` in region time (UTC+8) to an instant. */
export function parseRegionTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return new Date(utc - REGION_OFFSET_MINUTES * 60_000);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats an instant in the viewer's time zone (or the given offset, for tests). */
export function formatTime(date: Date, format: TimeFormat = 'YYYY-MM-DD HH:mm:ss', offsetMinutes?: number): string {
  const shifted = offsetMinutes === undefined ? date : new Date(date.getTime() + offsetMinutes * 60_000);
  const get = offsetMinutes === undefined
    ? { y: shifted.getFullYear(), mo: shifted.getMonth() + 1, d: shifted.getDate(), h: shifted.getHours(), mi: shifted.getMinutes(), s: shifted.getSeconds() }
    : { y: shifted.getUTCFullYear(), mo: shifted.getUTCMonth() + 1, d: shifted.getUTCDate(), h: shifted.getUTCHours(), mi: shifted.getUTCMinutes(), s: shifted.getUTCSeconds() };
  const date10 = `${get.y}-${pad(get.mo)}-${pad(get.d)}`;
  const time8 = `${pad(get.h)}:${pad(get.mi)}:${pad(get.s)}`;
  if (format === 'YYYY-MM-DD') return date10;
  if (format === 'DD/MM/YYYY HH:mm:ss') return `${pad(get.d)}/${pad(get.mo)}/${get.y} ${time8}`;
  return `${date10} ${time8}`;
}

/** A server region-time string shown in the viewer's zone; unparseable input is shown as is. */
export function formatRegionTime(text: string | null | undefined, format: TimeFormat = 'YYYY-MM-DD HH:mm:ss', offsetMinutes?: number): string {
  if (!text) return '--';
  const date = parseRegionTime(text);
  return date ? formatTime(date, format, offsetMinutes) : text;
}
