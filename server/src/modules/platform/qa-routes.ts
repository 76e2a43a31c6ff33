import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import type { QaContext } from '../define-module.ts';
import type { PlatformModule } from './module.ts';

/** A reviewer's view of an uploaded proof (GET /__qa/finance/uploads/:id, beside the review queues, behind the QA token check). */
export async function uploadQaRoutes(app: FastifyInstance, { api: { uploads } }: QaContext<PlatformModule>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/uploads/:id', { schema: { hide: true, params: z.object({ id: idString }) } }, async (request, reply) => {
    const file = await uploads.read(request.params.id, undefined);
    return reply.header('content-type', file.mime).header('x-content-type-options', 'nosniff').send(file.data);
  });
}
