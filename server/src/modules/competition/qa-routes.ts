import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueTranslationsSchema } from '../catalogue-text.ts';
import type { QaContext } from '../define-module.ts';
import type { CompetitionModule } from './module.ts';

const amount = z.string().regex(/^\d+(\.\d{1,8})?$/);

/**
 * QA actions of competitions (under /__qa/community, beside the VIP module's; QA token checked
 * by the parent): run the job's pass now instead of waiting for its timer, and open a
 * competition. The pass is idempotent (guarded status flips), so one running beside the
 * timer's changes nothing twice.
 */
export async function competitionQaRoutes(app: FastifyInstance, { api: competition, ok }: QaContext<CompetitionModule>) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Starts, ranks and ends competitions as the clock says, now. */
  app.post('/competitions/run', { schema: { hide: true } }, async (request) => {
    const { competitions } = competition;
    return ok(request, { started: await competitions.startDue(), ranked: await competitions.refreshRunning(), ended: await competitions.endDue() });
  });

  /** Opens a competition starting `startInMs` from now on the sandbox clock (0: in progress at once), its texts in any of the nine languages. */
  api.post(
    '/competitions',
    {
      schema: {
        hide: true,
        body: z.object({
          name: z.string().min(1).max(100),
          description: z.string().max(1000).optional(),
          currency: z.string().regex(/^[A-Z0-9]{2,12}$/).default('USDT'),
          startInMs: z.number().int().min(0).default(0),
          durationMs: z.number().int().min(1000).default(7 * 24 * 3600 * 1000),
          entryAmount: amount.default('0'),
          initialFunds: amount.default('10000'),
          fund: amount.default('0'),
          rewards: z.array(z.object({ rankFrom: z.number().int().min(1), rankTo: z.number().int().min(1), amount })).default([]),
          // Optional name and description in the other eight languages: { name: { jp: '...' }, description: { ... } }.
          translations: catalogueTranslationsSchema.optional(),
        }),
      },
    },
    async (request) => ok(request, await competition.competitions.open(request.body)),
  );
}
