import type { PrismaClient } from '@sandbox/prisma';
import { PASSWORD_TYPE, toRegionTime } from '@sandbox/shared';
import type { Clock } from '../../../clock.ts';
import { badRequest, notFound } from '../../../errors.ts';
import type { AuthUser } from '../../../routes/handlers.ts';
import { hashPassword } from '../passwords/password.ts';
import { checkThrottledPassword } from '../passwords/password-check.ts';
import { assertStrongPassword } from '../passwords/password-policy.ts';
import { LOGIN_PASSWORD_RECHECK, WITHDRAWAL_PASSWORD } from '../passwords/secret-throttle.ts';
import type { SessionService } from '../sessions/session-service.ts';
import type { RequestMeta } from '../sign-in/context.ts';
import { loadUserInfo } from './user-info.ts';

type ChangePasswordInput =
  | { type: typeof PASSWORD_TYPE.LOGIN; oldPassword: string; newPassword: string; confirmPassword: string }
  | {
      type: typeof PASSWORD_TYPE.WITHDRAWAL;
      oldPassword?: string | undefined;
      loginPassword?: string | undefined;
      newPassword: string;
      confirmPassword: string;
    };

export type AccountService = ReturnType<typeof createAccountService>;

/** The signed-in user's own account (/api/user): the user view, password changes, the activity report. */
export function createAccountService(deps: { db: PrismaClient; clock: Clock; sessions: SessionService }) {
  const { db, clock, sessions } = deps;

  async function mustLoad(userId: string) {
    const user = await db.user.findUnique({ where: { id: userId } });
    if (!user) throw notFound('request.notFound');
    return user;
  }

  return {
    async getMyUserInfo(userId: string) {
      const info = await loadUserInfo(db, userId);
      if (!info) throw notFound('request.notFound');
      return info;
    },

    async changePassword(auth: AuthUser, input: ChangePasswordInput) {
      if (input.newPassword !== input.confirmPassword) throw badRequest('auth.passwordMismatch');
      const user = await mustLoad(auth.id);
      const now = clock.now();

      if (input.type === PASSWORD_TYPE.LOGIN) {
        await checkThrottledPassword(deps, { kind: LOGIN_PASSWORD_RECHECK, userId: user.id, password: input.oldPassword, hash: user.passwordHash, wrongKey: 'auth.oldPasswordWrong' });
        if (input.oldPassword === input.newPassword) throw badRequest('auth.samePassword');
        assertStrongPassword(input.newPassword);
        const passwordHash = await hashPassword(input.newPassword);
        await db.$transaction(async (tx) => {
          await tx.user.update({ where: { id: user.id }, data: { passwordHash, mustChangePassword: false } });
          // Whoever knew the old password is signed out everywhere but here.
          await sessions.revokeOthers(user.id, auth.sessionId, tx);
          await tx.activity.create({ data: { userId: user.id, kind: 'passwordChange', createdAt: now } });
        });
        return null;
      }

      if (user.withdrawPasswordHash) {
        if (!input.oldPassword) throw badRequest('auth.oldWithdrawalPasswordWrong');
        await checkThrottledPassword(deps, {
          kind: WITHDRAWAL_PASSWORD,
          userId: user.id,
          password: input.oldPassword,
          hash: user.withdrawPasswordHash,
          wrongKey: 'auth.oldWithdrawalPasswordWrong',
        });
        if (input.oldPassword === input.newPassword) throw badRequest('auth.samePassword');
      } else {
        if (!input.loginPassword) throw badRequest('auth.withdrawalPasswordNeedsLogin');
        await checkThrottledPassword(deps, { kind: LOGIN_PASSWORD_RECHECK, userId: user.id, password: input.loginPassword, hash: user.passwordHash, wrongKey: 'auth.loginPasswordWrong' });
      }
      const withdrawPasswordHash = await hashPassword(input.newPassword);
      await db.$transaction([
        db.user.update({ where: { id: user.id }, data: { withdrawPasswordHash } }),
        db.activity.create({ data: { userId: user.id, kind: 'withdrawalPasswordChange', createdAt: now } }),
      ]);
      return null;
    },

    /** Records that the user is online ("important customer online" report). */
    async activeReport(userId: string, meta: RequestMeta) {
      const now = clock.now();
      await db.$transaction([
        db.user.update({ where: { id: userId }, data: { lastActiveAt: now, ...(meta.language ? { language: meta.language } : {}) } }),
        db.activity.create({ data: { userId, kind: 'activeReport', ip: meta.ip, userAgent: meta.userAgent, createdAt: now } }),
      ]);
      return { reportedAt: toRegionTime(now) };
    },
  };
}
