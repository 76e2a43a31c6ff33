import type { Sql } from '@sandbox/prisma';

/* The sessions' plain SQL (readerOf): the session look-up every authenticated request may make. */

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: string;
  revokedAt: string | null;
  userAgent: string | null;
}

/** The session of a token's hash, if any (revoked ones included: the caller decides). */
export const sessionByTokenHash = (reader: Pick<Sql, 'get'>, hash: string) =>
  reader.get<SessionRow>('SELECT "id", "userId", "expiresAt", "revokedAt", "userAgent" FROM "Session" WHERE "tokenHash" = ?', [hash]);
