import { defineModule } from '../define-module.ts';
import { createAuthModule } from './module.ts';
import { authQaRoutes } from './qa-routes.ts';
import { authHandlers } from './routes.ts';

// The auth module: sign-in, sessions, codes, passwords and the authenticator (/api/app); its face for the wiring and other modules.
/** Sign-in, sessions, verification codes, passwords and the authenticator. */
export const authModule = defineModule({
  name: 'auth',
  create: createAuthModule,
  handlers: (identity) => authHandlers(identity.auth, identity.google, identity.publicKeyPem),
  qa: { prefix: '/kyc', routes: authQaRoutes },
});

export type { AuthModule } from './module.ts';
export { requestMeta } from './routes.ts';
export type { AuthService, RequestMeta, UserInfoLoader } from './service.ts';
export type { DeviceTrust } from './device-trust.ts';
export type { GoogleAuthService } from './google-auth.ts';
export { LOGIN_PASSWORD_RECHECK, WITHDRAWAL_PASSWORD } from './secret-throttle.ts';
export type { SessionService } from './session-service.ts';
export { phoneTarget, type VerificationService } from './verification-service.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { checkThrottledPassword } from './password-check.ts';
export { assertStrongPassword } from './password-policy.ts';
export { totpCodeAt, totpStepAt } from './totp.ts';
