import type { Notice, PrismaClient } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { toPage, type PageQuery } from '../paging.ts';
import { kindOf, noticeTexts, NOTICE_KIND } from './notify.ts';
import { READ_KIND, readKeys } from './reads.ts';
import { renderRichText } from './rich-text.ts';
import { candidateLanguages, itemKey, pickTranslations, type Picked } from './translations.ts';

/* What the notification pages read: platform notices (every user, per-user read state) merged with the caller's personal ones. */

export interface NoticeDeps {
  db: PrismaClient;
  clock: Clock;
}

/** Published platform notices in the caller's language, newest first. */
export async function platformItems({ db, clock }: NoticeDeps, lang: Language): Promise<Picked<Notice>[]> {
  const rows = await db.notice.findMany({
    where: { userId: null, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
  });
  return pickTranslations(rows, lang);
}

/**
 * A personal notice as the reader sees it: written from its kind and values in the reader's
 * language (a user who switches language reads every notification in it), or, for one written
 * before notices kept their values, as stored.
 */
function personalIn(row: Notice, lang: Language): Picked<Notice> {
  const kind = kindOf(row.kind);
  if (row.params === null || kind === NOTICE_KIND.PLATFORM) return { row, language: row.language ?? lang, fallback: false };
  const values = JSON.parse(row.params) as Record<string, string | number>;
  return { row: { ...row, ...noticeTexts(lang, kind, values) }, language: lang, fallback: false };
}

const wire = ({ row, language, fallback }: Picked<Notice>) => ({
  id: row.id,
  title: row.title,
  content: renderRichText(row.content),
  createdAt: toRegionTime(row.publishedAt),
  language,
  fallback,
});

/** Platform notices in the caller's language with the caller's read flags. */
async function sharedWithReads(deps: NoticeDeps, userId: string, lang: Language) {
  const shared = await platformItems(deps, lang);
  const read = await readKeys(deps.db, userId, READ_KIND.NOTICE, shared.map((p) => itemKey(p.row)));
  return shared.map((picked) => ({ picked, read: read.has(itemKey(picked.row)), personal: false }));
}

const newestFirst = (a: { picked: Picked<Notice> }, b: { picked: Picked<Notice> }) =>
  b.picked.row.publishedAt.getTime() - a.picked.row.publishedAt.getTime() || (a.picked.row.id < b.picked.row.id ? 1 : -1);

export type MyNoticesQuery = PageQuery & { unreadOnly?: 0 | 1 };

/**
 * One page of the caller's notifications, newest first. Personal notices can run to thousands (a
 * settlement each), platform ones are few: the page is the merge of all platform items with the
 * newest pageNo x pageSize personal rows, which hold every personal row the page can show.
 */
async function minePage(deps: NoticeDeps, userId: string, lang: Language, query: MyNoticesQuery) {
  const { db, clock } = deps;
  const where = { userId, publishedAt: { lte: clock.now() }, ...(query.unreadOnly === 1 ? { readAt: null } : {}) };
  const upTo = query.pageNo * query.pageSize;
  const [personal, personalTotal, shared] = await Promise.all([
    db.notice.findMany({ where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], take: upTo }),
    db.notice.count({ where }),
    sharedWithReads(deps, userId, lang),
  ]);
  const visibleShared = query.unreadOnly === 1 ? shared.filter((i) => !i.read) : shared;
  const items = [
    ...personal.map((row) => ({ picked: personalIn(row, lang), read: row.readAt !== null, personal: true })),
    ...visibleShared,
  ].sort(newestFirst);
  return { items: items.slice(upTo - query.pageSize, upTo), total: personalTotal + visibleShared.length };
}

/** The caller's unread notifications: personal ones and platform ones not yet read. */
export async function unreadNotices(deps: NoticeDeps, userId: string, lang: Language): Promise<number> {
  const [personal, shared] = await Promise.all([
    deps.db.notice.count({ where: { userId, readAt: null, publishedAt: { lte: deps.clock.now() } } }),
    sharedWithReads(deps, userId, lang),
  ]);
  return personal + shared.filter((i) => !i.read).length;
}

/** Platform notices, newest first (home notice bar). */
export async function platformNotices(deps: NoticeDeps, lang: Language, page: PageQuery) {
  const items = await platformItems(deps, lang);
  const slice = items.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  return toPage(slice.map(wire), items.length, page);
}

export async function myNotices(deps: NoticeDeps, userId: string, lang: Language, query: MyNoticesQuery) {
  const { items, total } = await minePage(deps, userId, lang, query);
  const records = items.map((i) => ({
    ...wire(i.picked),
    read: i.read,
    personal: i.personal,
    kind: kindOf(i.picked.row.kind),
    refId: i.picked.row.refId,
  }));
  return toPage(records, total, query);
}
