import { createHash, randomBytes } from 'node:crypto';
import { generationOf, isTransactionClient, onTransactionEnd, readerOf, type PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { AuthUser } from '../../routes/handlers.ts';
import { sessionByTokenHash } from './queries.ts';

const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * Live sessions kept in memory (docs/performance.md "The data path"): at most this
 * many, the oldest loaded dropped first, each trusted for at most
 * CACHE_TRUST_MS of real time before the database is asked again. Every
 * change this process makes (logout, password change, a scenario load) drops
 * the entries at once; the trust window bounds how long a change made by
 * another process (a QA tool editing the file) goes unseen.
 */
const CACHE_MAX = 10_000;
const CACHE_TRUST_MS = 5_000;

/**
 * What a session opened by the QA API's sign-in-as holds in its `userAgent` column (never
 * written otherwise: sessions do not keep the agent), so no schema change marks it
 * (docs/domains/qa-console.md "Console users and sign-in-as").
 */
export const QA_SESSION_AGENT = 'sandbox QA sign-in-as';

/** Only a hash of each token is stored, so a leaked database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionService = ReturnType<typeof createSessionService>;

type Tx = Pick<PrismaClient, 'session'>;

interface CachedSession {
  userId: string;
  sessionId: string;
  expiresAtMs: number;
  loadedAt: number;
  issuedByQa: boolean;
}

export function createSessionService(db: PrismaClient, clock: Clock) {
  const reader = readerOf(db);
  const cache = new Map<string, CachedSession>();
  // Bumped by every eviction: a lookup that read the database before an eviction does not cache what it read.
  let evictions = 0;
  let wipes = generationOf(db);

  function forget(match: (s: CachedSession) => boolean): void {
    evictions++;
    for (const [hash, s] of cache) if (match(s)) cache.delete(hash);
  }

  /** Forgets now and again once the caller's transaction has ended (before that, a lookup may load the old row again). */
  function forgetAround(tx: Tx, match: (s: CachedSession) => boolean): void {
    forget(match);
    if (isTransactionClient(tx)) onTransactionEnd(tx, () => forget(match));
  }

  async function load(hash: string): Promise<CachedSession | null> {
    const before = evictions;
    const row = await sessionByTokenHash(reader, hash);
    if (!row || row.revokedAt !== null) return null;
    const session = {
      userId: row.userId,
      sessionId: row.id,
      expiresAtMs: new Date(row.expiresAt).getTime(),
      loadedAt: performance.now(),
      issuedByQa: row.userAgent === QA_SESSION_AGENT,
    };
    if (before === evictions) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(hash, session);
    }
    return session;
  }

  return {
    /**
     * Opens a session and returns its random opaque token (shown to the client once).
     * `issuedBy: 'qa'` marks a session the QA API opened for staff (sign-in-as).
     */
    async issue(userId: string, tx: Tx = db, opts: { issuedBy?: 'qa' } = {}): Promise<string> {
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
      // A scenario load replaced every row: no cached session survives it.
      const generation = generationOf(db);
      if (generation !== wipes) {
        wipes = generation;
        forget(() => true);
      }
      const hash = hashToken(token);
      let session: CachedSession | null | undefined = cache.get(hash);
      if (session && performance.now() - session.loadedAt > CACHE_TRUST_MS) {
        cache.delete(hash);
        session = undefined;
      }
      session ??= await load(hash);
      // Expiry follows the sandbox clock, which QA can move: checked on every call.
      if (!session || session.expiresAtMs <= clock.now().getTime()) return null;
      return { id: session.userId, sessionId: session.sessionId, ...(session.issuedByQa ? { issuedByQa: true } : {}) };
    },

    async revoke(sessionId: string): Promise<void> {
      await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: clock.now() } });
      forget((s) => s.sessionId === sessionId);
    },

    /** Signs the user out everywhere else, e.g. after a password change. */
    async revokeOthers(userId: string, keepSessionId: string, tx: Tx = db): Promise<void> {
      await tx.session.updateMany({
        where: { userId, revokedAt: null, NOT: { id: keepSessionId } },
        data: { revokedAt: clock.now() },
      });
      forgetAround(tx, (s) => s.userId === userId && s.sessionId !== keepSessionId);
    },
  };
}
