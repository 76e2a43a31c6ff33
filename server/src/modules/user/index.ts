// The user module's face (/api/user): account, profile and withdrawal accounts, and the user view other modules answer with.
export { userHandlers } from './routes.ts';
export { createUserService, type UserService } from './service.ts';
export { profileHandlers } from './profile-routes.ts';
export { createProfileService } from './profile-service.ts';
export { createWithdrawalAccountService } from './withdrawal-accounts.ts';
export { withdrawalAccountHandlers } from './withdrawal-accounts-routes.ts';
export { loadUserInfo } from './user-info.ts';
export { assertMayMoveMoney } from './money-gate.ts';
export { STORED_ACCOUNT_TYPE, toWireAccountType } from './withdrawal-accounts-codes.ts';
