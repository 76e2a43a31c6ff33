import { HOUR, WEEK, WEEK_ALIGN } from './time-units.ts';
import type { SessionProfile } from './volatility-model.ts';

/**
 * Trading sessions of forex and gold: how busy each UTC hour is, as a variance multiplier.
 * The Asian night is quiet, London opens at 07:00, the London-New York overlap
 * (12:00-16:00) is the busiest, New York fades into the evening (after the BIS triennial
 * survey's picture of turnover by hour). Crypto trades around the clock alike.
 */
const FOREX_HOURS = [
  0.55, 0.55, 0.55, 0.55, 0.55, 0.6, 0.8, 1.2, 1.5, 1.5, 1.4, 1.3, 1.7, 1.9, 1.9, 1.7, 1.3, 1.0, 0.8, 0.6, 0.5, 0.4, 0.45, 0.5,
];

/**
 * What forex and gold do at the weekend (Friday 21:00 to Sunday 21:00 UTC, when the interbank
 * market is shut): `open` keeps a thin, quiet market (the sandbox lets users trade any day),
 * `closed` holds the price flat (no moves, no volume) until Sydney opens on Sunday evening.
 */
export type WeekendMode = 'open' | 'closed';
export const DEFAULT_WEEKEND_MODE: WeekendMode = 'open';
/** Variance multiplier of a weekend hour when the weekend is open (before the weekly normalisation). */
const OPEN_WEEKEND_ACTIVITY = 0.1;

/** Hours since Monday 00:00 UTC where the weekend starts and ends. */
const WEEKEND_FROM = 4 * 24 + 21;
const WEEKEND_TO = 6 * 24 + 21;

const hourOfWeek = (hourMs: number) => Math.floor((((hourMs - WEEK_ALIGN) % WEEK) + WEEK) % WEEK / HOUR);

export function isWeekendHour(hourMs: number): boolean {
  const h = hourOfWeek(hourMs);
  return h >= WEEKEND_FROM && h < WEEKEND_TO;
}

/** The session profile over the 168 hours of a week, scaled to a mean of 1 so the annual volatility holds. */
function weekProfile(weekend: WeekendMode): Float64Array {
  const profile = new Float64Array(168);
  for (let h = 0; h < 168; h++) {
    const weekendHour = h >= WEEKEND_FROM && h < WEEKEND_TO;
    profile[h] = weekendHour ? (weekend === 'open' ? OPEN_WEEKEND_ACTIVITY : 0) : FOREX_HOURS[h % 24]!;
  }
  const mean = profile.reduce((s, v) => s + v, 0) / 168;
  for (let h = 0; h < 168; h++) profile[h] = profile[h]! / mean;
  return profile;
}

function sessionsOf(weekend: WeekendMode): SessionProfile {
  const profile = weekProfile(weekend);
  return (hourMs) => profile[hourOfWeek(hourMs)]!;
}

/** One profile per mode: paths of the same symbol share their hourly skeleton only with the same profile (walks.ts). */
const SESSIONS: Record<WeekendMode, SessionProfile> = { open: sessionsOf('open'), closed: sessionsOf('closed') };

/** The forex and gold session profile (an hour's variance multiplier) for a weekend mode. */
export function forexSessions(weekend: WeekendMode): SessionProfile {
  return SESSIONS[weekend];
}
