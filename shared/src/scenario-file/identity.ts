import { z } from 'zod';
import { instant, userName } from './values.ts';

/** A phone number as the identity forms take it: a dialling code and the number. */
const phone = z
  .object({ code: z.string().regex(/^\d{1,4}$/, 'Expected a dialling code without +'), number: z.string().regex(/^\d{4,15}$/, 'Expected 4 to 15 digits') })
  .strict()
  .describe('{ code: "1", number: "2025550102" }');

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A user's identity application in review (docs/scenarios.md "Identity review"): the level above
 * the one the user has passed, waiting for QA's decision or rejected with a reason.
 */
export const scenarioIdentityReviewSchema = z
  .object({
    user: userName,
    level: z.enum(['basic', 'advanced']).describe("The level applied for: basic above identity none, advanced above identity basic"),
    status: z.enum(['pending', 'rejected']).default('pending').describe('pending (default): waiting in the review queue; rejected: refused, with its reason'),
    reason: z.string().trim().min(1).max(200).optional().describe('A rejected application: why, as the user reads it'),
    document: z
      .object({
        type: z.enum(['passport', 'idCard']).default('passport').describe('passport (default) or idCard'),
        number: z
          .string()
          .regex(/^[A-Za-z0-9-]{4,64}$/, 'Expected 4 to 64 letters, digits or -')
          .optional()
          .describe('Default SCENARIO-<ACCOUNT>; one person\'s: another user of the file or sandbox may not have it pending or passed'),
        name: z.string().trim().min(1).max(64).optional().describe('The full name as on the document; default the account'),
      })
      .strict()
      .optional()
      .describe('A basic application\'s document (without images: QA reviews it by its text)'),
    contact: z
      .object({
        phone,
        address: text(256).describe('The current address'),
        emergency: z
          .object({ surname: text(64), name: text(64), relation: text(32).describe('e.g. partner, sister, friend'), phone, address: text(256) })
          .strict()
          .describe('The emergency contact'),
      })
      .strict()
      .optional()
      .describe('An advanced application\'s contact details, as the advanced form asks them; default the user\'s phone (or +1 5550100), the address "Sandbox scenario" and a sandbox contact'),
    at: instant.optional().describe('When it was submitted (and a rejected one rejected), at or before the clock; default the clock'),
  })
  .strict()
  .describe("An identity application through the kyc module's own apply path (and its review, for a rejected one)");

export type ScenarioIdentityReview = z.output<typeof scenarioIdentityReviewSchema>;
