// The auth module's face (/api/app): sign-in, sessions, codes, passwords and authenticator, for the wiring and other modules.
export { authHandlers, requestMeta } from './routes.ts';
export { createAuthService, type AuthService, type RequestMeta, type UserInfoLoader } from './service.ts';
export { createDeviceTrust, type DeviceTrust } from './device-trust.ts';
export { createGoogleAuthService, type GoogleAuthService } from './google-auth.ts';
export { createSecretThrottle, LOGIN_PASSWORD_RECHECK, WITHDRAWAL_PASSWORD } from './secret-throttle.ts';
export { createSessionService, type SessionService } from './session-service.ts';
export { createVerificationService, phoneTarget, type VerificationService } from './verification-service.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { checkThrottledPassword } from './password-check.ts';
export { assertStrongPassword } from './password-policy.ts';
export { totpCodeAt, totpStepAt } from './totp.ts';
