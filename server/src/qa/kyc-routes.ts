import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import { badRequest, conflict } from '../errors.ts';
import { wallClock } from '../clock.ts';
import { totpCodeAt, totpStepAt } from '../modules/auth/index.ts';
import { DB_KYC_STATUS } from '../modules/kyc/index.ts';
import { qaOk, type QaOptions } from './context.ts';

const STATUS_FILTER = { pending: DB_KYC_STATUS.PENDING, authorized: DB_KYC_STATUS.AUTHORIZED, rejected: DB_KYC_STATUS.REJECTED } as const;
const idParams = z.object({ id: idString });

/**
 * Identity review for QA (registered under /__qa/kyc by qa/routes.ts, behind
 * its token check): the queue, approve, reject with a reason the user sees;
 * and the current authenticator code of a bound account, so scripted QA can
 * sign in as a user with two-factor sign-in (the demo's bob).
 */
export async function kycQaRoutes(app: FastifyInstance, opts: QaOptions) {
  const { deps, services } = opts;
  const { clock } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ok = qaOk(clock);
  const hide = { hide: true } as const;

  api.get(
    '/',
    {
      schema: {
        ...hide,
        querystring: z.object({ status: z.enum(['pending', 'authorized', 'rejected', 'all']).default('pending'), userId: idString.optional() }),
      },
    },
    async (request) => {
      const { status, userId } = request.query;
      return ok(request, await services.kyc.queue({ dbStatus: status === 'all' ? undefined : STATUS_FILTER[status], userId }));
    },
  );

  api.post('/:id/approve', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await services.kyc.review(request.params.id, { approve: true })),
  );

  api.post(
    '/:id/reject',
    { schema: { ...hide, params: idParams, body: z.object({ reason: z.string().trim().min(1).max(200) }) } },
    async (request) => ok(request, await services.kyc.review(request.params.id, { approve: false, reason: request.body.reason })),
  );

  api.get('/totp', { schema: { ...hide, querystring: z.object({ account: z.string().min(1) }) } }, async (request) => {
    const user = await services.auth.findByAccount(request.query.account);
    if (!user) throw badRequest('auth.badCredentials');
    if (!user.googleBound || !user.googleSecret) throw conflict('auth.googleNotBound');
    // The code an authenticator app shows now (the clock sign-in checks codes against).
    const now = (deps.totpClock ?? wallClock).now().getTime();
    return ok(request, { account: user.account, code: totpCodeAt(user.googleSecret, now), step: totpStepAt(now) });
  });

}
