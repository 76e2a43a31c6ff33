import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DATE_FORMATS, REGION_UTC_OFFSET_MINUTES, type DateFormat } from './constants.ts';

/*
 * Region time (UTC+8) is the only date-time on the wire, as "YYYY-MM-DD HH:mm:ss".
 * These helpers convert it to instants and to the viewer's zone. Offsets are
 * minutes east of UTC (UTC+8 = 480, New York in winter = -300), the sign
 * dayjs utcOffset uses; note Date#getTimezoneOffset has the opposite sign.
 */

dayjs.extend(utc);

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const WIRE_FORMAT = DATE_FORMATS.dateTime;

export type Instant = Date | number;

/** Parses "YYYY-MM-DD HH:mm:ss" as a wall time at `offsetMinutes`; null when malformed or not a real date. */
function wallTimeToEpoch(text: string, offsetMinutes: number): number | null {
  if (!WALL_TIME.test(text)) return null;
  const asUtc = dayjs.utc(text);
  // dayjs rolls 2024-02-30 over to March; a round trip catches it.
  if (!asUtc.isValid() || asUtc.format(WIRE_FORMAT) !== text) return null;
  return asUtc.valueOf() - offsetMinutes * 60_000;
}

function requireEpoch(text: string, offsetMinutes: number): number {
  const epoch = wallTimeToEpoch(text, offsetMinutes);
  if (epoch === null) throw new RangeError(`Expected a date-time "YYYY-MM-DD HH:mm:ss", got "${text}"`);
  return epoch;
}

/** The viewer's own offset at an instant (minutes east of UTC); the instant matters because of daylight saving. */
export function localOffsetMinutes(at: Instant): number {
  const offset = -new Date(at).getTimezoneOffset();
  return offset === 0 ? 0 : offset; // avoid -0
}

export function isRegionTime(text: string): boolean {
  return wallTimeToEpoch(text, REGION_UTC_OFFSET_MINUTES) !== null;
}

/** "2024-01-01 08:00:00" (region) -> 1704067200000 (2024-01-01T00:00:00Z). Throws RangeError when malformed. */
export function regionTimeToEpoch(text: string): number {
  return requireEpoch(text, REGION_UTC_OFFSET_MINUTES);
}

export function regionTimeToDate(text: string): Date {
  return new Date(regionTimeToEpoch(text));
}

/** Formats an instant at a given offset (default: the viewer's own offset at that instant). */
export function formatInstant(at: Instant, format: DateFormat = WIRE_FORMAT, offsetMinutes?: number): string {
  const epoch = typeof at === 'number' ? at : at.getTime();
  const offset = offsetMinutes ?? localOffsetMinutes(epoch);
  return dayjs.utc(epoch).utcOffset(offset).format(format);
}

/** An instant as region time, as the server writes it: toRegionTime(Date.UTC(2024, 0, 1)) === '2024-01-01 08:00:00'. */
export function toRegionTime(at: Instant, format: DateFormat = WIRE_FORMAT): string {
  return formatInstant(at, format, REGION_UTC_OFFSET_MINUTES);
}

/** Region time shown in the viewer's zone: regionToLocal('2024-01-01 08:00:00', 0) === '2024-01-01 00:00:00'. */
export function regionToLocal(text: string, viewerOffsetMinutes?: number, format: DateFormat = WIRE_FORMAT): string {
  return formatInstant(regionTimeToEpoch(text), format, viewerOffsetMinutes);
}

/**
 * A wall time the viewer entered (YYYY-MM-DD HH:mm:ss in their zone) as region time, for query filters.
 * Without an offset the viewer's zone rules decide (DST included), via the local Date parser.
 */
export function localToRegion(text: string, viewerOffsetMinutes?: number, format: DateFormat = WIRE_FORMAT): string {
  let epoch: number;
  if (viewerOffsetMinutes === undefined) {
    if (wallTimeToEpoch(text, 0) === null) throw new RangeError(`Expected a date-time "YYYY-MM-DD HH:mm:ss", got "${text}"`);
    epoch = dayjs(text).valueOf();
  } else {
    epoch = requireEpoch(text, viewerOffsetMinutes);
  }
  return toRegionTime(epoch, format);
}

/** Region time re-formatted in one of the display formats, still in region time. */
export function formatRegionTime(text: string, format: DateFormat): string {
  return toRegionTime(regionTimeToEpoch(text), format);
}
