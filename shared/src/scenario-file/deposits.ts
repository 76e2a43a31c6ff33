import { z } from 'zod';
import { currencyCode, instant, positiveAmount, userName } from './values.ts';

/** A deposit (docs/scenarios.md "Deposits and withdrawals"): declared at its instant and reviewed to its status by the wallet module. */
export const scenarioDepositSchema = z
  .object({
    user: userName,
    currency: currencyCode.describe('The currency deposited, e.g. USDT'),
    network: z.string().min(1).max(32).optional().describe("The deposit network, e.g. TRC20; default the currency's first (as the deposit page picks it)"),
    amount: positiveAmount.describe("Declared, at least the currency's minimum deposit"),
    status: z
      .enum(['review', 'delivered', 'rejected'])
      .describe('review: waiting for review; delivered: approved, credited to spot once; rejected: refused, nothing credited'),
    reason: z.string().min(1).max(200).optional().describe('A rejected deposit\'s reason, which the user sees; default "Rejected by review (sandbox)"'),
    at: instant.optional().describe('When it was declared (and reviewed to its status), at or before the clock; default the clock (an export writes it)'),
  })
  .strict()
  .describe("A deposit declared and reviewed through the wallet module's own steps at its instant (a delivered one credited through the ledger)");

export type ScenarioDeposit = z.output<typeof scenarioDepositSchema>;
