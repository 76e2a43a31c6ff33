import type { Handlers } from '../../routes/handlers.ts';
import type { ShortLinkService } from './short-link-service.ts';

/** GET /api/set/appShortLink/use: public, so an invitation link works before sign-up. */
export function shortLinkHandlers(links: ShortLinkService): Handlers {
  return {
    'set.shortLinkUse': async ({ query }) => links.use(query.code),
  };
}
