import type { Prisma, PrismaClient, Tx } from '@sandbox/prisma';
import { CAPTCHA_SCENE, USER_STATUS, type app, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { AppError, badRequest, conflict, forbidden } from '../../errors.ts';
import type { GoogleAuthService } from './google-auth.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { assertStrongPassword, generateInitialPassword, generateInviteCode } from './password-policy.ts';
import { grantInitialDemoBalance } from '../trade/index.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import type { DeviceTrust } from './device-trust.ts';
import { FREE_FAILURES, SIGN_IN, type SecretThrottle } from './secret-throttle.ts';
import type { SessionService } from './session-service.ts';
import { emailTarget, phoneTarget, type CodePurpose, type VerificationService } from './verification-service.ts';

type LoginResult = app.LoginResult;
type UserRow = Prisma.UserGetPayload<object>;

const SCENE_PURPOSE: Record<number, CodePurpose> = {
  [CAPTCHA_SCENE.REGISTER]: 'register',
  [CAPTCHA_SCENE.LOGIN]: 'login',
  [CAPTCHA_SCENE.SECURITY]: 'security',
};

/**
 * Reads the user view every login answers with. The user module owns it (its loadUserInfo)
 * and the wiring passes it in, so auth does not import user, which imports auth.
 */
export type UserInfoLoader = (tx: Tx, userId: string) => Promise<LoginResult['userInfo'] | null>;

export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  /** The X-Device-Token header: device tokens earlier sign-ins on this device answered with. */
  deviceTokens?: string[];
  /** The language the request was made in: recorded as User.language, which notifications are written in. */
  language?: Language;
}

type RegisterInput =
  | { type: 'email'; email: string; code: string; password: string; confirmPassword: string; inviteCode?: string | undefined }
  | { type: 'phone'; countryCode: string; phone: string; code: string; password: string; confirmPassword: string; inviteCode?: string | undefined };

type LoginInput = { guest: true; account: string; inviteCode?: string | undefined } | { account: string; password: string };
/** Phone and email sign-in take either the password or a login-scene code (the contract checks exactly one). */
type SecretInput = { password?: string | undefined; code?: string | undefined };

/** A wrong credential (400) counts towards the throttle; other refusals (disabled, 2FA needed) do not. */
const isCredentialFailure = (e: unknown) => e instanceof AppError && e.code === 400;

/** A credential to check; `refuse` answers exactly as a wrong one does (same message, same work). */
interface Secret {
  verify: () => Promise<void>;
  refuse: () => Promise<never>;
}

/** A wrong password, after a hash check against the dummy hash so that it takes the usual time. */
async function wrongPassword(password: string, key: 'auth.badCredentials' | 'auth.badCredentialsOrCode'): Promise<never> {
  await verifyPassword(password, await dummyPasswordHash());
  throw badRequest(key);
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: PrismaClient;
  clock: Clock;
  sessions: SessionService;
  verification: VerificationService;
  throttle: SecretThrottle;
  devices: DeviceTrust;
  notify: Notify;
  google: GoogleAuthService;
  loadUserInfo: UserInfoLoader;
}) {
  const { db, clock, sessions, verification, throttle, devices, notify, google, loadUserInfo } = deps;
  // Made now, so the first unknown account does not pay for making it.
  void dummyPasswordHash();

  /** Users matching what someone typed as "account": the account name, the email, or the phone digits. */
  async function findByAccount(typed: string) {
    const account = typed.trim();
    const candidates = await db.user.findMany({
      where: {
        OR: [{ account }, { email: account.toLowerCase() }, ...(/^\d+$/.test(account) ? [{ phone: account }] : [])],
      },
      take: 3,
    });
    // An exact account name wins; a phone number shared by users of two countries is ambiguous.
    return candidates.find((u) => u.account === account) ?? (candidates.length === 1 ? candidates[0] : undefined);
  }

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

  async function openSession(userId: string, meta: RequestMeta, tx: Tx, extra: Partial<LoginResult> = {}): Promise<LoginResult> {
    const token = await sessions.issue(userId, tx);
    // The device is trusted from now on (the token it came with, or a new one).
    const { device, token: deviceToken } = devices.tokenFor(userId, meta.deviceTokens);
    await tx.activity.create({ data: { userId, kind: 'login', ip: meta.ip, userAgent: meta.userAgent, device, createdAt: clock.now() } });
    await tx.user.update({ where: { id: userId }, data: { lastActiveAt: clock.now(), ...(meta.language ? { language: meta.language } : {}) } });
    const userInfo = await loadUserInfo(tx, userId);
    if (!userInfo) throw new Error('user vanished inside its own transaction');
    return { token, userInfo, deviceToken, ...extra };
  }

  async function createUser(
    tx: Tx,
    data: { account: string; email?: string; phone?: string; phoneCode?: string; passwordHash: string; isGuest?: boolean },
    inviteCode: string | undefined,
  ) {
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

  /**
   * Records a failed sign-in; the fifth from untrusted devices within the throttle's window
   * tells the owner (one notice with the address of that attempt), so they can act.
   */
  async function failed(userId: string, meta: RequestMeta, device: string | undefined) {
    const untrusted = await throttle.recordFailure(SIGN_IN, userId, { ...meta, device });
    if (device || untrusted !== FREE_FAILURES) return;
    await db.$transaction((tx) =>
      notify(tx, { userId, kind: NOTICE_KIND.SIGN_IN_FAILURES, refId: userId, params: { count: untrusted, ip: meta.ip ?? '-' } }),
    );
  }

  /**
   * Every sign-in method goes through here: the authenticator question first
   * (answered before any check, so it says nothing about the secret), then the
   * throttle (a throttled guess gets the answer of a wrong one), then the
   * credential (a failure is recorded against the account and address), then
   * the account's state, then the authenticator code when the method carries one.
   */
  async function signIn(user: UserRow, meta: RequestMeta, secret: Secret, googleCode?: string): Promise<LoginResult> {
    if (googleCode === undefined && user.googleBound) throw forbidden('auth.googleRequired');
    if (googleCode !== undefined && (!user.googleBound || !user.googleSecret)) throw conflict('auth.googleNotBound');
    const device = devices.deviceOf(user.id, meta.deviceTokens);
    if ((await throttle.waitMs(SIGN_IN, user.id, meta.ip, device)) > 0) return secret.refuse();
    try {
      await secret.verify();
    } catch (e) {
      if (isCredentialFailure(e)) await failed(user.id, meta, device);
      throw e;
    }
    if (user.status === USER_STATUS.DISABLED) throw forbidden('auth.accountDisabled');
    const bound = user.googleSecret;
    if (googleCode === undefined || !bound) return db.$transaction((tx) => openSession(user.id, meta, tx));
    try {
      return await db.$transaction(async (tx) => {
        await google.consumeCode(tx, user.id, bound, googleCode);
        return openSession(user.id, meta, tx);
      });
    } catch (e) {
      if (!isCredentialFailure(e)) throw e;
      await failed(user.id, meta, device);
      // A wrong code answers like a wrong password: otherwise it would confirm the password.
      throw e instanceof AppError && e.key === 'auth.googleCodeInvalid' ? badRequest('auth.badCredentialsOrCode') : e;
    }
  }

  const passwordSecret = (user: UserRow, password: string, wrong: 'auth.badCredentials' | 'auth.badCredentialsOrCode' = 'auth.badCredentials'): Secret => ({
    verify: async () => {
      if (!(await verifyPassword(password, user.passwordHash))) throw badRequest(wrong);
    },
    refuse: () => wrongPassword(password, wrong),
  });

  const codeSecret = (target: string, code: string): Secret => ({
    verify: () => verification.consume(target, 'login', code),
    refuse: async () => {
      throw badRequest('code.invalid');
    },
  });

  /** Password or a login code sent to `target`; an unknown phone or e-mail gets the same answer as a wrong password. */
  async function signInByTarget(user: UserRow | null, target: string, input: SecretInput, meta: RequestMeta) {
    if (!user) {
      // Still use up a code that was sent, so it cannot be replayed once the account exists.
      if (input.code !== undefined) await verification.consume(target, 'login', input.code);
      return wrongPassword(input.password ?? '', 'auth.badCredentials');
    }
    const secret = input.password !== undefined ? passwordSecret(user, input.password) : codeSecret(target, input.code ?? '');
    return signIn(user, meta, secret);
  }

  return {
    findByAccount,

    async sendPhoneCaptcha(q: { countryCode: string; phone: string; scene: number }) {
      const purpose = SCENE_PURPOSE[q.scene] ?? 'security';
      if (purpose === 'register' && (await db.user.findFirst({ where: { phoneCode: q.countryCode, phone: q.phone } }))) {
        throw conflict('auth.accountTaken');
      }
      return verification.send('sms', phoneTarget(q.countryCode, q.phone), purpose);
    },

    async sendEmailCaptcha(q: { email: string; scene: number }) {
      const purpose = SCENE_PURPOSE[q.scene] ?? 'security';
      const target = emailTarget(q.email);
      if (purpose === 'register' && (await db.user.findUnique({ where: { email: target } }))) throw conflict('auth.accountTaken');
      return verification.send('email', target, purpose);
    },

    async register(input: RegisterInput, meta: RequestMeta): Promise<LoginResult> {
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
      await verification.consume(target, 'register', input.code);
      const passwordHash = await hashPassword(input.password);
      return db.$transaction(async (tx) => {
        const user = await createUser(tx, { ...identity, passwordHash }, input.inviteCode);
        return openSession(user.id, meta, tx);
      });
    },

    /** Account + password, or guest login (SPEC.md section 1). */
    async login(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
      if ('guest' in input) {
        if (await findByAccount(input.account)) throw conflict('auth.accountExists');
        const initialPassword = generateInitialPassword();
        const passwordHash = await hashPassword(initialPassword);
        return db.$transaction(async (tx) => {
          const user = await createUser(tx, { account: input.account.trim(), passwordHash, isGuest: true }, input.inviteCode);
          return openSession(user.id, meta, tx, { initialPassword });
        });
      }
      const user = await findByAccount(input.account);
      // Same answer, and the same hashing work, for an unknown account and a wrong password: no account probing through login.
      if (!user) return wrongPassword(input.password, 'auth.badCredentials');
      return signIn(user, meta, passwordSecret(user, input.password));
    },

    /** Phone with country code, and the password or an SMS code of the login scene. */
    async phoneLogin(input: SecretInput & { countryCode: string; phone: string }, meta: RequestMeta): Promise<LoginResult> {
      const user = await db.user.findFirst({ where: { phoneCode: input.countryCode, phone: input.phone } });
      return signInByTarget(user, phoneTarget(input.countryCode, input.phone), input, meta);
    },

    /** E-mail, and the password or an e-mail code of the login scene. */
    async emailLogin(input: SecretInput & { email: string }, meta: RequestMeta): Promise<LoginResult> {
      const target = emailTarget(input.email);
      const user = await db.user.findUnique({ where: { email: target } });
      return signInByTarget(user, target, input, meta);
    },

    /** Account and password plus the current authenticator code (accounts with it bound). */
    async googleSecretLogin(input: { account: string; password: string; googleCode: string }, meta: RequestMeta): Promise<LoginResult> {
      const user = await findByAccount(input.account);
      if (!user) return wrongPassword(input.password, 'auth.badCredentialsOrCode');
      return signIn(user, meta, passwordSecret(user, input.password, 'auth.badCredentialsOrCode'), input.googleCode);
    },

    /** Tells the login page whether to ask for the authenticator code; false for unknown accounts. */
    async checkGoogleAuth(account: string) {
      const user = await findByAccount(account);
      return { bound: user?.googleBound ?? false };
    },

    async checkAccount(account: string) {
      return { exists: (await findByAccount(account)) !== undefined };
    },

    async logout(sessionId: string, userId: string, meta: RequestMeta) {
      await sessions.revoke(sessionId);
      await db.activity.create({ data: { userId, kind: 'logout', ip: meta.ip, userAgent: meta.userAgent, createdAt: clock.now() } });
      return null;
    },
  };
}
