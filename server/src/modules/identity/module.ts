import type { KeyObject } from 'node:crypto';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { Notify } from '../content/index.ts';
import { createAccountService } from './account/service.ts';
import { createGoogleAuthService } from './authenticator/google-auth.ts';
import { createKycService } from './kyc/service.ts';
import { createSecretThrottle } from './passwords/secret-throttle.ts';
import { createProfileService } from './profile/service.ts';
import { createSessionService } from './sessions/session-service.ts';
import { createDeviceTrust } from './sign-in/device-trust.ts';
import { createSignInService } from './sign-in/service.ts';
import { createVerificationService } from './sign-in/verification-service.ts';

export interface IdentityDeps {
  db: PrismaClient;
  clock: Clock;
  keys: { publicKeyPem: string; privateKey: KeyObject };
  /** What authenticator (TOTP) codes are checked against: the wall clock in the app, a phone cannot follow the sandbox clock. */
  totpClock: Clock;
  /** Writes the user's notification inside the event's transaction (content module). */
  notify: Notify;
}

export type IdentityModule = ReturnType<typeof createIdentityModule>;

/** The identity services: sign-up and sign-in, sessions, codes, the authenticator, the account, its profile, identity verification. */
export function createIdentityModule(deps: IdentityDeps) {
  const { db, clock, notify } = deps;
  const sessions = createSessionService(db, clock);
  const verification = createVerificationService(db, clock);
  const google = createGoogleAuthService(db, clock, deps.totpClock);
  const signIn = createSignInService({
    db,
    clock,
    sessions,
    verification,
    throttle: createSecretThrottle(db, clock),
    devices: createDeviceTrust(deps.keys.privateKey),
    notify,
    google,
  });
  return {
    signIn,
    sessions,
    verification,
    google,
    account: createAccountService({ db, clock, sessions }),
    profile: createProfileService(db, clock, verification),
    kyc: createKycService({ db, clock, notify }),
    publicKeyPem: deps.keys.publicKeyPem,
    totpClock: deps.totpClock,
  };
}
