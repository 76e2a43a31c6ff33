import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';

/**
 * Throttle for guesses at a secret (sign-in password or code, withdrawal
 * password), with a growing delay instead of a lock. Sign-in counts per source: a device
 * the account trusts (device-trust.ts) by its own failures; anything else by its address
 * and, together, by the account-wide ceiling. An attacker therefore slows only the
 * attacker: the owner on a trusted device signs in at once whatever else is going on.
 *
 * Written by hand because @fastify/rate-limit (used per IP per route) counts
 * requests in memory: it cannot key on the account a request names, forgets
 * everything on restart, and counts successes as well as failures. Here the
 * failures are Activity rows (the database is the source of truth, read on the
 * sandbox clock), so two indexed queries per attempt decide.
 */

/** Failures allowed within the window before each further try has to wait. */
export const FREE_FAILURES = 5;
/** Failures from all untrusted sources together before every untrusted source has to wait too. */
export const ACCOUNT_FREE_FAILURES = 50;
export const FAILURE_WINDOW_MS = 60 * 60_000;
/** The first wait after the free failures; it doubles with each further failure ... */
export const BASE_DELAY_MS = 30_000;
/** ... up to this. */
export const MAX_DELAY_MS = 15 * 60_000;

export interface ThrottleKind {
  /** Activity kind of a failed guess. */
  failure: string;
  /**
   * Activity kind of a success, which starts the count afresh for its device or address.
   * With it the count is per source (trusted device, or address and the account-wide
   * ceiling); without it per account alone (the caller is already signed in).
   */
  success?: string;
}

export const SIGN_IN: ThrottleKind = { failure: 'loginFailed', success: 'login' };
export const WITHDRAWAL_PASSWORD: ThrottleKind = { failure: 'withdrawalPasswordFailed' };
/** The login password asked again by a signed-in user (to change it, or to set the first withdrawal password). */
export const LOGIN_PASSWORD_RECHECK: ThrottleKind = { failure: 'loginPasswordRecheckFailed' };

/** The wait after `failures` failures in the window when `free` of them cost nothing. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(BASE_DELAY_MS * 2 ** (failures - free), MAX_DELAY_MS);
}

export type SecretThrottle = ReturnType<typeof createSecretThrottle>;

export function createSecretThrottle(db: PrismaClient, clock: Clock) {
  return {
    /**
     * Milliseconds the next guess from `ip` at this user's secret has to wait (0: go ahead).
     * Refused guesses are not recorded, so waiting out the delay is enough.
     */
    async waitMs(kind: ThrottleKind, userId: string, ip: string | undefined, device?: string): Promise<number> {
      const now = clock.now().getTime();
      const perAddress = kind.success !== undefined;
      // The last success of this trusted device, else of this address.
      const lastSuccess =
        perAddress && (device || ip)
          ? await db.activity.findFirst({
              where: { userId, kind: kind.success, ...(device ? { device } : { ip }) },
              orderBy: { createdAt: 'desc' },
              select: { createdAt: true },
            })
          : null;
      // Newest first; beyond the account-wide ceiling plus a few doublings the delay is at its cap anyway.
      const failures = await db.activity.findMany({
        where: { userId, kind: kind.failure, createdAt: { gte: new Date(now - FAILURE_WINDOW_MS) }, ...(perAddress ? { device: device ?? null } : {}) },
        orderBy: { createdAt: 'desc' },
        select: { ip: true, createdAt: true },
        take: ACCOUNT_FREE_FAILURES + 8,
      });
      const waitAfter = (rows: typeof failures, free: number) => {
        const newest = rows[0];
        return newest ? Math.max(0, newest.createdAt.getTime() + delayAfter(rows.length, free) - now) : 0;
      };
      if (!perAddress) return waitAfter(failures, FREE_FAILURES);

      const since = lastSuccess?.createdAt.getTime() ?? 0;
      // A trusted device counts its own failures since its last success, nothing else's.
      if (device) return waitAfter(failures.filter((f) => f.createdAt.getTime() > since), FREE_FAILURES);
      const fromAddress = failures.filter((f) => f.ip === (ip ?? null) && f.createdAt.getTime() > since);
      // The account-wide ceiling stops a guesser spread over many addresses. It binds every
      // untrusted source, the owner's usual address too (a guesser may share it); the owner's
      // trusted devices never count it.
      return Math.max(waitAfter(fromAddress, FREE_FAILURES), waitAfter(failures, ACCOUNT_FREE_FAILURES));
    },

    /** Records a failed guess; answers how many failures from untrusted devices the window now holds. */
    async recordFailure(kind: ThrottleKind, userId: string, meta: { ip?: string | undefined; userAgent?: string | undefined; device?: string | undefined }): Promise<number> {
      const now = clock.now();
      await db.activity.create({
        data: { userId, kind: kind.failure, ip: meta.ip ?? null, userAgent: meta.userAgent ?? null, device: meta.device ?? null, createdAt: now },
      });
      return db.activity.count({ where: { userId, kind: kind.failure, device: null, createdAt: { gte: new Date(now.getTime() - FAILURE_WINDOW_MS) } } });
    },
  };
}
