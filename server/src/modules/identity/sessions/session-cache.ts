import { generationOf, isTransactionClient, onTransactionEnd, readerOf, type PrismaClient } from '@sandbox/prisma';
import { sessionByTokenHash } from './queries.ts';

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

/** What writes sessions: the database or the caller's transaction. */
export type SessionTx = Pick<PrismaClient, 'session'>;

export interface CachedSession {
  userId: string;
  sessionId: string;
  expiresAtMs: number;
  loadedAt: number;
  issuedByQa: boolean;
}

/** The session cache by token hash: look-ups load what is missing or stale; `forget` drops entries when sessions change. */
export function createSessionCache(db: PrismaClient) {
  const reader = readerOf(db);
  const cache = new Map<string, CachedSession>();
  // Bumped by every eviction: a lookup that read the database before an eviction does not cache what it read.
  let evictions = 0;
  let wipes = generationOf(db);

  function forget(match: (s: CachedSession) => boolean): void {
    evictions++;
    for (const [hash, s] of cache) if (match(s)) cache.delete(hash);
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
    forget,

    /** Forgets now and again once the caller's transaction has ended (before that, a lookup may load the old row again). */
    forgetAround(tx: SessionTx, match: (s: CachedSession) => boolean): void {
      forget(match);
      if (isTransactionClient(tx)) onTransactionEnd(tx, () => forget(match));
    },

    /** The live (not revoked) session of a token's hash, from memory when it was looked up in the last few seconds. */
    async lookup(hash: string): Promise<CachedSession | null> {
      // A scenario load replaced every row: no cached session survives it.
      const generation = generationOf(db);
      if (generation !== wipes) {
        wipes = generation;
        forget(() => true);
      }
      let session: CachedSession | null | undefined = cache.get(hash);
      if (session && performance.now() - session.loadedAt > CACHE_TRUST_MS) {
        cache.delete(hash);
        session = undefined;
      }
      return session ?? (await load(hash));
    },
  };
}
