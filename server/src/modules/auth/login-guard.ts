import type { PrismaClient, Tx } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { tooMany } from '../../errors.ts';

/** After this many failed sign-ins within the window, the account is locked ... */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** ... for this long after the last failure. */
export const LOGIN_LOCK_MS = 15 * 60_000;

export const LOGIN_FAILED_KIND = 'loginFailed';

export type LoginGuard = ReturnType<typeof createLoginGuard>;

/**
 * Sign-in lockout, shared by every sign-in method (password, phone, email,
 * authenticator). Failures are Activity rows of kind 'loginFailed' against the
 * account; a successful sign-in (kind 'login') starts the count afresh. While
 * locked, attempts are refused before any credential is checked and are not
 * recorded, so the lock ends 15 minutes after the failure that caused it.
 */
export function createLoginGuard(db: PrismaClient, clock: Clock) {
  return {
    /** Throws 429 auth.locked with the whole minutes left when the account is locked. */
    async assertNotLocked(userId: string): Promise<void> {
      const now = clock.now().getTime();
      const lastLogin = await db.activity.findFirst({
        where: { userId, kind: 'login' },
        orderBy: { createdAt: 'desc' },
        select: { createdAt: true },
      });
      // Failures older than window + lock cannot hold a lock any more; a successful sign-in clears the count.
      const since = Math.max(now - LOGIN_FAILURE_WINDOW_MS - LOGIN_LOCK_MS, lastLogin ? lastLogin.createdAt.getTime() + 1 : 0);
      const failures = (
        await db.activity.findMany({
          where: { userId, kind: LOGIN_FAILED_KIND, createdAt: { gte: new Date(since) } },
          orderBy: { createdAt: 'desc' },
          select: { createdAt: true },
        })
      ).map((f) => f.createdAt.getTime());
      // The newest failure that completed MAX_LOGIN_FAILURES within one window starts the lock.
      for (let i = 0; i + MAX_LOGIN_FAILURES - 1 < failures.length; i++) {
        const last = failures[i] ?? 0;
        const first = failures[i + MAX_LOGIN_FAILURES - 1] ?? 0;
        if (last - first > LOGIN_FAILURE_WINDOW_MS) continue;
        const waitMs = last + LOGIN_LOCK_MS - now;
        if (waitMs > 0) throw tooMany('auth.locked', { minutes: Math.ceil(waitMs / 60_000) });
        return;
      }
    },

    async recordFailure(userId: string, meta: { ip?: string | undefined; userAgent?: string | undefined }, tx: PrismaClient | Tx = db) {
      await tx.activity.create({
        data: { userId, kind: LOGIN_FAILED_KIND, ip: meta.ip ?? null, userAgent: meta.userAgent ?? null, createdAt: clock.now() },
      });
    },
  };
}
