import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANNOUNCEMENT_TYPE, LANGUAGES, LINK_MODE } from '@sandbox/shared';
import { idString } from '@sandbox/shared/contract/common';
import type { QaContext } from '../define-module.ts';
import type { ContentModule } from './module.ts';

/** One translation of a published item: Markdown body, language (absent: every language). */
const translation = z.object({ language: z.enum(LANGUAGES).optional(), title: z.string().trim().min(1).max(200), content: z.string().min(1).max(20_000) });

/**
 * Content staff's side for QA (under /__qa/content, behind the QA token check), until an operator console exists: the live chat (every conversation, the one waiting
 * longest for an answer first; one conversation; an answer the user sees on the next poll) and
 * publishing a platform notice or an announcement now, in one or more languages.
 */
export async function contentQaRoutes(app: FastifyInstance, { api: content, ok }: QaContext<ContentModule>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true } as const;
  const { chat } = content;

  api.get('/chat/conversations', { schema: hide }, async (request) => ok(request, await chat.conversations()));

  api.get(
    '/chat/conversation',
    { schema: { ...hide, querystring: z.object({ userId: idString }) } },
    async (request) => ok(request, await chat.conversation(request.query.userId, request.lang)),
  );

  api.post(
    '/chat/answer',
    { schema: { ...hide, body: z.object({ userId: idString, content: z.string().trim().min(1).max(1000) }) } },
    async (request) => ok(request, await chat.answer(request.body.userId, request.lang, request.body.content)),
  );

  api.post(
    '/notice',
    { schema: { ...hide, body: z.object({ translations: z.array(translation).min(1).max(LANGUAGES.length) }) } },
    async (request) => ok(request, await content.notices.publish(request.body.translations)),
  );

  api.post(
    '/announcement',
    {
      schema: {
        ...hide,
        body: z.object({
          translations: z.array(translation).min(1).max(LANGUAGES.length),
          pinned: z.boolean().default(false),
          priority: z.number().int().default(0),
          type: z.literal(Object.values(ANNOUNCEMENT_TYPE)).default(ANNOUNCEMENT_TYPE.MESSAGE),
          link: z.string().max(500).optional(),
          linkMode: z.literal(Object.values(LINK_MODE)).default(LINK_MODE.NONE),
        }),
      },
    },
    async (request) => ok(request, await content.announcements.publish(request.body)),
  );
}
