import { z } from 'zod';
import { currencyCode, instant, positiveAmount, userName } from './values.ts';

/** A fund transfer between a user's accounts (docs/scenarios.md "Transfers"): made at its instant as the app's transfer makes one. */
export const scenarioTransferSchema = z
  .object({
    user: userName,
    currency: currencyCode.default('USDT').describe('USDT (default): what the app moves between spot and contract'),
    from: z.enum(['spot', 'contract']).describe('The account the amount leaves'),
    to: z.enum(['spot', 'contract']).describe('The other account, which receives it'),
    amount: positiveAmount.describe("Moved, at the currency's decimals; at most what the from account holds free at that moment"),
    at: instant.optional().describe('When it was made, at or before the clock; default the clock'),
  })
  .strict()
  .describe("A transfer between the user's spot and contract accounts through the app's own transfer (finance.transferContract): both log rows through the ledger");

export type ScenarioTransfer = z.output<typeof scenarioTransferSchema>;
