import type { Announcement, PrismaClient } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { toPage, type PageQuery } from '../paging.ts';
import { announcementTypeOf, safeLink } from './codes.ts';
import { markRead, READ_KIND, readKeys } from './reads.ts';
import { renderRichText, summarize } from './rich-text.ts';
import { candidateLanguages, itemKey, newItemKey, pickTranslations, type Picked, type Translation } from './translations.ts';

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;

const PUBLISHED = 1;

function toWire({ row, language, fallback }: Picked<Announcement>) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary ?? summarize(row.content),
    content: renderRichText(row.content),
    type: announcementTypeOf(row.type),
    imageUrl: row.imageUrl,
    ...safeLink(row.link, row.linkMode),
    priority: row.sort,
    pinned: row.isTop,
    publishedAt: toRegionTime(row.publishedAt),
    language,
    fallback,
  };
}

/** Pinned first, then higher priority, then newest. */
function byDisplayOrder(a: Picked<Announcement>, b: Picked<Announcement>): number {
  return Number(b.row.isTop) - Number(a.row.isTop) || b.row.sort - a.row.sort || b.row.publishedAt.getTime() - a.row.publishedAt.getTime() || (a.row.id < b.row.id ? -1 : 1);
}

/** Announcements (sys.annountCement): public list, per-user read state, one announcement. */
export function createAnnouncementService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  /** Every published item once, in the caller's language, in display order. */
  async function published(lang: Language, type?: number) {
    const rows = await db.announcement.findMany({
      where: { status: PUBLISHED, publishedAt: { lte: clock.now() }, ...(type !== undefined ? { type } : {}), AND: [candidateLanguages(lang)] },
    });
    return pickTranslations(rows, lang).sort(byDisplayOrder);
  }

  function window<T>(items: T[], page: PageQuery): T[] {
    return items.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
  }

  return {
    async list(lang: Language, query: PageQuery & { type?: number }) {
      const items = await published(lang, query.type);
      return toPage(window(items, query).map(toWire), items.length, query);
    },

    async listByUser(userId: string, lang: Language, query: PageQuery & { type?: number }) {
      const items = await published(lang, query.type);
      const pageItems = window(items, query);
      const read = await readKeys(db, userId, READ_KIND.ANNOUNCEMENT, pageItems.map((p) => itemKey(p.row)));
      return toPage(pageItems.map((p) => ({ ...toWire(p), read: read.has(itemKey(p.row)) })), items.length, query);
    },

    /** One announcement in the caller's language; opening it marks it read for a signed-in caller. */
    async detail(id: string, lang: Language, userId?: string) {
      const row = await db.announcement.findFirst({ where: { id, status: PUBLISHED, publishedAt: { lte: clock.now() } } });
      if (!row) throw notFound('content.notFound');
      const group = row.key
        ? await db.announcement.findMany({ where: { key: row.key, status: PUBLISHED, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] } })
        : [row];
      const picked = pickTranslations(group, lang)[0] ?? { row, language: row.language ?? lang, fallback: true };
      if (userId) await markRead(db, userId, READ_KIND.ANNOUNCEMENT, [itemKey(row)], clock.now());
      return { ...toWire(picked), read: userId !== undefined };
    },

    /** Publishes an announcement now, one row per translation (staff, through the QA API). */
    async publish(input: { translations: readonly Translation[]; pinned: boolean; priority: number; type: number; link?: string | undefined; linkMode: number }) {
      const now = clock.now();
      const key = newItemKey('announcement', now);
      await db.announcement.createMany({
        data: input.translations.map((t) => ({
          key,
          language: t.language ?? null,
          title: t.title,
          content: t.content,
          isTop: input.pinned,
          sort: input.priority,
          type: input.type,
          link: input.link ?? null,
          linkMode: input.linkMode,
          publishedAt: now,
        })),
      });
      return { key, publishedAt: toRegionTime(now) };
    },

    async unreadCount(userId: string, lang: Language): Promise<number> {
      const items = await published(lang);
      const read = await readKeys(db, userId, READ_KIND.ANNOUNCEMENT, items.map((p) => itemKey(p.row)));
      return items.length - read.size;
    },
  };
}
