import { z } from 'zod';

/*
 * Reusable schemas of the wire conventions (ARCHITECTURE.md section 3).
 * Everything here converts with z.toJSONSchema in both io modes, because the
 * server builds its OpenAPI document and fastify validators from it: no
 * transforms, no z.date, no z.custom.
 */

/** Non-negative decimal string, e.g. "1234.5678"; never a float on the wire. */
export const decimalString = z
  .string()
  .max(64)
  .regex(/^\d+(\.\d+)?$/, 'Expected a non-negative decimal string such as "1234.5678"')
  .describe('Non-negative decimal as a string, e.g. "1234.5678"');

/** Decimal string that may be negative (profit and loss, balance changes, percent changes). */
export const signedDecimalString = z
  .string()
  .max(64)
  .regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal string such as "-12.5"')
  .describe('Decimal as a string, may be negative, e.g. "-12.5"');

/** Strictly positive decimal string: amounts a user asks to move. The look-ahead needs a non-zero digit. */
export const positiveDecimalString = z
  .string()
  .max(64)
  .regex(/^(?=[0.]*[1-9])\d+(\.\d+)?$/, 'Expected a decimal string greater than zero')
  .describe('Decimal greater than zero as a string, e.g. "100"');

/** Region time (UTC+8), the only date-time format on the wire. */
export const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Expected YYYY-MM-DD HH:mm:ss')
  .describe('Region time (UTC+8) as YYYY-MM-DD HH:mm:ss');

/** Calendar date without time (birthdays), YYYY-MM-DD. */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')
  .describe('Calendar date as YYYY-MM-DD');

/** Unix epoch milliseconds; used only for market data (ticks, candles) and server time. */
export const epochMillis = z.number().int().nonnegative().describe('Unix epoch milliseconds');

/** Every id on the wire is an opaque string. */
export const idString = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Expected an id')
  .describe('Opaque id string');

/** Currency code such as "USDT" or "BTC". */
export const currencyCode = z
  .string()
  .min(2)
  .max(16)
  .regex(/^[A-Z0-9]+$/, 'Expected an upper-case currency code')
  .describe('Currency code, e.g. "USDT"');

/** Trading symbol such as "BTCUSDT" (base + quote, no separator). */
export const symbolCode = z
  .string()
  .min(3)
  .max(24)
  .regex(/^[A-Z0-9]+$/, 'Expected an upper-case symbol')
  .describe('Symbol, base and quote currency without separator, e.g. "BTCUSDT"');

/** Login and withdrawal passwords: length only; strength rules are a server concern. */
export const password = z.string().min(6).max(32).describe('Password, 6 to 32 characters');

/** Email address (kept simple on purpose: the verification code proves it). */
export const email = z.string().max(128).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Expected an email address');

/** International dialling code without "+", e.g. "1", "86". */
export const phoneCode = z.string().regex(/^\d{1,4}$/, 'Expected a dialling code such as "1"').describe('Dialling code without "+", e.g. "1"');

/** National phone number, digits only. */
export const phoneNumber = z.string().regex(/^\d{4,15}$/, 'Expected a phone number (digits)').describe('Phone number, digits only');

/** One-time codes: SMS, email and authenticator codes are 6 digits. */
export const otpCode = z.string().regex(/^\d{6}$/, 'Expected a 6-digit code').describe('6-digit code');

/** Result of calls that only succeed or fail: the envelope's result is null. */
export const emptyResult = z.null().describe('No data; success is the envelope code');

/** Query values arrive as strings, hence coercion; the generic keeps the client-side input type a number. */
export const queryInt = () => z.coerce.number<number>().int();

/** Paging query of every list call: pageNo is 1-based. */
export const pageQuery = z.object({
  pageNo: queryInt().min(1).default(1).describe('Page number, 1-based'),
  pageSize: queryInt().min(1).max(100).default(10).describe('Page size, at most 100'),
});

/** Page of records, JeecgBoot/MyBatis-Plus style. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int().nonnegative().describe('Total number of records'),
    size: z.number().int().positive().describe('Page size'),
    current: z.number().int().positive().describe('Current page, 1-based'),
    pages: z.number().int().nonnegative().describe('Number of pages'),
  });
}

/** Response envelope of every answered call (HTTP 200; `code` says what happened). */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().describe("Human sentence in the caller's language"),
    code: z.number().int().describe('200 ok, 400 invalid input, 401 not logged in, 403 forbidden, 404 not found, 409 conflict (after a concurrent change: nothing done, send again), 429 too many requests, 500 unexpected, 503 database out of reach (try again)'),
    result,
    timestamp: epochMillis,
  });
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** Name -> numeric code table, as in shared/src/status.ts. */
export type CodeTable = Readonly<Record<string, number>>;

/** "1 = long, 2 = short" from `{ LONG: 1, SHORT: 2 }`. */
export function describeCodes(codes: CodeTable): string {
  return Object.entries(codes)
    .map(([name, code]) => `${code} = ${name.toLowerCase().replace(/_/g, ' ')}`)
    .join(', ');
}

/** Numeric enumeration in a body or result, with its meanings in the description. */
export function codeOf<const T extends CodeTable>(codes: T, what: string) {
  const values = Object.values(codes) as Array<T[keyof T]>;
  return z.literal(values).describe(`${what}: ${describeCodes(codes)}`);
}

/** The same enumeration in a query string, where it arrives as text. */
export function queryCodeOf<const T extends CodeTable>(codes: T, what: string) {
  return queryInt().pipe(codeOf(codes, what)).describe(`${what}: ${describeCodes(codes)}`);
}
