import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callForEnvelope } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { ReceivedEnvelope } from './http.ts';
import type { BodyOf, ResultOf, user } from './contract.ts';

/** Calls under /api/user (SPEC.md section 7). */

export type MyUserInfo = ResultOf<typeof user.getMyUserInfo>;
export type ChangePasswordRequest = BodyOf<typeof user.changePassword>;

/**
 * The guard reads the envelope's own code (SPEC.md section 4: "a response code of 200
 * stores the result"), so this call asks the http instance for the raw envelope.
 */
export function fetchMyUserInfoEnvelope(): Promise<ReceivedEnvelope<MyUserInfo> | undefined> {
  return callForEnvelope(endpoints['user.getMyUserInfo']);
}

export const getMyUserInfo = (): Promise<MyUserInfo> => call(endpoints['user.getMyUserInfo']);
export const activeReport = (): Promise<ResultOf<typeof user.activeReport>> => call(endpoints['user.activeReport']);
export const changePassword = (body: ChangePasswordRequest): Promise<null> => call(endpoints['user.changePassword'], { body });

export const bindGoogleAuth = (body: BodyOf<typeof user.bindGoogleAuth>): Promise<null> => call(endpoints['user.bindGoogleAuth'], { body });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });

/** Binding changes the user (googleBound): refresh the stored user afterwards. */
export const useBindGoogleAuthMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindGoogleAuth, onSuccess: () => client.invalidateQueries({ queryKey: ['googleKey'] }) });
};
