import { z } from 'zod';
import { userName } from './values.ts';

/** A competition entry (docs/scenarios.md "Competition entries"): joined at the clock. */
export const scenarioCompetitionEntrySchema = z
  .object({
    user: userName,
    competition: z.string().min(1, 'Expected the name of a competition').describe('The competition by its name in the catalogue, e.g. "Sandbox Trading Cup" (not one that has ended)'),
  })
  .strict()
  .describe("A user's entry in a trading competition, joined at the clock through the competition module's own join (its entry fee from spot and its trading funds through the ledger); the ranking follows the user's trading");

export type ScenarioCompetitionEntry = z.output<typeof scenarioCompetitionEntrySchema>;
