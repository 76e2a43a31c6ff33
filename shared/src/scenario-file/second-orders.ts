import { z } from 'zod';
import { instant, positiveAmount, userName } from './values.ts';

/** A second-contract order (docs/scenarios.md "Second-contract orders"): bought at openedAt, settled at its end if that is by the clock. */
export const scenarioSecondOrderSchema = z
  .object({
    user: userName,
    symbol: z.string().regex(/^[A-Z0-9]{4,16}$/, 'Expected a symbol such as BTCUSDT').describe('A symbol of the market with second contracts, e.g. BTCUSDT'),
    direction: z.enum(['up', 'down']).describe('up wins when the price at the end is above the price at the start, down when below; an equal price returns the stake'),
    period: z.number().int().positive().describe("Seconds, one of the catalogue's periods (the demo's: 30, 60, 120 and 300)"),
    stake: positiveAmount.describe("USDT from spot, within the period's minimum and maximum"),
    openedAt: instant
      .optional()
      .describe('When it was bought, at the market price then (at or before the clock); default the clock. One whose period has ended by the clock loads settled, at the market price at its end'),
  })
  .strict()
  .describe("A second-contract order, bought and settled through the trading module's own purchase and settlement (stake and payout through the ledger)");

export type ScenarioSecondOrder = z.output<typeof scenarioSecondOrderSchema>;
