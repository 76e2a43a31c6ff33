import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { readAutoApprove, runFinanceAutoApprove, startFinanceAutoApprove, writeAutoApprove } from '../jobs/finance-auto-approve.ts';
import { reconcile } from '../ledger/index.ts';
import { qaOk, type QaOptions } from './context.ts';

const idParams = z.object({ id: idString });
const reasonBody = z.object({ reason: z.string().min(1).max(200) });
/** Reasons are optional for QA; the user still sees one. */
const optionalReason = z.object({ reason: z.string().min(1).max(200).optional() }).nullish();
const DEFAULT_REASON = 'Rejected by review (sandbox)';

/**
 * Review queues of deposits and withdrawals (registered under /__qa/finance by
 * qa/routes.ts, behind its token check), the demo auto-approval switch, a
 * reviewer's view of uploaded proofs and the ledger reconciliation.
 */
export async function financeQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { deps, services } = opts;
  const { db, clock } = deps;
  const { finance, uploads } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);
  const hide = { hide: true } as const;

  api.get('/pending', { schema: hide }, async (request) =>
    ok(request, { recharges: await finance.recharges.pending(), withdrawals: await finance.withdrawals.pending() }),
  );

  api.post('/recharges/:id/approve', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await finance.recharges.approve(request.params.id)),
  );
  api.post('/recharges/:id/reject', { schema: { ...hide, params: idParams, body: optionalReason } }, async (request) =>
    ok(request, await finance.recharges.reject(request.params.id, request.body?.reason ?? DEFAULT_REASON)),
  );
  api.post('/withdrawals/:id/approve', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await finance.withdrawals.approve(request.params.id)),
  );
  api.post('/withdrawals/:id/reject', { schema: { ...hide, params: idParams, body: optionalReason } }, async (request) =>
    ok(request, await finance.withdrawals.reject(request.params.id, request.body?.reason ?? DEFAULT_REASON)),
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

  api.get('/uploads/:id', { schema: { ...hide, params: idParams } }, async (request, reply) => {
    const file = await uploads.read(request.params.id, undefined);
    return reply.header('content-type', file.mime).header('x-content-type-options', 'nosniff').send(file.data);
  });

  api.get('/reconcile', { schema: { ...hide, querystring: z.object({ userId: idString }) } }, async (request) =>
    ok(request, { mismatches: await reconcile(db, request.query.userId) }),
  );

  // The demo job lives as long as the app (on the instance holding the job lease); it does nothing until QA switches it on.
  let stop: (() => void) | undefined;
  app.instances.lease.add({
    name: 'finance auto-approval',
    start: async () => {
      stop = startFinanceAutoApprove({ db, clock, finance, onError: (error) => app.log.error({ err: error }, 'finance auto-approval failed') });
    },
    stop: async () => stop?.(),
  });
}
