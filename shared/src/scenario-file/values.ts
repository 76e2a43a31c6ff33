import { z } from 'zod';

/** A decimal amount: YAML reads `1200` as a number, so numbers are taken too and kept as their text. */
export const amount = z
  .union([z.string().regex(/^\d+(\.\d{1,18})?$/, 'Expected a decimal amount such as "1200" or "0.5"'), z.number().nonnegative().finite()])
  .transform(String)
  .describe('A decimal amount, "1200" or 1200');

export const positiveAmount = amount.refine((text) => Number(text) > 0, 'Expected an amount above 0');

export const currencyCode = z.string().regex(/^[A-Z0-9]{2,12}$/, 'Expected a currency code such as USDT');

/** The account of a user in the same file or its base scenario: what every entry after the users names its user by. */
export const userName = z.string().describe("The account of a user in this file, or of its base scenario's (base: demo: alice, bob, carol or dave)");

/** An instant: a date, or a date and time (UTC unless it says otherwise). */
export const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'Expected a date such as "2026-12-01" or "2026-12-01T09:30:00Z"')
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Expected a real date');
