import type { Tx } from '@sandbox/prisma';
import { CAPTCHA_SCENE } from '@sandbox/shared';
import { badRequest, conflict } from '../../../errors.ts';
import { grantInitialDemoBalance } from '../../trading/index.ts';
import { findByAccount, openSession, type SignInDeps, type LoginResult, type RequestMeta } from './context.ts';
import { hashPassword } from '../passwords/password.ts';
import { assertStrongPassword, generateInitialPassword, generateInviteCode } from '../passwords/password-policy.ts';
import { emailTarget, phoneTarget, type CodePurpose } from './verification-service.ts';

/* New accounts: the codes sent to a phone or an e-mail, registration, and the guest account a first login makes. */

const SCENE_PURPOSE: Record<number, CodePurpose> = {
  [CAPTCHA_SCENE.REGISTER]: 'register',
  [CAPTCHA_SCENE.LOGIN]: 'login',
  [CAPTCHA_SCENE.SECURITY]: 'security',
};

export type RegisterInput =
  | { type: 'email'; email: string; code: string; password: string; confirmPassword: string; inviteCode?: string | undefined }
  | { type: 'phone'; countryCode: string; phone: string; code: string; password: string; confirmPassword: string; inviteCode?: string | undefined };

async function inviterFor(code: string | undefined, tx: Tx) {
  if (!code) return null;
  const inviter = await tx.user.findUnique({ where: { inviteCode: code.toUpperCase() } });
  if (!inviter) throw badRequest('auth.inviteCodeInvalid');
  return inviter;
}

async function uniqueInviteCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = generateInviteCode();
    if (!(await tx.user.findUnique({ where: { inviteCode: code }, select: { id: true } }))) return code;
  }
}

async function createUser(
  ctx: SignInDeps,
  tx: Tx,
  data: { account: string; email?: string; phone?: string; phoneCode?: string; passwordHash: string; isGuest?: boolean },
  inviteCode: string | undefined,
) {
  const { clock } = ctx;
  const inviter = await inviterFor(inviteCode, tx);
  const user = await tx.user.create({
    data: {
      ...data,
      mustChangePassword: data.isGuest ?? false,
      inviteCode: await uniqueInviteCode(tx),
      inviterId: inviter?.id ?? null,
      inviterPath: inviter ? `${inviter.inviterPath}${inviter.id}/` : '/',
      createdAt: clock.now(),
    },
  });
  await grantInitialDemoBalance(tx, user.id, clock.now());
  return user;
}

export async function sendPhoneCaptcha(ctx: SignInDeps, q: { countryCode: string; phone: string; scene: number }) {
  const purpose = SCENE_PURPOSE[q.scene] ?? 'security';
  if (purpose === 'register' && (await ctx.db.user.findFirst({ where: { phoneCode: q.countryCode, phone: q.phone } }))) {
    throw conflict('auth.accountTaken');
  }
  return ctx.verification.send('sms', phoneTarget(q.countryCode, q.phone), purpose);
}

export async function sendEmailCaptcha(ctx: SignInDeps, q: { email: string; scene: number }) {
  const purpose = SCENE_PURPOSE[q.scene] ?? 'security';
  const target = emailTarget(q.email);
  if (purpose === 'register' && (await ctx.db.user.findUnique({ where: { email: target } }))) throw conflict('auth.accountTaken');
  return ctx.verification.send('email', target, purpose);
}

export async function register(ctx: SignInDeps, input: RegisterInput, meta: RequestMeta): Promise<LoginResult> {
  const { db } = ctx;
  if (input.password !== input.confirmPassword) throw badRequest('auth.passwordMismatch');
  assertStrongPassword(input.password);
  const identity =
    input.type === 'email'
      ? { account: emailTarget(input.email), email: emailTarget(input.email) }
      : { account: input.phone, phone: input.phone, phoneCode: input.countryCode };
  const target = input.type === 'email' ? identity.account : phoneTarget(input.countryCode, input.phone);

  const taken = await db.user.findFirst({
    where: {
      OR: [
        { account: identity.account },
        ...(identity.email ? [{ email: identity.email }] : []),
        ...(identity.phone ? [{ phone: identity.phone, phoneCode: identity.phoneCode }] : []),
      ],
    },
  });
  if (taken) throw conflict('auth.accountTaken');
  if (input.inviteCode && !(await db.user.findUnique({ where: { inviteCode: input.inviteCode.toUpperCase() } }))) {
    throw badRequest('auth.inviteCodeInvalid');
  }
  await ctx.verification.consume(target, 'register', input.code);
  const passwordHash = await hashPassword(input.password);
  return db.$transaction(async (tx) => {
    const user = await createUser(ctx, tx, { ...identity, passwordHash }, input.inviteCode);
    return openSession(ctx, user.id, meta, tx);
  });
}

/** A guest login (SPEC.md section 1): a new account under the typed name, with an initial password to change. */
export async function guestLogin(ctx: SignInDeps, input: { account: string; inviteCode?: string | undefined }, meta: RequestMeta): Promise<LoginResult> {
  if (await findByAccount(ctx, input.account)) throw conflict('auth.accountExists');
  const initialPassword = generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  return ctx.db.$transaction(async (tx) => {
    const user = await createUser(ctx, tx, { account: input.account.trim(), passwordHash, isGuest: true }, input.inviteCode);
    return openSession(ctx, user.id, meta, tx, { initialPassword });
  });
}
