import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, get, post, type Envelope } from './http.ts';
import { defineCalls, type BodyOf, type ResultOf, type user } from './contract.ts';

/** Calls under /api/user (SPEC.md section 7). */

export const USER_CALLS = defineCalls({
  getMyUserInfo: { id: 'user.getMyUserInfo', method: 'GET', path: '/user/appUser/getMyUserInfo' },
  activeReport: { id: 'user.activeReport', method: 'GET', path: '/user/appUser/activeReport' },
  changePassword: { id: 'user.changePassword', method: 'POST', path: '/user/appUser/changePassword' },
  bindGoogleAuth: { id: 'user.bindGoogleAuth', method: 'POST', path: '/user/appUser/bindGoogleAuth' },
});

export type MyUserInfo = ResultOf<typeof user.getMyUserInfo>;
export type ChangePasswordRequest = BodyOf<typeof user.changePassword>;

/**
 * The guard reads the envelope's own code (SPEC.md section 4: "a response code of 200
 * stores the result"), so this call asks the http instance for the raw envelope.
 */
export function fetchMyUserInfoEnvelope(): Promise<Envelope<MyUserInfo> | undefined> {
  return http.get(USER_CALLS.getMyUserInfo.path, { rawEnvelope: true }) as Promise<Envelope<MyUserInfo> | undefined>;
}

export const getMyUserInfo = (): Promise<MyUserInfo> => get(USER_CALLS.getMyUserInfo.path);
export const activeReport = (): Promise<ResultOf<typeof user.activeReport>> => get(USER_CALLS.activeReport.path);
export const changePassword = (body: ChangePasswordRequest): Promise<null> => post(USER_CALLS.changePassword.path, body);

export const bindGoogleAuth = (body: BodyOf<typeof user.bindGoogleAuth>): Promise<null> => post(USER_CALLS.bindGoogleAuth.path, body);

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });

/** Binding changes the user (googleBound): refresh the stored user afterwards. */
export const useBindGoogleAuthMutation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: bindGoogleAuth, onSuccess: () => client.invalidateQueries({ queryKey: ['googleKey'] }) });
};
