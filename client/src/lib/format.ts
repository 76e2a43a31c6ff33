/**
 * Number and time display for the screens (SPEC.md sections 5 and 9), on top of the shared
 * helpers so client and server format alike. Imported by subpath: the shared index also
 * carries the contract's schemas, which must not reach the browser bundle.
 */
import { DATE_FORMATS, type DateFormat } from '@sandbox/shared/constants';
import { formatNumber } from '@sandbox/shared/format';
import { isRegionTime, regionToLocal } from '@sandbox/shared/time';

export { DATE_FORMATS, formatNumber, type DateFormat };

/**
 * A server date-time (region time, UTC+8) shown in the viewer's zone, in one of the display
 * formats; '--' when missing, the text itself when it is not a region time.
 * `viewerOffsetMinutes` (east of UTC) is for tests; by default the viewer's own zone applies.
 */
export function formatServerTime(
  text: string | null | undefined,
  format: DateFormat = DATE_FORMATS.display,
  viewerOffsetMinutes?: number,
): string {
  if (!text) return '--';
  return isRegionTime(text) ? regionToLocal(text, viewerOffsetMinutes, format) : text;
}

/** A number of money or machines with the currency's decimals, truncated, trailing zeros kept off. */
export const amountText = (value: string | null | undefined, decimals: number, unit?: string) =>
  `${formatNumber(value, decimals, { trimZeros: true })}${unit ? ` ${unit}` : ''}`;

