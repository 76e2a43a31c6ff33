import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '@sandbox/shared/contract/common';
import type { QaContext } from '../../define-module.ts';
import { DB_KYC_STATUS } from './codes.ts';
import type { IdentityModule } from '../module.ts';

const STATUS_FILTER = { pending: DB_KYC_STATUS.PENDING, authorized: DB_KYC_STATUS.AUTHORIZED, rejected: DB_KYC_STATUS.REJECTED } as const;
const idParams = z.object({ id: idString });

/**
 * Identity review for QA (under /__qa/kyc, behind the QA token check): the queue, approve,
 * reject with a reason the user sees. (authenticator/qa-routes.ts adds /__qa/kyc/totp beside them.)
 */
export async function kycQaRoutes(app: FastifyInstance, { api: { kyc }, ok }: QaContext<IdentityModule>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
      return ok(request, await kyc.queue({ dbStatus: status === 'all' ? undefined : STATUS_FILTER[status], userId }));
    },
  );

  api.post('/:id/approve', { schema: { ...hide, params: idParams } }, async (request) =>
    ok(request, await kyc.review(request.params.id, { approve: true })),
  );

  api.post(
    '/:id/reject',
    { schema: { ...hide, params: idParams, body: z.object({ reason: z.string().trim().min(1).max(200) }) } },
    async (request) => ok(request, await kyc.review(request.params.id, { approve: false, reason: request.body.reason })),
  );
}
