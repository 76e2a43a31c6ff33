import { z } from 'zod';
import { instant, userName } from './values.ts';

/** A notification (docs/scenarios.md "Notices"): a user's own, listed with the ones the services write, or a platform notice to all. */
export const scenarioNoticeSchema = z
  .object({
    user: userName.optional().describe('The account of a user in this file, whose notification it is; without one, a platform notice to every user'),
    title: z.string().trim().min(1, 'Expected a title').max(200).describe('As the notification list shows it'),
    body: z.string().min(1, 'Expected a body').max(20_000).describe('Markdown, as a published notice\'s'),
    read: z.boolean().default(false).describe("Read by the user (when published); default unread. A notice to all is read by each user in the app"),
    at: instant.optional().describe('When it was published, at or before the clock; default the clock'),
  })
  .strict()
  .describe("A notification written by the content module's own notice writers, shown as written in every language: a user's own, or a platform notice to all");

export type ScenarioNotice = z.output<typeof scenarioNoticeSchema>;
