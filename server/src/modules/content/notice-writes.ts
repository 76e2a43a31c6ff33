import type { Tx } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import { notFound } from '../../errors.ts';
import { platformItems, unreadNotices, type NoticeDeps } from './notice-reads.ts';
import { NOTICE_KIND } from './notify.ts';
import { markRead, READ_KIND } from './reads.ts';
import { itemKey, newItemKey, type Translation } from './translations.ts';

/* What changes notifications: read marks, staff's platform notices, the language personal notices are written in. */

/** Marks one notification read: the caller's own or a platform notice; another user's answers 404. */
export async function readNotice(deps: NoticeDeps, userId: string, lang: Language, id: string) {
  const { db, clock } = deps;
  const row = await db.notice.findFirst({ where: { id, publishedAt: { lte: clock.now() }, OR: [{ userId }, { userId: null }] } });
  if (!row) throw notFound('content.noticeNotFound');
  if (row.userId === userId) {
    await db.notice.updateMany({ where: { id, userId, readAt: null }, data: { readAt: clock.now() } });
  } else {
    await markRead(db, userId, READ_KIND.NOTICE, [itemKey(row)], clock.now());
  }
  return { unread: await unreadNotices(deps, userId, lang) };
}

/** Marks every notification the caller can see read. */
export async function readAllNotices(deps: NoticeDeps, userId: string, lang: Language) {
  const { db, clock } = deps;
  const now = clock.now();
  await db.notice.updateMany({ where: { userId, readAt: null, publishedAt: { lte: now } }, data: { readAt: now } });
  const shared = await platformItems(deps, lang);
  await markRead(db, userId, READ_KIND.NOTICE, shared.map((p) => itemKey(p.row)), now);
  return { unread: await unreadNotices(deps, userId, lang) };
}

/** Publishes a platform notice now, one row per translation (staff, through the QA API). */
export async function publishNotice({ db, clock }: NoticeDeps, translations: readonly Translation[]) {
  const now = clock.now();
  const key = await writePlatformNotice(db, translations, now);
  return { key, publishedAt: toRegionTime(now) };
}

/** A platform notice published at `at`, one row per translation under one key (a translation without a language: every language's). */
async function writePlatformNotice(db: Tx, translations: readonly Translation[], at: Date): Promise<string> {
  const key = newItemKey('notice', at);
  await db.notice.createMany({ data: translations.map((t) => ({ key, language: t.language ?? null, title: t.title, content: t.content, publishedAt: at })) });
  return key;
}

/**
 * A scenario file's notice with its own title and Markdown body, published at `at` inside the
 * caller's transaction. To a user: a row of the user's notifications without a kind's values, so
 * every reader sees it as written, read then or not. To all (no user): a platform notice, written
 * as staff publish one, in every language.
 */
export async function writeScenarioNotice(tx: Tx, notice: { userId?: string | undefined; title: string; content: string; at: Date; read: boolean }) {
  const { userId, title, content, at, read } = notice;
  if (userId === undefined) await writePlatformNotice(tx, [{ title, content }], at);
  else await tx.notice.create({ data: { userId, language: null, kind: NOTICE_KIND.PLATFORM, title, content, publishedAt: at, readAt: read ? at : null } });
}

/** Notifications are written in the language the user last used the app in (User.language). */
export async function rememberLanguage({ db }: NoticeDeps, userId: string, lang: Language) {
  // Read first: the poll runs every 30 s and an UPDATE would queue on the one writer even when nothing changes.
  const user = await db.user.findUnique({ where: { id: userId }, select: { language: true } });
  if (user && user.language !== lang) await db.user.updateMany({ where: { id: userId }, data: { language: lang } });
}
