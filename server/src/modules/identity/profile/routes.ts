import type { Handlers } from '../../../routes/handlers.ts';
import type { ProfileService } from './service.ts';

/** /api/user/appUser/updateKYC: the personal profile (identity verification itself is kyc/). */
export function profileHandlers(profile: ProfileService): Handlers {
  return {
    'user.updateKYC': async ({ user, body }) => profile.update(user.id, body),
  };
}
