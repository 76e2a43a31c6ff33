import type { FastifyRequest } from 'fastify';
import { DEVICE_HEADER, MAX_DEVICE_TOKENS } from '@sandbox/shared';
import type { Handlers } from '../../../routes/handlers.ts';
import type { GoogleAuthService } from '../authenticator/google-auth.ts';
import type { RequestMeta, SignInService } from './service.ts';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  // Only a request that names a language (the app's `lang` header, or a browser's) sets the user's.
  const named = Boolean(request.headers['lang'] ?? request.headers['accept-language']);
  const device = request.headers[DEVICE_HEADER.toLowerCase()];
  return {
    ip: request.ip,
    userAgent: typeof ua === 'string' ? ua.slice(0, 256) : undefined,
    ...(typeof device === 'string' ? { deviceTokens: device.split(',', MAX_DEVICE_TOKENS) } : {}),
    ...(named ? { language: request.lang } : {}),
  };
}

/** /api/app: sign-up, sign-in, captcha, authenticator; plus the public-key and logout extensions. */
export function signInHandlers(signIn: SignInService, google: GoogleAuthService, publicKeyPem: string): Handlers {
  return {
    'app.getPhoneCaptcha': async ({ query }) => signIn.sendPhoneCaptcha(query),
    'app.getEmailCaptcha': async ({ query }) => signIn.sendEmailCaptcha(query),
    'app.register': async ({ body, request }) => signIn.register(body, requestMeta(request)),
    'app.login': async ({ body, request }) => signIn.login(body, requestMeta(request)),
    'app.checkAccount': async ({ query }) => signIn.checkAccount(query.account),
    'app.phoneLogin': async ({ body, request }) => signIn.phoneLogin(body, requestMeta(request)),
    'app.emailLogin': async ({ body, request }) => signIn.emailLogin(body, requestMeta(request)),
    'app.googleSecretLogin': async ({ body, request }) => signIn.googleSecretLogin(body, requestMeta(request)),
    'app.checkGoogleAuth': async ({ query }) => signIn.checkGoogleAuth(query.account),
    'app.generateGoogleKey': async ({ user }) => google.generateKey(user.id),
    // The contract files binding under /api/user; the authenticator's rules live here with sign-in.
    'user.bindGoogleAuth': async ({ user, body }) => google.bind(user.id, body),
    'ext.publicKey': async () => ({ publicKey: publicKeyPem }),
    'ext.logout': async ({ user, request }) => signIn.logout(user.sessionId, user.id, requestMeta(request)),
  };
}
