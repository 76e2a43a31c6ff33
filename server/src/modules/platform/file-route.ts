import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { FILE_PATH, type UploadService } from './upload-service.ts';

/**
 * GET /api/sys/common/file/:id serves an upload back to its owner (token in
 * X-Access-Token, like every call: an <img> fetches it as a blob). Not a
 * contract endpoint because the answer is the file itself, not an envelope;
 * failures still answer with an envelope (401 without a session, 404 for a
 * missing file or someone else's).
 */
export async function fileRoutes(app: FastifyInstance, opts: { uploads: UploadService; authenticate: preHandlerAsyncHookHandler }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${FILE_PATH}/:id`,
    { schema: { hide: true, params: z.object({ id: idString }) }, preHandler: opts.authenticate },
    async (request, reply) => {
      const file = await opts.uploads.read(request.params.id, request.user?.id ?? '');
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        // Identity documents and deposit proofs: never kept in a cache (plugins/security-headers.ts).
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  );
}
