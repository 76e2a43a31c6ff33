import type { Handlers } from '../../routes/handlers.ts';
import type { ProfileService } from './profile-service.ts';

/** /api/user/appUser/updateKYC: the personal profile (identity verification itself is the kyc module). */
export function profileHandlers(profile: ProfileService): Handlers {
  return {
    'user.updateKYC': async ({ user, body }) => profile.update(user.id, body),
  };
}
