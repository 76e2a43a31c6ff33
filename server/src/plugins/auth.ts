import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { TOKEN_HEADER } from '@sandbox/shared';
import { unauthorized } from '../errors.ts';
import type { SessionService } from '../modules/identity/index.ts';
import type { AuthUser } from '../routes/handlers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[TOKEN_HEADER.toLowerCase()];
  const token = Array.isArray(raw) ? raw[0] : raw;
  return token?.trim() || undefined;
}

/** preHandlers for the two access levels of the contract: login routes require a live session. */
export function createAuthHooks(sessions: SessionService) {
  return {
    async authenticate(request: FastifyRequest): Promise<void> {
      const token = tokenOf(request);
      const user = token ? await sessions.resolve(token) : null;
      if (!user) throw unauthorized();
      request.user = user;
    },
    /**
     * Public routes still know who is calling when a valid token comes along. Callback style:
     * most public calls carry no token and then cost no promise (issue 12's cheap GET).
     */
    identify(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
      const token = tokenOf(request);
      if (!token) return done();
      sessions.resolve(token).then((user) => {
        request.user = user ?? undefined;
        done();
      }, done);
    },
  };
}
