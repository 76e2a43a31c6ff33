import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../routes/handlers.ts';
import type { TeamModule } from './module.ts';

/**
 * The address the caller's page was loaded from, so the invite link opens the same build:
 * the Origin header, else the origin of the Referer (browsers send it on same-origin GETs),
 * else the address the request reached us at (behind a dev proxy that is the API's own).
 */
export function pageOrigin(request: FastifyRequest): string {
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header !== 'string') continue;
    try {
      const url = new URL(header);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // Not a URL: try the next source.
    }
  }
  return `${request.protocol}://${request.host}`;
}

/** Team and referrals (/api/marketing). */
export function teamHandlers(m: TeamModule): Handlers {
  return {
    'marketing.myTeam': async ({ user, query, request }) => m.team.myTeam(user.id, query, pageOrigin(request)),
  };
}
