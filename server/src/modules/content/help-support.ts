import type { Article, HelpArticle, PrismaClient } from '@sandbox/prisma';
import { HELP_CATEGORY, toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import type { PageQuery } from '../paging.ts';
import { ARTICLE_CATEGORY_NAMES, articleCategoryOf, helpTopicOf } from './codes.ts';
import { summarize } from './rich-text.ts';
import { pickTranslations, type Picked } from './translations.ts';

/* What the help service's parts share: its dependencies, the wire views, the orders and the pick of one item's translation. */

export interface HelpDeps {
  db: PrismaClient;
  clock: Clock;
}

export type HelpCategory = (typeof HELP_CATEGORY)[keyof typeof HELP_CATEGORY];
export const GUIDE = ARTICLE_CATEGORY_NAMES[4];
export const NEWS_CATEGORIES = Object.values(ARTICLE_CATEGORY_NAMES).filter((n) => n !== GUIDE);

export const slice = <T>(items: T[], page: PageQuery) => items.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);

export const helpWire = ({ row, language, fallback }: Picked<HelpArticle>) => ({
  id: row.id,
  category: HELP_CATEGORY.HELP,
  topic: helpTopicOf(row.category),
  title: row.title,
  summary: row.summary ?? summarize(row.content),
  coverUrl: null,
  publishedAt: toRegionTime(row.createdAt),
  language,
  fallback,
});

/** Article as a help-list entry (content.helpList categories 2 and 3). */
export const articleAsHelp = ({ row, language, fallback }: Picked<Article>) => ({
  id: row.id,
  category: row.category === GUIDE ? HELP_CATEGORY.ARTICLE : HELP_CATEGORY.NEWS,
  topic: null,
  title: row.title,
  summary: row.summary ?? summarize(row.content),
  coverUrl: row.cover,
  publishedAt: toRegionTime(row.publishedAt),
  language,
  fallback,
});

export const articleWire = ({ row, language, fallback }: Picked<Article>) => ({
  id: row.id,
  category: articleCategoryOf(row.category),
  title: row.title,
  summary: row.summary ?? summarize(row.content),
  coverUrl: row.cover,
  views: row.views,
  publishedAt: toRegionTime(row.publishedAt),
  language,
  fallback,
});

export const helpOrder = (a: Picked<HelpArticle>, b: Picked<HelpArticle>) =>
  a.row.sort - b.row.sort || a.row.createdAt.getTime() - b.row.createdAt.getTime() || (a.row.id < b.row.id ? -1 : 1);
export const newestFirst = (a: Picked<Article>, b: Picked<Article>) => b.row.publishedAt.getTime() - a.row.publishedAt.getTime() || (a.row.id < b.row.id ? 1 : -1);

/** The item of `row` in the caller's language; the row itself (marked fallback) when its group has none of them. */
export async function translated<T extends { id: string; key: string | null; language: string | null }>(
  row: T,
  group: (key: string) => Promise<T[]>,
  lang: Language,
): Promise<Picked<T>> {
  const rows = row.key ? await group(row.key) : [row];
  return pickTranslations(rows, lang)[0] ?? { row, language: row.language ?? lang, fallback: true };
}
