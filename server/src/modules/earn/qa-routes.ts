import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { catalogueTranslationsSchema, setCatalogueTexts } from '../catalogue-text.ts';
import type { QaContext } from '../define-module.ts';
import type { EarnModule } from './module.ts';

/** QA actions of the earn products (under /__qa/prod, QA token checked by the parent). */
export async function earnQaRoutes(app: FastifyInstance, { api: prod, db, ok }: QaContext<EarnModule>) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** Pays every due day of every running order now (after a clock jump), instead of waiting for the job's next pass. */
  app.post('/accrue', { schema: { hide: true } }, async (request) => ok(request, await prod.accrual.accrueDue()));

  /** Sets the product's name and description in any of the eight languages beside English: { name: { jp: '...' }, description: { ... } }. */
  typed.post('/products/:id/texts', { schema: { hide: true, params: z.object({ id: idString }), body: catalogueTranslationsSchema } }, async (request) =>
    ok(request, await setCatalogueTexts(db, 'product', request.params.id, request.body)),
  );
}
