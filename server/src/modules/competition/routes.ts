import type { Handlers } from '../../routes/handlers.ts';
import type { CompetitionModule } from './module.ts';

/** Prize competitions (ext.competition*): list and detail are public (joined and myEntry need a token). */
export function competitionHandlers(m: CompetitionModule): Handlers {
  const { competitions } = m;
  return {
    'ext.competitionList': async ({ query, user, request }) => competitions.list(query, user?.id, request.lang),
    'ext.competitionDetail': async ({ query, user, request }) => competitions.detail(query.id, user?.id, request.lang),
    'ext.competitionJoin': async ({ user, body }) => competitions.join(user.id, body.id),
    'ext.competitionExit': async ({ user, body }) => competitions.exit(user.id, body.id),
    'ext.competitionMyList': async ({ user, query, request }) => competitions.listMy(user.id, query, request.lang),
  };
}
