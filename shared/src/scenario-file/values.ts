import { z } from 'zod';
import { regionDay, regionDayStart } from '../earn.ts';

/** A decimal amount: YAML reads `1200` as a number, so numbers are taken too and kept as their text. */
export const amount = z
  .union([z.string().regex(/^\d+(\.\d{1,18})?$/, 'Expected a decimal amount such as "1200" or "0.5"'), z.number().nonnegative().finite()])
  .transform(String)
  .describe('A decimal amount, "1200" or 1200');

export const positiveAmount = amount.refine((text) => Number(text) > 0, 'Expected an amount above 0');

export const currencyCode = z.string().regex(/^[A-Z0-9]{2,12}$/, 'Expected a currency code such as USDT');

/** An order number a file fixes (an export writes each one), unique in its table; default a new one, as the module makes. */
export const orderNumber = z.string().regex(/^[A-Za-z0-9-]{4,40}$/, 'Expected 4 to 40 letters, digits or -');

/** The account of a user in the same file or its base scenario: what every entry after the users names its user by. */
export const userName = z.string().describe("The account of a user in this file, or of its base scenario's (base: demo: alice, bob, carol or dave)");

/** `-20m`, `+10m`, `-8d`: an offset from the clock the file loads at, by its unit. */
const RELATIVE = /^([+-])(\d{1,6})(s|m|h|d)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;

/**
 * An instant: a date, or a date and time (UTC unless it says otherwise), or an offset from the
 * clock (`-20m`, `+10m`, `-8d`), so a file without a clock of its own (a named scenario) can say
 * "twenty minutes ago".
 */
export const instant = z
  .string()
  .regex(
    /^(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?|[+-]\d{1,6}[smhd])$/,
    { error: 'Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z", or an offset from the clock such as "-20m" or "+2d"', abort: true },
  )
  .refine((text) => RELATIVE.test(text) || !Number.isNaN(Date.parse(text)), 'Expected a real date');

/** The instant a file's text names, an offset read from `now` (the clock the file loads at); none: `now`. */
export function instantOf(text: string | undefined, now: Date): Date {
  if (text === undefined) return now;
  const offset = RELATIVE.exec(text);
  if (!offset) return new Date(text);
  const ms = Number(offset[2]) * UNIT_MS[offset[3] as keyof typeof UNIT_MS];
  return new Date(now.getTime() + (offset[1] === '-' ? -ms : ms));
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * The clock a file loads at: an instant (an offset reads from the sandbox clock), or the next
 * weekday and time of day in region time (UTC+8) at or after it: `{ next: sunday, time: "23:50" }`.
 */
export const clockSetting = z.union([
  instant,
  z
    .object({
      next: z.enum(WEEKDAYS).describe('A day of the week'),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time of day such as "23:50"').describe('The time of day, region time (UTC+8)'),
    })
    .strict()
    .describe('The next such day and time (region time) at or after the sandbox clock'),
]);

export type ClockSetting = z.output<typeof clockSetting>;

/** The instant a file's clock names, read from the sandbox clock `now`; none: undefined (the clock as it is). */
export function clockOf(clock: ClockSetting | undefined, now: Date): Date | undefined {
  if (clock === undefined || typeof clock === 'string') return clock === undefined ? undefined : instantOf(clock, now);
  const [hours, minutes] = clock.time.split(':').map(Number) as [number, number];
  const today = regionDay(now);
  for (let day = today; ; day++) {
    const at = new Date(regionDayStart(day).getTime() + (hours * 60 + minutes) * 60_000);
    // Region day 0 (1 January 1970) was a Thursday.
    if (WEEKDAYS[(day + 3) % 7] === clock.next && at >= now) return at;
  }
}
