import { z } from 'zod';
import { positiveAmount, userName } from './values.ts';

/** An IEO subscription (docs/scenarios.md "IEO subscriptions"): applied at the clock; the draw decides the rest. */
export const scenarioIeoSubscriptionSchema = z
  .object({
    user: userName,
    project: z.string().min(1, 'Expected the name of a project').describe('The project by its name in the catalogue, e.g. "Sandbox Chain": one that takes subscriptions at the clock'),
    amount: positiveAmount.describe("Tokens subscribed, within the project's minimum and maximum (a lottery project: whole lots of its minimum)"),
    state: z
      .enum(['applied'])
      .default('applied')
      .describe("applied (the default and the only state a file sets): won or lost comes from the project's draw at its lottery time (a verifiable draw, docs/domains/credit-and-ieo.md), paid from the user's payment and delivered from the listing, after the clock"),
  })
  .strict()
  .describe("A subscription to an IEO project, applied at the clock through the IEO module's own apply (nothing is paid until won)");

export type ScenarioIeoSubscription = z.output<typeof scenarioIeoSubscriptionSchema>;
