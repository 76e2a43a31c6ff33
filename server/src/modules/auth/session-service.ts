import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { AuthUser } from '../../routes/handlers.ts';

const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** Only a hash of each token is stored, so a leaked database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionService = ReturnType<typeof createSessionService>;

type Tx = Pick<PrismaClient, 'session'>;

export function createSessionService(db: PrismaClient, clock: Clock) {
  return {
    /** Opens a session and returns its random opaque token (shown to the client once). */
    async issue(userId: string, tx: Tx = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await tx.session.create({
        data: { userId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
      });
      return token;
    },

    async resolve(token: string): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const session = await db.session.findUnique({ where: { tokenHash: hashToken(token) } });
      if (!session || session.revokedAt || session.expiresAt <= clock.now()) return null;
      return { id: session.userId, sessionId: session.id };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: clock.now() } });
    },

    /** Signs the user out everywhere else, e.g. after a password change. */
    async revokeOthers(userId: string, keepSessionId: string, tx: Tx = db): Promise<void> {
      await tx.session.updateMany({
        where: { userId, revokedAt: null, NOT: { id: keepSessionId } },
        data: { revokedAt: clock.now() },
      });
    },
  };
}
