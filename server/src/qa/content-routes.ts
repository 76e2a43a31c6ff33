import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { qaOk, type QaOptions } from './context.ts';

/**
 * Support staff's side of the live chat for QA (registered under /__qa/content by qa/routes.ts,
 * behind its token check), until an operator console exists: every conversation (the one waiting
 * longest for an answer first), one conversation, and an answer the user sees on the next poll.
 */
export async function contentQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { deps, services } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(deps.clock);
  const hide = { hide: true } as const;
  const { chat } = services.content;

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
}
