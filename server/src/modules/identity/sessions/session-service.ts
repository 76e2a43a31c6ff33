import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../../clock.ts';
import type { AuthUser } from '../../../routes/handlers.ts';
import { createSessionCache, QA_SESSION_AGENT, type SessionTx } from './session-cache.ts';

const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Only a hash of each token is stored, so a leaked database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionService = ReturnType<typeof createSessionService>;

/** Sessions: issued as random opaque tokens, resolved through the session cache (session-cache.ts), revoked. */
export function createSessionService(db: PrismaClient, clock: Clock) {
  const cache = createSessionCache(db);

  return {
    /**
     * Opens a session and returns its random opaque token (shown to the client once).
     * `issuedBy: 'qa'` marks a session the QA API opened for staff (sign-in-as).
     */
    async issue(userId: string, tx: SessionTx = db, opts: { issuedBy?: 'qa' } = {}): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await tx.session.create({
        data: {
          userId,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
          ...(opts.issuedBy === 'qa' ? { userAgent: QA_SESSION_AGENT } : {}),
        },
      });
      return token;
    },

    /** The session's user, from memory when it was looked up in the last few seconds. */
    async resolve(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const session = await cache.lookup(hashToken(token));
      // Expiry follows the sandbox clock, which QA can move: checked on every call.
      if (!session || session.expiresAtMs <= clock.now().getTime()) return null;
      return { id: session.userId, sessionId: session.sessionId, ...(session.issuedByQa ? { issuedByQa: true } : {}) };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: clock.now() } });
      cache.forget((s) => s.sessionId === sessionId);
    },

    /** Signs the user out everywhere else, e.g. after a password change. */
    async revokeOthers(userId: string, keepSessionId: string, tx: SessionTx = db): Promise<void> {
      await tx.session.updateMany({
        where: { userId, revokedAt: null, NOT: { id: keepSessionId } },
        data: { revokedAt: clock.now() },
      });
      cache.forgetAround(tx, (s) => s.userId === userId && s.sessionId !== keepSessionId);
    },
  };
}
