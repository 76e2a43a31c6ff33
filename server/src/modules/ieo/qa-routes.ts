import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { catalogueTranslationsSchema, setCatalogueTexts } from '../catalogue-text.ts';
import type { QaContext } from '../define-module.ts';
import type { IeoModule } from './module.ts';

/** IEO QA actions (under /__qa/ieo, QA token checked by the parent). */
export async function ieoQaRoutes(app: FastifyInstance, { api: ieo, db, ok }: QaContext<IeoModule>) {
  const { schedule } = ieo;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Runs every calendar step that came due (open, draw, lapse, listing) now, after a clock jump. */
  app.post('/run', { schema: { hide: true } }, async (request) => ok(request, await schedule.runPass()));

  /** Sets the IEO project's name and description in any of the eight languages beside English: { name: { jp: '...' }, description: { ... } }. */
  api.post('/projects/:id/texts', { schema: { hide: true, params: z.object({ id: idString }), body: catalogueTranslationsSchema } }, async (request) =>
    ok(request, await setCatalogueTexts(db, 'ieoProject', request.params.id, request.body)),
  );
}
