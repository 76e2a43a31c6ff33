import type { Article } from '@sandbox/prisma';
import { toRegionTime, type Language } from '@sandbox/shared';
import { notFound } from '../../errors.ts';
import { toPage, type PageQuery } from '../paging.ts';
import { ARTICLE_CATEGORY_NAMES, CONTENT_PAGE_KEYS, PAGE_CATEGORY, type ArticleCategoryCode, type ContentPageCode } from './codes.ts';
import { articleWire, newestFirst, slice, translated, type HelpDeps } from './help-support.ts';
import { renderRichText } from './rich-text.ts';
import { candidateLanguages, matchesKeyword, pickTranslations, type Picked } from './translations.ts';

/* News and articles (published ones only) and the content pages, in the caller's language. */

/** The published articles of `categories` matching `keyword`, newest first. */
export async function articleItems({ db, clock }: HelpDeps, lang: Language, categories: readonly string[], keyword?: string) {
  const rows = await db.article.findMany({
    where: { category: { in: [...categories] }, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] },
  });
  return pickTranslations(rows, lang)
    .filter((p) => matchesKeyword(keyword, p.row.title, p.row.summary, p.row.content))
    .sort(newestFirst);
}

/** One published article (not a content page) in the caller's language. */
export async function findArticle({ db, clock }: HelpDeps, id: string, lang: Language): Promise<Picked<Article>> {
  const row = await db.article.findFirst({ where: { id, category: { not: PAGE_CATEGORY }, publishedAt: { lte: clock.now() } } });
  if (!row) throw notFound('content.notFound');
  const group = (key: string) => db.article.findMany({ where: { key, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] } });
  return translated(row, group, lang);
}

function articleDetailWire(p: Picked<Article>) {
  return { ...articleWire(p), content: renderRichText(p.row.content), sharePath: `/#/articleShare?id=${p.row.id}` };
}

export async function articleList(deps: HelpDeps, lang: Language, query: PageQuery & { category?: ArticleCategoryCode; keyword?: string }) {
  const categories = query.category !== undefined ? [ARTICLE_CATEGORY_NAMES[query.category]] : Object.values(ARTICLE_CATEGORY_NAMES);
  const items = await articleItems(deps, lang, categories, query.keyword);
  return toPage(slice(items, query).map(articleWire), items.length, query);
}

/** One article; counts a view. */
export async function articleDetail(deps: HelpDeps, lang: Language, id: string) {
  const p = await findArticle(deps, id, lang);
  await deps.db.article.update({ where: { id: p.row.id }, data: { views: { increment: 1 } } });
  return articleDetailWire({ ...p, row: { ...p.row, views: p.row.views + 1 } });
}

/** The share page's article (public, no view counted). */
export async function articleShare(deps: HelpDeps, lang: Language, id: string) {
  return articleDetailWire(await findArticle(deps, id, lang));
}

export async function contentPage({ db }: HelpDeps, lang: Language, page: ContentPageCode) {
  const rows = await db.article.findMany({ where: { category: PAGE_CATEGORY, key: CONTENT_PAGE_KEYS[page], AND: [candidateLanguages(lang)] } });
  const p = pickTranslations(rows, lang)[0];
  if (!p) throw notFound('content.notFound');
  return { page, title: p.row.title, content: renderRichText(p.row.content), updatedAt: toRegionTime(p.row.publishedAt), language: p.language, fallback: p.fallback };
}
