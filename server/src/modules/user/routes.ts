import type { Handlers } from '../../routes/handlers.ts';
import { requestMeta } from '../auth/index.ts';
import type { UserService } from './service.ts';

/** /api/user: the signed-in user's own account. */
export function userHandlers(users: UserService): Handlers {
  return {
    'user.getMyUserInfo': async ({ user }) => users.getMyUserInfo(user.id),
    'user.changePassword': async ({ user, body }) => users.changePassword(user, body),
    'user.activeReport': async ({ user, request }) => users.activeReport(user.id, requestMeta(request)),
  };
}
