import type { KeyObject } from 'node:crypto';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { Notify } from '../content/index.ts';
import { createDeviceTrust } from './device-trust.ts';
import { createGoogleAuthService } from './google-auth.ts';
import { createSecretThrottle } from './secret-throttle.ts';
import { createAuthService, type UserInfoLoader } from './service.ts';
import { createSessionService } from './session-service.ts';
import { createVerificationService } from './verification-service.ts';

export interface AuthDeps {
  db: PrismaClient;
  clock: Clock;
  keys: { publicKeyPem: string; privateKey: KeyObject };
  /** What authenticator (TOTP) codes are checked against: the wall clock in the app, a phone cannot follow the sandbox clock. */
  totpClock: Clock;
  notify: Notify;
  /** The user view a sign-in answers with (the user module's). */
  loadUserInfo: UserInfoLoader;
}

export type AuthModule = ReturnType<typeof createAuthModule>;

export function createAuthModule(deps: AuthDeps) {
  const { db, clock } = deps;
  const sessions = createSessionService(db, clock);
  const verification = createVerificationService(db, clock);
  const google = createGoogleAuthService(db, clock, deps.totpClock);
  const auth = createAuthService({
    db,
    clock,
    sessions,
    verification,
    throttle: createSecretThrottle(db, clock),
    devices: createDeviceTrust(deps.keys.privateKey),
    notify: deps.notify,
    google,
    loadUserInfo: deps.loadUserInfo,
  });
  return { auth, sessions, verification, google, publicKeyPem: deps.keys.publicKeyPem, totpClock: deps.totpClock };
}
