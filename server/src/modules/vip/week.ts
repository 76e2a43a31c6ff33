import { toRegionTime } from '@sandbox/shared';
import { regionDay, regionDayStart } from '@sandbox/shared/earn';

/** Region day 0 (1970-01-01) was a Thursday: Monday-based weekday = (day + 3) mod 7. */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;

/** The last Monday 00:00 region time (Sunday 16:00 UTC) at or before `at`. */
export function mondayAtOrBefore(at: Date): Date {
  const day = regionDay(at);
  return regionDayStart(day - weekdayOf(day));
}

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Every Monday 00:00 region time in (after, until], oldest first. */
export function mondaysBetween(after: Date, until: Date): Date[] {
  const out: Date[] = [];
  for (let m = mondayAtOrBefore(until).getTime(); m > after.getTime(); m -= WEEK_MS) out.push(new Date(m));
  return out.reverse();
}

/** The once-only key of a week's red envelope: its Monday's region date, "week-2026-11-23". */
export function weekKey(monday: Date): string {
  return `week-${toRegionTime(monday).slice(0, 10)}`;
}
