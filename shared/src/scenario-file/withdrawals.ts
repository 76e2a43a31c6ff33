import { z } from 'zod';
import { currencyCode, instant, orderNumber, positiveAmount, userName } from './values.ts';

/** A withdrawal (docs/scenarios.md "Deposits and withdrawals"): applied at its instant and reviewed to its status by the wallet module. */
export const scenarioWithdrawalSchema = z
  .object({
    user: userName,
    currency: currencyCode.describe('The currency withdrawn, e.g. USDT'),
    account: z
      .string()
      .min(1)
      .optional()
      .describe("Where it goes: the accountNo or address of one of the user's withdrawalAccounts in this file, or, for a user of the base, of an account the base binds; default the user's only one that takes the currency"),
    network: z.string().min(1).max(32).optional().describe("To the user's address on this network (with account, when one address is on several networks)"),
    amount: positiveAmount.describe('Leaves spot, the fee by the published rule included; at least the minimum withdrawal'),
    status: z
      .enum(['review', 'approved', 'paid', 'failed', 'rejected'])
      .describe('review: its amount frozen; approved: still frozen, payout under way; paid: the amount left; failed (after approval) or rejected (at review): unfrozen'),
    reason: z.string().min(1).max(200).optional().describe('A rejected or failed withdrawal\'s reason, which the user sees; default "Rejected by review (sandbox)"'),
    orderNo: orderNumber.optional().describe('The order number the lists and the review queue show; default a new one, as an application makes (an export writes it)'),
    at: instant.optional().describe('When it was applied for (and reviewed to its status), at or before the clock; default the clock'),
  })
  .strict()
  .describe("A withdrawal applied and reviewed through the wallet module's own steps at its instant (each balance change through the ledger); the user needs basic identity and a withdrawal password");

export type ScenarioWithdrawal = z.output<typeof scenarioWithdrawalSchema>;
