import type { PrismaClient } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';

export type ContentService = ReturnType<typeof createContentService>;

/** Notices, announcements and help articles. */
export function createContentService(db: PrismaClient) {
  return {
    /** Platform notices (not addressed to one user), in the caller's language or for every language. */
    async platformNotices(lang: Language, page: PageQuery) {
      const where = { userId: null, OR: [{ language: null }, { language: lang }] };
      const [rows, total] = await Promise.all([
        db.notice.findMany({ where, orderBy: { publishedAt: 'desc' }, ...pageWindow(page) }),
        db.notice.count({ where }),
      ]);
      const records = rows.map((n) => ({ id: n.id, title: n.title, content: n.content, createdAt: toRegionTime(n.publishedAt), language: n.language ?? lang, fallback: false }));
      return toPage(records, total, page);
    },
  };
}
