import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { app, Language } from '@sandbox/shared';
import type { Clock } from '../../../clock.ts';
import type { Notify } from '../../content/index.ts';
import { loadUserInfo } from '../account/user-info.ts';
import type { DeviceTrust } from './device-trust.ts';
import type { GoogleAuthService } from '../authenticator/google-auth.ts';
import type { SecretThrottle } from '../passwords/secret-throttle.ts';
import type { SessionService } from '../sessions/session-service.ts';
import type { VerificationService } from './verification-service.ts';

/* What the sign-in service's parts (sign-in, registration) share: the dependencies, the request's metadata, the session a sign-in opens. */

export type LoginResult = app.LoginResult;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  /** The X-Device-Token header: device tokens earlier sign-ins on this device answered with. */
  deviceTokens?: string[];
  /** The language the request was made in: recorded as User.language, which notifications are written in. */
  language?: Language;
}

export interface SignInDeps {
  db: PrismaClient;
  clock: Clock;
  sessions: SessionService;
  verification: VerificationService;
  throttle: SecretThrottle;
  devices: DeviceTrust;
  notify: Notify;
  google: GoogleAuthService;
}

/** Users matching what someone typed as "account": the account name, the email, or the phone digits. */
export async function findByAccount(ctx: SignInDeps, typed: string) {
  const account = typed.trim();
  const candidates = await ctx.db.user.findMany({
    where: {
      OR: [{ account }, { email: account.toLowerCase() }, ...(/^\d+$/.test(account) ? [{ phone: account }] : [])],
    },
    take: 3,
  });
  // An exact account name wins; a phone number shared by users of two countries is ambiguous.
  return candidates.find((u) => u.account === account) ?? (candidates.length === 1 ? candidates[0] : undefined);
}

/** Opens a session in `tx`: the token, the trusted device, the login activity and the user view. */
export async function openSession(ctx: SignInDeps, userId: string, meta: RequestMeta, tx: Tx, extra: Partial<LoginResult> = {}): Promise<LoginResult> {
  const { clock } = ctx;
  const token = await ctx.sessions.issue(userId, tx);
  // The device is trusted from now on (the token it came with, or a new one).
  const { device, token: deviceToken } = ctx.devices.tokenFor(userId, meta.deviceTokens);
  await tx.activity.create({ data: { userId, kind: 'login', ip: meta.ip, userAgent: meta.userAgent, device, createdAt: clock.now() } });
  await tx.user.update({ where: { id: userId }, data: { lastActiveAt: clock.now(), ...(meta.language ? { language: meta.language } : {}) } });
  const userInfo = await loadUserInfo(tx, userId);
  if (!userInfo) throw new Error('user vanished inside its own transaction');
  return { token, userInfo, deviceToken, ...extra };
}
