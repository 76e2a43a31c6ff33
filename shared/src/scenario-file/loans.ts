import { z } from 'zod';
import { currencyCode, orderNumber, positiveAmount, userName } from './values.ts';

/** A loan (docs/scenarios.md "Loans"): applied, approved and repaid through the loan module at the instants its state gives. */
export const scenarioLoanSchema = z
  .object({
    user: userName,
    type: z.enum(['credit', 'pledge']).describe('credit (needs basic identity) or pledge (against collateral)'),
    amount: positiveAmount.describe("Borrowed, in the offer's currency, within the offer's limits at the user's identity level"),
    term: z.number().int().min(1).optional().describe('Days of the loan offer; default the first offer of its type (for a pledge loan, of its collateral)'),
    collateral: z
      .object({ currency: currencyCode, amount: positiveAmount })
      .strict()
      .optional()
      .describe('A pledge loan\'s collateral, frozen from spot: { currency: BTC, amount: "0.05" }'),
    state: z
      .enum(['pending', 'running', 'overdue', 'repaid'])
      .describe('pending: applied at the clock; running: approved at the clock; overdue: approved its term and overdueDays before the clock, unpaid; repaid: approved its term before the clock and repaid at it'),
    overdueDays: z.number().int().min(0).optional().describe('An overdue loan: whole days past its end (0: it ended at the clock), default 1'),
    orderNo: orderNumber.optional().describe('The order number the loan lists are read by; default a new one, as an application makes (an export writes it)'),
  })
  .strict()
  .describe("A credit or pledge loan, made by the loan module's own application, approval and repayment (each balance change through the ledger)");

export type ScenarioLoan = z.output<typeof scenarioLoanSchema>;
