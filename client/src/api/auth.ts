import { useMutation } from '@tanstack/react-query';
import { get, post } from './http.ts';
import type { UserInfo } from '../store/user-store.ts';

/**
 * Calls under /api/app: captchas, registration and the login methods (SPEC.md section 7).
 * Field names follow shared/src/contract/app.ts.
 */

/** CAPTCHA_SCENE of the shared status table: a code is bound to the scene it was sent for. */
export const CAPTCHA_SCENE = { REGISTER: 1, LOGIN: 2, SECURITY: 3 } as const;

export interface LoginRequest {
  account: string;
  password: string;
}

export interface GuestLoginRequest {
  guest: true;
  /** New account name: letters, digits and _, 3 to 32 characters. */
  account: string;
  inviteCode?: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  /** Only on the guest login that created the account: shown once. */
  initialPassword?: string;
}

interface RegisterCommon {
  code: string;
  password: string;
  confirmPassword: string;
  inviteCode?: string;
  agree: true;
}

export type RegisterRequest =
  | ({ type: 'email'; email: string } & RegisterCommon)
  | ({ type: 'phone'; countryCode: string; phone: string } & RegisterCommon);

export interface CaptchaResult {
  expiresInSeconds: number;
  resendInSeconds: number;
  /** Returned only when the server has no SMS/email gateway (sandbox). */
  sandboxCode?: string;
}

export const login = (body: LoginRequest): Promise<LoginResult> => post('/app/login', body);
export const guestLogin = (body: GuestLoginRequest): Promise<LoginResult> => post('/app/login', body);
export const register = (body: RegisterRequest): Promise<LoginResult> => post('/app/register', body);
export const getEmailCaptcha = (email: string, scene: number): Promise<CaptchaResult> =>
  get('/app/getEmailCaptcha', { email, scene });
export const getPhoneCaptcha = (countryCode: string, phone: string, scene: number): Promise<CaptchaResult> =>
  get('/app/getPhoneCaptcha', { countryCode, phone, scene });

export const useLoginMutation = () => useMutation({ mutationFn: login });
export const useGuestLoginMutation = () => useMutation({ mutationFn: guestLogin });
export const useRegisterMutation = () => useMutation({ mutationFn: register });
