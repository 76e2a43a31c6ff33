import { findByAccount, type SignInDeps, type LoginResult, type RequestMeta } from './context.ts';
import { dummyPasswordHash } from '../passwords/password.ts';
import { guestLogin, register, sendEmailCaptcha, sendPhoneCaptcha, type RegisterInput } from './registration.ts';
import { emailLogin, googleSecretLogin, passwordLogin, phoneLogin, type SecretInput } from './sign-in.ts';

export type { RequestMeta } from './context.ts';

type LoginInput = { guest: true; account: string; inviteCode?: string | undefined } | { account: string; password: string };

export type SignInService = ReturnType<typeof createSignInService>;

/**
 * Sign-up and sign-in (/api/app). The parts: registration.ts (codes, registration, guest
 * accounts), sign-in.ts (every sign-in method through one path), context.ts (what they share).
 */
export function createSignInService(deps: SignInDeps) {
  const ctx = deps;
  // Made now, so the first unknown account does not pay for making it.
  void dummyPasswordHash();

  return {
    findByAccount: (typed: string) => findByAccount(ctx, typed),
    sendPhoneCaptcha: (q: { countryCode: string; phone: string; scene: number }) => sendPhoneCaptcha(ctx, q),
    sendEmailCaptcha: (q: { email: string; scene: number }) => sendEmailCaptcha(ctx, q),
    register: (input: RegisterInput, meta: RequestMeta): Promise<LoginResult> => register(ctx, input, meta),

    /** Account + password, or guest login (SPEC.md section 1). */
    login: (input: LoginInput, meta: RequestMeta): Promise<LoginResult> => ('guest' in input ? guestLogin(ctx, input, meta) : passwordLogin(ctx, input, meta)),

    /** Phone with country code, and the password or an SMS code of the login scene. */
    phoneLogin: (input: SecretInput & { countryCode: string; phone: string }, meta: RequestMeta): Promise<LoginResult> => phoneLogin(ctx, input, meta),

    /** E-mail, and the password or an e-mail code of the login scene. */
    emailLogin: (input: SecretInput & { email: string }, meta: RequestMeta): Promise<LoginResult> => emailLogin(ctx, input, meta),

    /** Account and password plus the current authenticator code (accounts with it bound). */
    googleSecretLogin: (input: { account: string; password: string; googleCode: string }, meta: RequestMeta): Promise<LoginResult> => googleSecretLogin(ctx, input, meta),

    /** Tells the login page whether to ask for the authenticator code; false for unknown accounts. */
    async checkGoogleAuth(account: string) {
      const user = await findByAccount(ctx, account);
      return { bound: user?.googleBound ?? false };
    },

    async checkAccount(account: string) {
      return { exists: (await findByAccount(ctx, account)) !== undefined };
    },

    async logout(sessionId: string, userId: string, meta: RequestMeta) {
      await ctx.sessions.revoke(sessionId);
      await ctx.db.activity.create({ data: { userId, kind: 'logout', ip: meta.ip, userAgent: meta.userAgent, createdAt: ctx.clock.now() } });
      return null;
    },
  };
}
