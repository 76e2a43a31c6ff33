import { useMutation } from '@tanstack/react-query';
import { http, get, post, type Envelope } from './http.ts';
import type { UserInfo } from '../store/user-store.ts';

/** Calls under /api/user (SPEC.md section 7). */

export const USER_INFO_PATH = '/user/appUser/getMyUserInfo';
export const ACTIVE_REPORT_PATH = '/user/appUser/activeReport';

/** type 1 = login password (PASSWORD_TYPE.LOGIN of the shared status table). */
export interface ChangePasswordRequest {
  type: 1;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The guard reads the envelope's own code (SPEC.md section 4: "a response code of 200
 * stores the result"), so this call asks the http instance for the raw envelope.
 */
export function fetchMyUserInfoEnvelope(): Promise<Envelope<UserInfo> | undefined> {
  return http.get(USER_INFO_PATH, { rawEnvelope: true }) as Promise<Envelope<UserInfo> | undefined>;
}

export const getMyUserInfo = (): Promise<UserInfo> => get(USER_INFO_PATH);
export const activeReport = (): Promise<unknown> => get(ACTIVE_REPORT_PATH);
export const changePassword = (body: ChangePasswordRequest): Promise<unknown> =>
  post('/user/appUser/changePassword', body);

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
