import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, user } from './contract.ts';

/** Calls under /api/user (SPEC.md section 7); the shell's own (user info, activity) are in user-session.ts. */

export { activeReport, fetchMyUserInfoEnvelope, getMyUserInfo, type MyUserInfo } from './user-session.ts';
export type ChangePasswordRequest = BodyOf<typeof user.changePassword>;

export const changePassword = (body: ChangePasswordRequest): Promise<null> => call(endpoints['user.changePassword'], { body });

export const bindGoogleAuth = (body: BodyOf<typeof user.bindGoogleAuth>): Promise<null> => call(endpoints['user.bindGoogleAuth'], { body });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });

/** Binding changes the user (googleBound): refresh the stored user afterwards. */
export const useBindGoogleAuthMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindGoogleAuth, onSuccess: () => client.invalidateQueries({ queryKey: ['googleKey'] }) });
};
