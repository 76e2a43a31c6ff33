import type { Prisma } from '@sandbox/prisma';
import { USER_STATUS } from '@sandbox/shared';
import { AppError, badRequest, conflict, forbidden } from '../../../errors.ts';
import { NOTICE_KIND } from '../../content/index.ts';
import { findByAccount, openSession, type SignInDeps, type LoginResult, type RequestMeta } from './context.ts';
import { dummyPasswordHash, verifyPassword } from '../passwords/password.ts';
import { FREE_FAILURES, SIGN_IN } from '../passwords/secret-throttle.ts';
import { emailTarget, phoneTarget } from './verification-service.ts';

/* Signing in to an existing account: every method through one path (signIn), the throttle and the authenticator. */

type UserRow = Prisma.UserGetPayload<object>;

/** Phone and email sign-in take either the password or a login-scene code (the contract checks exactly one). */
export type SecretInput = { password?: string | undefined; code?: string | undefined };

/** A wrong credential (400) counts towards the throttle; other refusals (disabled, 2FA needed) do not. */
const isCredentialFailure = (e: unknown) => e instanceof AppError && e.code === 400;

/** A credential to check; `refuse` answers exactly as a wrong one does (same message, same work). */
interface Secret {
  verify: () => Promise<void>;
  refuse: () => Promise<never>;
}

/** A wrong password, after a hash check against the dummy hash so that it takes the usual time. */
export async function wrongPassword(password: string, key: 'auth.badCredentials' | 'auth.badCredentialsOrCode'): Promise<never> {
  await verifyPassword(password, await dummyPasswordHash());
  throw badRequest(key);
}

/**
 * Records a failed sign-in; the fifth from untrusted devices within the throttle's window
 * tells the owner (one notice with the address of that attempt), so they can act.
 */
async function failed(ctx: SignInDeps, userId: string, meta: RequestMeta, device: string | undefined) {
  const untrusted = await ctx.throttle.recordFailure(SIGN_IN, userId, { ...meta, device });
  if (device || untrusted !== FREE_FAILURES) return;
  await ctx.db.$transaction((tx) =>
    ctx.notify(tx, { userId, kind: NOTICE_KIND.SIGN_IN_FAILURES, refId: userId, params: { count: untrusted, ip: meta.ip ?? '-' } }),
  );
}

/** Opens the session, consuming the authenticator code first when the method carries one (a wrong code answers like a wrong password). */
async function openWithCode(ctx: SignInDeps, user: UserRow, meta: RequestMeta, device: string | undefined, googleCode: string | undefined): Promise<LoginResult> {
  const { db } = ctx;
  const bound = user.googleSecret;
  if (googleCode === undefined || !bound) return db.$transaction((tx) => openSession(ctx, user.id, meta, tx));
  try {
    return await db.$transaction(async (tx) => {
      await ctx.google.consumeCode(tx, user.id, bound, googleCode);
      return openSession(ctx, user.id, meta, tx);
    });
  } catch (e) {
    if (!isCredentialFailure(e)) throw e;
    await failed(ctx, user.id, meta, device);
    // A wrong code answers like a wrong password: otherwise it would confirm the password.
    throw e instanceof AppError && e.key === 'auth.googleCodeInvalid' ? badRequest('auth.badCredentialsOrCode') : e;
  }
}

/**
 * Every sign-in method goes through here: the authenticator question first
 * (answered before any check, so it says nothing about the secret), then the
 * throttle (a throttled guess gets the answer of a wrong one), then the
 * credential (a failure is recorded against the account and address), then
 * the account's state, then the authenticator code when the method carries one.
 */
async function signIn(ctx: SignInDeps, user: UserRow, meta: RequestMeta, secret: Secret, googleCode?: string): Promise<LoginResult> {
  if (googleCode === undefined && user.googleBound) throw forbidden('auth.googleRequired');
  if (googleCode !== undefined && (!user.googleBound || !user.googleSecret)) throw conflict('auth.googleNotBound');
  const device = ctx.devices.deviceOf(user.id, meta.deviceTokens);
  if ((await ctx.throttle.waitMs(SIGN_IN, user.id, meta.ip, device)) > 0) return secret.refuse();
  try {
    await secret.verify();
  } catch (e) {
    if (isCredentialFailure(e)) await failed(ctx, user.id, meta, device);
    throw e;
  }
  if (user.status === USER_STATUS.DISABLED) throw forbidden('auth.accountDisabled');
  return openWithCode(ctx, user, meta, device, googleCode);
}

const passwordSecret = (user: UserRow, password: string, wrong: 'auth.badCredentials' | 'auth.badCredentialsOrCode' = 'auth.badCredentials'): Secret => ({
  verify: async () => {
    if (!(await verifyPassword(password, user.passwordHash))) throw badRequest(wrong);
  },
  refuse: () => wrongPassword(password, wrong),
});

const codeSecret = (ctx: SignInDeps, target: string, code: string): Secret => ({
  verify: () => ctx.verification.consume(target, 'login', code),
  refuse: async () => {
    throw badRequest('code.invalid');
  },
});

/** Password or a login code sent to `target`; an unknown phone or e-mail gets the same answer as a wrong password. */
async function signInByTarget(ctx: SignInDeps, user: UserRow | null, target: string, input: SecretInput, meta: RequestMeta) {
  if (!user) {
    // Still use up a code that was sent, so it cannot be replayed once the account exists.
    if (input.code !== undefined) await ctx.verification.consume(target, 'login', input.code);
    return wrongPassword(input.password ?? '', 'auth.badCredentials');
  }
  const secret = input.password !== undefined ? passwordSecret(user, input.password) : codeSecret(ctx, target, input.code ?? '');
  return signIn(ctx, user, meta, secret);
}

/** Account and password. */
export async function passwordLogin(ctx: SignInDeps, input: { account: string; password: string }, meta: RequestMeta): Promise<LoginResult> {
  const user = await findByAccount(ctx, input.account);
  // Same answer, and the same hashing work, for an unknown account and a wrong password: no account probing through login.
  if (!user) return wrongPassword(input.password, 'auth.badCredentials');
  return signIn(ctx, user, meta, passwordSecret(user, input.password));
}

/** Phone with country code, and the password or an SMS code of the login scene. */
export async function phoneLogin(ctx: SignInDeps, input: SecretInput & { countryCode: string; phone: string }, meta: RequestMeta): Promise<LoginResult> {
  const user = await ctx.db.user.findFirst({ where: { phoneCode: input.countryCode, phone: input.phone } });
  return signInByTarget(ctx, user, phoneTarget(input.countryCode, input.phone), input, meta);
}

/** E-mail, and the password or an e-mail code of the login scene. */
export async function emailLogin(ctx: SignInDeps, input: SecretInput & { email: string }, meta: RequestMeta): Promise<LoginResult> {
  const target = emailTarget(input.email);
  const user = await ctx.db.user.findUnique({ where: { email: target } });
  return signInByTarget(ctx, user, target, input, meta);
}

/** Account and password plus the current authenticator code (accounts with it bound). */
export async function googleSecretLogin(ctx: SignInDeps, input: { account: string; password: string; googleCode: string }, meta: RequestMeta): Promise<LoginResult> {
  const user = await findByAccount(ctx, input.account);
  if (!user) return wrongPassword(input.password, 'auth.badCredentialsOrCode');
  return signIn(ctx, user, meta, passwordSecret(user, input.password, 'auth.badCredentialsOrCode'), input.googleCode);
}
