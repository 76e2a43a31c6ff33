import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';
import { badRequest, conflict, notFound } from '../../../errors.ts';
import { generateTotpSecret, matchTotpStep, TOTP_ISSUER, totpUri } from './totp.ts';

/**
 * The last used authenticator step is kept as one Activity row per user of kind
 * 'totpStep:<n>': the User model has no column for it (schema wish:
 * `User.googleLastStep Int?`). Older rows are deleted when a newer step is used.
 */
const STEP_KIND_PREFIX = 'totpStep:';

export type GoogleAuthService = ReturnType<typeof createGoogleAuthService>;

/** `totpClock` decides the code's step (the wall clock in production); `clock` dates the records. */
export function createGoogleAuthService(db: PrismaClient, clock: Clock, totpClock: Clock) {
  /**
   * Checks an authenticator code for a bound user and uses it up, inside the
   * caller's transaction (SQLite serialises them, so two requests with the same
   * code cannot both pass). Throws auth.googleCodeInvalid or auth.googleCodeUsed.
   */
  async function consumeCode(tx: Tx, userId: string, secret: string, code: string): Promise<void> {
    const step = matchTotpStep(secret, code, totpClock.now().getTime());
    if (step === null) throw badRequest('auth.googleCodeInvalid');
    const used = await tx.activity.findMany({
      where: { userId, kind: { startsWith: STEP_KIND_PREFIX } },
      select: { id: true, kind: true },
    });
    const lastStep = Math.max(-1, ...used.map((u) => Number(u.kind.slice(STEP_KIND_PREFIX.length))));
    // A step at or before the last used one is a replay (or an older code after a newer one).
    if (step <= lastStep) throw badRequest('auth.googleCodeUsed');
    await tx.activity.deleteMany({ where: { id: { in: used.map((u) => u.id) } } });
    await tx.activity.create({ data: { userId, kind: `${STEP_KIND_PREFIX}${step}`, createdAt: clock.now() } });
  }

  return {
    consumeCode,

    /**
     * Verifies the code of a user who has the authenticator bound, in its own
     * transaction unless one is given (withdrawals and other modules call this).
     */
    async verifyBoundUserCode(userId: string, code: string, tx?: Tx): Promise<void> {
      const run = async (t: Tx) => {
        const user = await t.user.findUnique({ where: { id: userId }, select: { googleBound: true, googleSecret: true } });
        if (!user?.googleBound || !user.googleSecret) throw conflict('auth.googleNotBound');
        await consumeCode(t, userId, user.googleSecret, code);
      };
      return tx ? run(tx) : db.$transaction(run);
    },

    async isBound(userId: string): Promise<boolean> {
      const user = await db.user.findUnique({ where: { id: userId }, select: { googleBound: true } });
      return user?.googleBound ?? false;
    },

    /**
     * A new secret for the signed-in user. It is kept (unbound) in
     * User.googleSecret so that binding can check the user scans the key the
     * server issued; a bound authenticator is never replaced this way.
     */
    async generateKey(userId: string) {
      const secret = generateTotpSecret();
      const updated = await db.user.updateMany({ where: { id: userId, googleBound: false }, data: { googleSecret: secret } });
      if (updated.count !== 1) {
        if (!(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound('request.notFound');
        throw conflict('auth.googleAlreadyBound');
      }
      const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { account: true } });
      return { secret, otpauthUrl: totpUri(secret, user.account), issuer: TOTP_ISSUER, accountName: user.account };
    },

    /** Binds the issued secret once the user proves the app shows its codes. */
    async bind(userId: string, input: { secret: string; googleCode: string }): Promise<null> {
      const secret = input.secret.replace(/=+$/, '');
      await db.$transaction(async (tx) => {
        const user = await tx.user.findUnique({ where: { id: userId }, select: { googleBound: true, googleSecret: true } });
        if (!user) throw notFound('request.notFound');
        if (user.googleBound) throw conflict('auth.googleAlreadyBound');
        if (!user.googleSecret || user.googleSecret !== secret) throw badRequest('auth.googleKeyUnknown');
        await consumeCode(tx, userId, secret, input.googleCode);
        const flipped = await tx.user.updateMany({ where: { id: userId, googleBound: false, googleSecret: secret }, data: { googleBound: true } });
        if (flipped.count !== 1) throw conflict('auth.googleAlreadyBound');
        await tx.activity.create({ data: { userId, kind: 'googleBind', createdAt: clock.now() } });
      });
      return null;
    },
  };
}
