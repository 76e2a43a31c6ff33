import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_SCENE } from '@sandbox/shared/status';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { app, BodyOf, QueryOf, ResultOf } from './contract.ts';

/** Calls under /api/app: captchas, registration and the login methods (SPEC.md section 7). */

export { CAPTCHA_SCENE };
export type LoginBody = BodyOf<typeof app.login>;
export type LoginRequest = Extract<LoginBody, { password: string }>;
export type GuestLoginRequest = Extract<LoginBody, { guest: true }>;
export type LoginResult = ResultOf<typeof app.login>;
export type RegisterRequest = BodyOf<typeof app.register>;
export type PhoneLoginRequest = BodyOf<typeof app.phoneLogin>;
export type EmailLoginRequest = BodyOf<typeof app.emailLogin>;
export type GoogleLoginRequest = BodyOf<typeof app.googleSecretLogin>;
export type CaptchaResult = ResultOf<typeof app.getEmailCaptcha>;

export const login = (body: LoginRequest): Promise<LoginResult> => call(endpoints['app.login'], { body });
/** Guest login is app.login with `{ guest: true, account }`; it answers with the initial password once. */
export const guestLogin = (body: GuestLoginRequest): Promise<LoginResult> => call(endpoints['app.login'], { body });
export const phoneLogin = (body: PhoneLoginRequest): Promise<LoginResult> => call(endpoints['app.phoneLogin'], { body });
export const emailLogin = (body: EmailLoginRequest): Promise<LoginResult> => call(endpoints['app.emailLogin'], { body });
/** Accounts with Google Authenticator bound must log in here (app.login answers 403 for them). */
export const googleSecretLogin = (body: GoogleLoginRequest): Promise<LoginResult> => call(endpoints['app.googleSecretLogin'], { body });
export const register = (body: RegisterRequest): Promise<LoginResult> => call(endpoints['app.register'], { body });
export const getEmailCaptcha = (query: QueryOf<typeof app.getEmailCaptcha>): Promise<CaptchaResult> =>
  call(endpoints['app.getEmailCaptcha'], { query });
export const getPhoneCaptcha = (query: QueryOf<typeof app.getPhoneCaptcha>): Promise<CaptchaResult> =>
  call(endpoints['app.getPhoneCaptcha'], { query });

/** A fresh authenticator secret; it is bound only by user.bindGoogleAuth. */
export const generateGoogleKey = (): Promise<ResultOf<typeof app.generateGoogleKey>> => call(endpoints['app.generateGoogleKey']);

export const useGuestLoginMutation = () => useMutation({ mutationFn: guestLogin });
export const useRegisterMutation = () => useMutation({ mutationFn: register });
