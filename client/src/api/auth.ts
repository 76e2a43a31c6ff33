import { useMutation } from '@tanstack/react-query';
import { CAPTCHA_SCENE } from '@sandbox/shared/status';
import { get, post } from './http.ts';
import { defineCalls, type app, type BodyOf, type QueryOf, type ResultOf } from './contract.ts';

/** Calls under /api/app: captchas, registration and the login methods (SPEC.md section 7). */

export const AUTH_CALLS = defineCalls({
  login: { id: 'app.login', method: 'POST', path: '/app/login' },
  register: { id: 'app.register', method: 'POST', path: '/app/register' },
  phoneLogin: { id: 'app.phoneLogin', method: 'POST', path: '/app/phoneLogin' },
  emailLogin: { id: 'app.emailLogin', method: 'POST', path: '/app/emailLogin' },
  googleSecretLogin: { id: 'app.googleSecretLogin', method: 'POST', path: '/app/googleSecretLogin' },
  getEmailCaptcha: { id: 'app.getEmailCaptcha', method: 'GET', path: '/app/getEmailCaptcha' },
  getPhoneCaptcha: { id: 'app.getPhoneCaptcha', method: 'GET', path: '/app/getPhoneCaptcha' },
  generateGoogleKey: { id: 'app.generateGoogleKey', method: 'GET', path: '/app/generateGoogleKey' },
});

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

export const login = (body: LoginRequest): Promise<LoginResult> => post(AUTH_CALLS.login.path, body);
/** Guest login is app.login with `{ guest: true, account }`; it answers with the initial password once. */
export const guestLogin = (body: GuestLoginRequest): Promise<LoginResult> => post(AUTH_CALLS.login.path, body);
export const phoneLogin = (body: PhoneLoginRequest): Promise<LoginResult> => post(AUTH_CALLS.phoneLogin.path, body);
export const emailLogin = (body: EmailLoginRequest): Promise<LoginResult> => post(AUTH_CALLS.emailLogin.path, body);
/** Accounts with Google Authenticator bound must log in here (app.login answers 403 for them). */
export const googleSecretLogin = (body: GoogleLoginRequest): Promise<LoginResult> => post(AUTH_CALLS.googleSecretLogin.path, body);
export const register = (body: RegisterRequest): Promise<LoginResult> => post(AUTH_CALLS.register.path, body);
export const getEmailCaptcha = (query: QueryOf<typeof app.getEmailCaptcha>): Promise<CaptchaResult> =>
  get(AUTH_CALLS.getEmailCaptcha.path, query);
export const getPhoneCaptcha = (query: QueryOf<typeof app.getPhoneCaptcha>): Promise<CaptchaResult> =>
  get(AUTH_CALLS.getPhoneCaptcha.path, query);

/** A fresh authenticator secret; it is bound only by user.bindGoogleAuth. */
export const generateGoogleKey = (): Promise<ResultOf<typeof app.generateGoogleKey>> => get(AUTH_CALLS.generateGoogleKey.path);

export const useGuestLoginMutation = () => useMutation({ mutationFn: guestLogin });
export const useRegisterMutation = () => useMutation({ mutationFn: register });
