import { defineModule } from '../define-module.ts';
import { createTeamModule } from './module.ts';
import { teamHandlers } from './routes.ts';

// The team and referral module and its face: what the wiring and other modules may use.
/** Teams and referral rewards. */
export const teamModule = defineModule({ name: 'team', create: createTeamModule, handlers: teamHandlers });

export { createTeamModule, type TeamModule } from './module.ts';
export { maskAccount } from './mask.ts';
