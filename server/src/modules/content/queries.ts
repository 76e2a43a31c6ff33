import { insertRows, newId, sqlOf, withIdsIn, type SqlValue, type Tx } from '@sandbox/prisma';

/*
 * The content module's plain SQL: the personal notices a step writes, many at once (an IEO draw
 * tells every applicant). Through Prisma a notice cost about 1 ms (its user's language read and
 * its create; a draw of 2,000 applicants held the loop 3 s), and a createMany of 1,000 most of
 * that again in compiling its query.
 */

/** Users one statement reads the language of. */
const LANGUAGE_READ = 1000;

const LANGUAGES = withIdsIn('"id"', (ids) => `SELECT "id", "language" FROM "User" WHERE ${ids}`);

/** Each user's stored language (null where none is set), by id; a user without a row is left out. */
export async function languagesOf(tx: Tx, userIds: readonly string[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(userIds)];
  const languages = new Map<string, string | null>();
  for (let from = 0; from < ids.length; from += LANGUAGE_READ) {
    const rows = await sqlOf(tx).all<{ id: string; language: string | null }>(LANGUAGES, [JSON.stringify(ids.slice(from, from + LANGUAGE_READ))]);
    for (const r of rows) languages.set(r.id, r.language);
  }
  return languages;
}

/** A personal notice as written: its user, language, kind, record, texts, the event's values as JSON, when. */
export interface NoticeRow {
  userId: string;
  language: string;
  kind: number;
  refId: string;
  title: string;
  content: string;
  params: string;
  publishedAt: Date;
}

const NOTICE_COLUMNS = ['id', 'userId', 'language', 'kind', 'refId', 'title', 'content', 'params', 'publishedAt'];

/** Inserts personal notices in the caller's transaction. */
export const insertNotices = (tx: Tx, rows: readonly NoticeRow[]) =>
  insertRows(
    tx,
    'Notice',
    NOTICE_COLUMNS,
    rows.map((n): SqlValue[] => [newId(), n.userId, n.language, n.kind, n.refId, n.title, n.content, n.params, n.publishedAt]),
  );
