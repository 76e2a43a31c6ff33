import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { catalogueTranslationsSchema, setCatalogueTexts } from '../modules/catalogue-text.ts';
import { qaOk, type QaOptions } from './context.ts';

/** IEO QA actions (under /__qa/ieo, QA token checked by the parent). */
export async function ieoQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { schedule } = opts.services.ieo;
  const ok = qaOk(opts.deps.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Runs every calendar step that came due (open, draw, lapse, listing) now, after a clock jump. */
  app.post('/run', { schema: { hide: true } }, async (request) => ok(request, await schedule.runPass()));

  /** Sets the IEO project's name and description in any of the eight languages beside English: { name: { jp: '...' }, description: { ... } }. */
  api.post('/projects/:id/texts', { schema: { hide: true, params: z.object({ id: idString }), body: catalogueTranslationsSchema } }, async (request) =>
    ok(request, await setCatalogueTexts(opts.deps.db, 'ieoProject', request.params.id, request.body)),
  );
}
