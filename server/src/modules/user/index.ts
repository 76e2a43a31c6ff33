import { defineModule } from '../define-module.ts';
import { createUserModule } from './module.ts';
import { profileHandlers } from './profile-routes.ts';
import { userHandlers } from './routes.ts';
import { withdrawalAccountHandlers } from './withdrawal-accounts-routes.ts';

// The user module (/api/user) and its face: account, profile and withdrawal accounts, and the user view other modules answer with.
/** The account, its profile and the withdrawal accounts (bank cards and addresses). */
export const userModule = defineModule({
  name: 'user',
  create: createUserModule,
  handlers: (user) => ({ ...userHandlers(user.users), ...profileHandlers(user.profile), ...withdrawalAccountHandlers(user.withdrawalAccounts) }),
});

export type { UserModule } from './module.ts';
export type { UserService } from './service.ts';
export { loadUserInfo } from './user-info.ts';
export { assertMayMoveMoney } from './money-gate.ts';
export { STORED_ACCOUNT_TYPE, toWireAccountType } from './withdrawal-accounts-codes.ts';
