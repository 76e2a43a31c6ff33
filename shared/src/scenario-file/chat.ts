import { z } from 'zod';
import { instant, userName } from './values.ts';

const message = z
  .object({
    from: z.enum(['user', 'support']).describe("user: the user's message (the first of a conversation gets the automatic answer); support: staff's answer"),
    text: z.string().trim().min(1, 'Expected the text of the message').max(1000).describe('Plain text, as the chat sends it'),
    at: instant.optional().describe("When it was sent, at or before the clock and not before the conversation's previous message; default the clock"),
    read: z.boolean().optional().describe('support only: the user has read the answers up to this one (when it was sent); default unread'),
  })
  .strict();

/** A user's support chat (docs/scenarios.md "Chat"): the conversation as the chat's own writers make it, in the file's order. */
export const scenarioChatSchema = z
  .object({
    user: userName,
    messages: z.array(message).min(1, 'Expected at least one message'),
  })
  .strict()
  .describe("A user's live support conversation, each message through the chat module's own send, answer and read");

export type ScenarioChat = z.output<typeof scenarioChatSchema>;
