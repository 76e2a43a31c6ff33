import { z } from 'zod';
import { orderNumber, positiveAmount, userName } from './values.ts';

/** An earn order (docs/scenarios.md "Earn orders"): bought `daysPaid` days before the clock, with the income of those days. */
export const scenarioEarnOrderSchema = z
  .object({
    user: userName,
    product: z.string().min(1, 'Expected the name of a product').describe('The product by its name in the catalogue, e.g. "Solar Farm Bond" or "Antminer S21"'),
    amount: positiveAmount.describe("What was paid, in the product's currency, within its minimum and maximum; for a mining product the price of whole machines"),
    daysPaid: z
      .number()
      .int()
      .min(0)
      .default(0)
      .describe("Days of income already paid, from 0 (default) to the product's term minus 1: the order was bought that many days before the clock"),
    orderNo: orderNumber
      .optional()
      .describe('The order number, from which the daily rate is drawn; default a new one, as a purchase makes (an export writes it, so the rate stays)'),
  })
  .strict()
  .describe('An earn order bought through the earn module, its principal from spot and its paid days as the daily accrual job pays them');

export type ScenarioEarnOrder = z.output<typeof scenarioEarnOrderSchema>;
