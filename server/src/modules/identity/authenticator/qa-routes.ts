import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict } from '../../../errors.ts';
import type { QaContext } from '../../define-module.ts';
import type { IdentityModule } from '../module.ts';
import { totpCodeAt, totpStepAt } from './totp.ts';

/**
 * The current authenticator code of a bound account (GET /__qa/kyc/totp, beside the identity
 * review, behind the QA token check), so scripted QA can sign in as a user with two-factor
 * sign-in (the demo's bob).
 */
export async function authenticatorQaRoutes(app: FastifyInstance, { api: identity, ok }: QaContext<IdentityModule>) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/totp', { schema: { hide: true, querystring: z.object({ account: z.string().min(1) }) } }, async (request) => {
    const user = await identity.signIn.findByAccount(request.query.account);
    if (!user) throw badRequest('auth.badCredentials');
    if (!user.googleBound || !user.googleSecret) throw conflict('auth.googleNotBound');
    // The code an authenticator app shows now (the clock sign-in checks codes against).
    const now = identity.totpClock.now().getTime();
    return ok(request, { account: user.account, code: totpCodeAt(user.googleSecret, now), step: totpStepAt(now) });
  });
}
