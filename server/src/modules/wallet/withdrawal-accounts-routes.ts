import type { Handlers } from '../../routes/handlers.ts';
import type { WithdrawalAccountService } from './withdrawal-accounts.ts';

/** The bound payees' calls (/api/user/appUserWithdrawalInfoSet/*: the wire keeps the user prefix). */
export function withdrawalAccountHandlers(accounts: WithdrawalAccountService): Handlers {
  return {
    'user.withdrawalAccountList': async ({ user, query }) => accounts.list(user.id, query.type),
    'user.withdrawalAccountAdd': async ({ user, body }) => accounts.add(user.id, body),
    'user.withdrawalAccountEdit': async ({ user, body }) => accounts.edit(user.id, body),
  };
}
