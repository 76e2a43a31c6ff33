import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRegionTime } from '@sandbox/shared';
import { idString } from '@sandbox/shared/contract/common';
import { catalogueTranslationsSchema, setCatalogueTexts } from '../catalogue-text.ts';
import type { QaContext } from '../define-module.ts';
import { autoApproveLoans } from './job.ts';
import type { LoanModule } from './module.ts';

const idParams = z.object({ id: idString });
const optionalReason = z.object({ reason: z.string().min(1).max(200).optional() }).nullish();
const DEFAULT_REASON = 'Rejected by review (sandbox)';

/** Loan review (under /__qa/loan, QA token checked by the parent): the queue, approve, reject, a job pass now. */
export async function loanQaRoutes(app: FastifyInstance, { api: loan, db, clock, ok }: QaContext<LoanModule>) {
  const { settlement } = loan;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true } as const;
  const view = (l: Awaited<ReturnType<typeof settlement.approve>>) => ({
    id: l.id, orderNo: l.orderNo, userId: l.userId, type: l.type, currency: l.currency, amount: l.amount, days: l.days,
    dailyRate: l.dailyRate, totalInterest: l.totalInterest, pledgeCurrency: l.pledgeCurrency, pledgeAmount: l.pledgeAmount,
    signatureUploadId: l.signatureUploadId, status: l.status, rejectReason: l.rejectReason, createdAt: toRegionTime(l.createdAt),
    startAt: l.startAt ? toRegionTime(l.startAt) : null, endAt: l.endAt ? toRegionTime(l.endAt) : null,
  });

  api.get('/pending', { schema: hide }, async (request) => ok(request, (await settlement.pending()).map(view)));
  api.post('/:id/approve', { schema: { ...hide, params: idParams } }, async (request) => ok(request, view(await settlement.approve(request.params.id))));
  api.post('/:id/reject', { schema: { ...hide, params: idParams, body: optionalReason } }, async (request) =>
    ok(request, view(await settlement.reject(request.params.id, request.body?.reason ?? DEFAULT_REASON))),
  );
  /** One job pass now (after a clock jump or a market steer), instead of waiting for the timer. */
  api.post('/run', { schema: hide }, async (request) => {
    const approved = await autoApproveLoans({ db, clock, settlement });
    return ok(request, { approved, ...(await settlement.runPass()) });
  });

  /** Sets the loan offer's name and description in any of the eight languages beside English: { name: { jp: '...' }, description: { ... } }. */
  api.post('/offers/:id/texts', { schema: { hide: true, params: z.object({ id: idString }), body: catalogueTranslationsSchema } }, async (request) =>
    ok(request, await setCatalogueTexts(db, 'loanSetting', request.params.id, request.body)),
  );
}
