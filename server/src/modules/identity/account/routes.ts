import type { Handlers } from '../../../routes/handlers.ts';
import { requestMeta } from '../sign-in/routes.ts';
import type { AccountService } from './service.ts';

/** /api/user: the signed-in user's own account. */
export function accountHandlers(account: AccountService): Handlers {
  return {
    'user.getMyUserInfo': async ({ user }) => account.getMyUserInfo(user.id),
    'user.changePassword': async ({ user, body }) => account.changePassword(user, body),
    'user.activeReport': async ({ user, request }) => account.activeReport(user.id, requestMeta(request)),
  };
}
