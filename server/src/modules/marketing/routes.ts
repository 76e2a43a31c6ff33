import type { Handlers } from '../../routes/handlers.ts';
import type { MarketingModule } from './module.ts';

/** Team and referrals (/api/marketing). The invite link is built on the address the caller reached us at. */
export function marketingHandlers(m: MarketingModule): Handlers {
  return {
    'marketing.myTeam': async ({ user, query, request }) => m.team.myTeam(user.id, query, `${request.protocol}://${request.host}`),
  };
}
