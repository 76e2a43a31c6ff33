import { defineModule } from '../define-module.ts';
import { accountHandlers } from './account/routes.ts';
import { authenticatorQaRoutes } from './authenticator/qa-routes.ts';
import { kycQaRoutes } from './kyc/qa-routes.ts';
import { kycHandlers } from './kyc/routes.ts';
import { createIdentityModule } from './module.ts';
import { profileHandlers } from './profile/routes.ts';
import { signInHandlers } from './sign-in/routes.ts';

// The identity module (/api/app, /api/user, /api/auth) and its face: what the wiring and other modules use.
/** Sign-up and sign-in, sessions, verification codes, passwords, the authenticator, the account and its profile, identity verification. */
export const identityModule = defineModule({
  name: 'identity',
  create: createIdentityModule,
  handlers: (identity) => ({
    ...signInHandlers(identity.signIn, identity.google, identity.publicKeyPem),
    ...accountHandlers(identity.account),
    ...profileHandlers(identity.profile),
    ...kycHandlers(identity.kyc),
  }),
  // The authenticator code for scripted sign-in beside the identity review: the console's and the CLI's paths.
  qa: {
    prefix: '/kyc',
    routes: async (app, ctx) => {
      await authenticatorQaRoutes(app, ctx);
      await kycQaRoutes(app, ctx);
    },
  },
});

export type { IdentityModule } from './module.ts';
export type { SessionService } from './sessions/session-service.ts';
// What the money calls check: the identity level a function needs, the withdrawal password.
export { assertKycLevel } from './kyc/gate.ts';
// What a scenario file's identity review goes through: the kyc module's application and rejection at an instant.
export { applyScenarioKyc, rejectScenarioKyc, type ScenarioKycApplication } from './kyc/kyc-scenario.ts';
export { WITHDRAWAL_PASSWORD } from './passwords/secret-throttle.ts';
export { checkThrottledPassword } from './passwords/password-check.ts';
// What the seeds and their tests use: password hashes, authenticator codes.
export { hashPassword, verifyPassword } from './passwords/password.ts';
export { totpCodeAt } from './authenticator/totp.ts';
