import type { Handlers } from '../../../routes/handlers.ts';
import type { KycService } from './service.ts';

/** /api/auth/appAuth: identity verification of the signed-in user (only their own applications). */
export function kycHandlers(kyc: KycService): Handlers {
  return {
    'kyc.applyKYC': async ({ user, body }) => kyc.applyBasic(user.id, body),
    'kyc.applyAdvanced': async ({ user, body }) => kyc.applyAdvanced(user.id, body),
    'kyc.isHaveAuth': async ({ user }) => kyc.isHaveAuth(user.id),
    'kyc.isHaveAuthDone': async ({ user }) => kyc.isHaveAuthDone(user.id),
    'kyc.listMy': async ({ user }) => kyc.listMine(user.id),
  };
}
