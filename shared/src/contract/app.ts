import { z } from 'zod';
import { CAPTCHA_SCENE } from '../status.ts';
import { email, emptyResult, otpCode, password, phoneCode, phoneNumber, queryCodeOf } from './common.ts';
import { nameText } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { userInfo } from './user.ts';

/* Registration, login and two-factor set-up (/api/app; the server's identity module). */

const BASE = '/api/app';

const account = nameText(z.string().min(3).max(64)).describe('Account name, email address or phone number (digits)');
const inviteCode = z.string().min(4).max(16).regex(/^[A-Za-z0-9]+$/).describe('Invite code of the referrer');

/** Every successful login answers with a token (sent back as X-Access-Token) and the user. */
export const loginResult = z.object({
  token: z.string(),
  userInfo,
  deviceToken: z
    .string()
    .describe('This device, trusted by the account from now on: sent back as X-Device-Token on later sign-ins, it is throttled by its own failed tries alone'),
  initialPassword: z
    .string()
    .optional()
    .describe('Only on the guest login that created the account: the initial password, shown once; the user should change it in the personal centre'),
});
export type LoginResult = z.infer<typeof loginResult>;

const captchaResult = z.object({
  expiresInSeconds: z.number().int().positive(),
  resendInSeconds: z.number().int().nonnegative().describe('Wait before asking for another code'),
  sandboxCode: z
    .string()
    .optional()
    .describe('The code itself, returned only when the server runs without an SMS/email gateway (sandbox)'),
});

export const getPhoneCaptcha = defineEndpoint({
  id: 'app.getPhoneCaptcha',
  method: 'GET',
  path: `${BASE}/getPhoneCaptcha`,
  auth: 'public',
  summary: 'Send a 6-digit SMS code for a scene (rate-limited)',
  query: z.object({ countryCode: phoneCode, phone: phoneNumber, scene: queryCodeOf(CAPTCHA_SCENE, 'Scene') }),
  result: captchaResult,
});

export const getEmailCaptcha = defineEndpoint({
  id: 'app.getEmailCaptcha',
  method: 'GET',
  path: `${BASE}/getEmailCaptcha`,
  auth: 'public',
  summary: 'Send a 6-digit email code for a scene (rate-limited)',
  query: z.object({ email, scene: queryCodeOf(CAPTCHA_SCENE, 'Scene') }),
  result: captchaResult,
});

const registerCommon = {
  code: otpCode.describe('SMS or email code of scene 1 (register)'),
  password,
  confirmPassword: password,
  inviteCode: inviteCode.optional(),
  agree: z.literal(true).describe('User agreement accepted'),
};

export const register = defineEndpoint({
  id: 'app.register',
  method: 'POST',
  path: `${BASE}/register`,
  auth: 'public',
  summary: 'Register by email or phone with a verification code; logs the new user in',
  body: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('email'), email, ...registerCommon }),
      z.object({ type: z.literal('phone'), countryCode: phoneCode, phone: phoneNumber, ...registerCommon }),
    ])
    .refine((b) => b.password === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }),
  result: loginResult,
});

export const checkGoogleAuth = defineEndpoint({
  id: 'app.checkGoogleAuth',
  method: 'GET',
  path: `${BASE}/checkGoogleAuth`,
  auth: 'public',
  summary:
    'Whether an account has Google Authenticator bound; such accounts must log in with app.googleSecretLogin (app.login answers 403)',
  query: z.object({ account }),
  result: z.object({ bound: z.boolean() }),
});

export const generateGoogleKey = defineEndpoint({
  id: 'app.generateGoogleKey',
  method: 'GET',
  path: `${BASE}/generateGoogleKey`,
  auth: 'login',
  summary: 'A new authenticator secret to copy or scan; it is bound only by user.bindGoogleAuth',
  result: z.object({
    secret: z.string().describe('Base32 secret'),
    otpauthUrl: z.string().describe('otpauth://totp/... URI for the QR code'),
    issuer: z.string(),
    accountName: z.string(),
  }),
});

export const checkAccount = defineEndpoint({
  id: 'app.checkAccount',
  method: 'GET',
  path: `${BASE}/checkAccount`,
  auth: 'public',
  summary: 'Whether an account (name, email or phone) already exists (rate-limited)',
  query: z.object({ account }),
  result: z.object({ exists: z.boolean() }),
});

export const login = defineEndpoint({
  id: 'app.login',
  method: 'POST',
  path: `${BASE}/login`,
  auth: 'public',
  summary:
    'Log in with account and password, or guest login ({ guest: true, account }): a guest login creates the account and returns its initial password once; on an existing account it is refused (409, log in with the password)',
  body: z.union([
    z.object({
      guest: z.literal(true),
      account: z.string().min(3).max(32).regex(/^[A-Za-z0-9_]+$/).describe('New account name (letters, digits, _)'),
      inviteCode: inviteCode.optional(),
    }),
    z.object({ account, password }),
  ]),
  result: loginResult,
});

export const googleSecretLogin = defineEndpoint({
  id: 'app.googleSecretLogin',
  method: 'POST',
  path: `${BASE}/googleSecretLogin`,
  auth: 'public',
  summary: 'Log in with account, password and the current Google Authenticator code',
  body: z.object({ account, password, googleCode: otpCode }),
  result: loginResult,
});

const passwordOrCode = <T extends { password?: string | undefined; code?: string | undefined }>(b: T) =>
  (b.password === undefined) !== (b.code === undefined);

export const phoneLogin = defineEndpoint({
  id: 'app.phoneLogin',
  method: 'POST',
  path: `${BASE}/phoneLogin`,
  auth: 'public',
  summary: 'Log in by phone with either the password or an SMS code of scene 2 (login)',
  body: z
    .object({ countryCode: phoneCode, phone: phoneNumber, password: password.optional(), code: otpCode.optional() })
    .refine(passwordOrCode, { message: 'Give either the password or the code', path: ['code'] }),
  result: loginResult,
});

export const emailLogin = defineEndpoint({
  id: 'app.emailLogin',
  method: 'POST',
  path: `${BASE}/emailLogin`,
  auth: 'public',
  summary: 'Log in by email with either the password or an email code of scene 2 (login)',
  body: z
    .object({ email, password: password.optional(), code: otpCode.optional() })
    .refine(passwordOrCode, { message: 'Give either the password or the code', path: ['code'] }),
  result: loginResult,
});

export const publicKey = defineEndpoint({
  id: 'ext.publicKey',
  method: 'GET',
  path: '/api/ext/publicKey',
  auth: 'public',
  extension: true,
  summary: 'RSA public key (PEM) that encrypts the per-request key of POST bodies',
  result: z.object({ publicKey: z.string().describe('PEM, "-----BEGIN PUBLIC KEY-----..."') }),
});

export const logout = defineEndpoint({
  id: 'ext.logout',
  method: 'POST',
  path: '/api/ext/logout',
  auth: 'login',
  extension: true,
  summary: 'Revoke the token in use',
  result: emptyResult,
});
