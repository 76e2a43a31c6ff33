import { defineModule } from '../define-module.ts';
import { createUserModule } from './module.ts';
import { profileHandlers } from './profile-routes.ts';
import { userHandlers } from './routes.ts';

// The user module (/api/user) and its face: account and profile, and the user view other modules answer with.
/** The account and its profile. */
export const userModule = defineModule({
  name: 'user',
  create: createUserModule,
  handlers: (user) => ({ ...userHandlers(user.users), ...profileHandlers(user.profile) }),
});

export type { UserModule } from './module.ts';
export type { UserService } from './service.ts';
export { loadUserInfo } from './user-info.ts';
