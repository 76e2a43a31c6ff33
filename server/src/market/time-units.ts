/* The market's time units, in milliseconds, and the origin every path starts from. */

export const SECOND = 1_000;
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;
/** Weeks open on Monday 00:00 UTC: 1970-01-01 was a Thursday, so weeks are offset by four days. */
export const WEEK_ALIGN = 4 * DAY;

/**
 * The path's origin: every symbol's hourly skeleton starts here at its start
 * price, so a price at any instant depends only on (seed, symbol, instant),
 * never on when the server started. A Monday, so weekly candles align.
 */
export const PATH_EPOCH = Date.UTC(2015, 0, 5);

export const HOURS_PER_YEAR = 8_766;
