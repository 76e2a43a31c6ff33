import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { reconcile } from '../../ledger/index.ts';
import type { QaContext } from '../define-module.ts';
import { readAutoApprove, runFinanceAutoApprove, writeAutoApprove } from './auto-approve.ts';
import type { WalletServices } from './routes.ts';
import { DEFAULT_REVIEW_REASON } from './wallet-scenario.ts';

const idParams = z.object({ id: idString });
const reasonBody = z.object({ reason: z.string().min(1).max(200) });
/** Reasons are optional for QA; the user still sees one. */
const optionalReason = z.object({ reason: z.string().min(1).max(200).optional() }).nullish();

/**
 * Review queues of deposits and withdrawals (under /__qa/finance, behind the QA token check),
 * the demo auto-approval switch and the ledger reconciliation.
 */
export async function walletQaRoutes(app: FastifyInstance, { api: finance, db, clock, ok }: QaContext<WalletServices>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true } as const;

  api.get('/pending', { schema: hide }, async (request) =>
    ok(request, { recharges: await finance.recharges.pending(), withdrawals: await finance.withdrawals.pending() }),
  );

  api.post('/recharges/:id/approve', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await finance.recharges.approve(request.params.id)),
  );
  api.post('/recharges/:id/reject', { schema: { ...hide, params: idParams, body: optionalReason } }, async (request) =>
    ok(request, await finance.recharges.reject(request.params.id, request.body?.reason ?? DEFAULT_REVIEW_REASON)),
  );
  api.post('/withdrawals/:id/approve', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await finance.withdrawals.approve(request.params.id)),
  );
  api.post('/withdrawals/:id/reject', { schema: { ...hide, params: idParams, body: optionalReason } }, async (request) =>
    ok(request, await finance.withdrawals.reject(request.params.id, request.body?.reason ?? DEFAULT_REVIEW_REASON)),
  );
  api.post('/withdrawals/:id/pay', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await finance.withdrawals.pay(request.params.id)),
  );
  api.post('/withdrawals/:id/fail', { schema: { ...hide, params: idParams, body: reasonBody } }, async (request) =>
    ok(request, await finance.withdrawals.fail(request.params.id, request.body.reason)),
  );

  api.get('/auto-approve', { schema: hide }, async (request) => ok(request, await readAutoApprove(db)));
  api.post(
    '/auto-approve',
    { schema: { ...hide, body: z.object({ enabled: z.boolean(), delaySeconds: z.number().int().min(0).max(7 * 24 * 3600).default(30) }) } },
    async (request) => ok(request, await writeAutoApprove(db, request.body)),
  );
  /** One pass now, instead of waiting for the timer (scripts and tests). */
  api.post('/auto-approve/run', { schema: hide }, async (request) => ok(request, await runFinanceAutoApprove({ db, clock, finance })));

  api.get('/reconcile', { schema: { ...hide, querystring: z.object({ userId: idString }) } }, async (request) =>
    ok(request, { mismatches: await reconcile(db, request.query.userId) }),
  );
}
