import type { Article, HelpArticle, PrismaClient } from '@sandbox/prisma';
import { HELP_CATEGORY, toRegionTime, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { toPage, type PageQuery } from '../paging.ts';
import {
  ARTICLE_CATEGORY_NAMES,
  articleCategoryOf,
  CONTENT_PAGE_KEYS,
  helpTopicOf,
  HELP_TOPIC_NAMES,
  PAGE_CATEGORY,
  type ArticleCategoryCode,
  type ContentPageCode,
  type HelpTopicCode,
} from './codes.ts';
import { renderRichText, summarize } from './rich-text.ts';
import { candidateLanguages, matchesKeyword, pickTranslations, type Picked } from './translations.ts';

export type HelpService = ReturnType<typeof createHelpService>;

type HelpCategory = (typeof HELP_CATEGORY)[keyof typeof HELP_CATEGORY];
const GUIDE = ARTICLE_CATEGORY_NAMES[4];
const NEWS_CATEGORIES = Object.values(ARTICLE_CATEGORY_NAMES).filter((n) => n !== GUIDE);

const slice = <T>(items: T[], page: PageQuery) => items.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);

const helpWire = ({ row, language, fallback }: Picked<HelpArticle>) => ({
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
const articleAsHelp = ({ row, language, fallback }: Picked<Article>) => ({
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

const articleWire = ({ row, language, fallback }: Picked<Article>) => ({
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

const helpOrder = (a: Picked<HelpArticle>, b: Picked<HelpArticle>) =>
  a.row.sort - b.row.sort || a.row.createdAt.getTime() - b.row.createdAt.getTime() || (a.row.id < b.row.id ? -1 : 1);
const newestFirst = (a: Picked<Article>, b: Picked<Article>) => b.row.publishedAt.getTime() - a.row.publishedAt.getTime() || (a.row.id < b.row.id ? 1 : -1);

/** Help centre, news and articles, content pages. */
export function createHelpService(deps: { db: PrismaClient; clock: Clock }) {
  const { db, clock } = deps;

  async function helpItems(lang: Language, topic?: HelpTopicCode, keyword?: string) {
    const rows = await db.helpArticle.findMany({
      where: { enabled: true, ...(topic !== undefined ? { category: HELP_TOPIC_NAMES[topic] } : {}), AND: [candidateLanguages(lang)] },
    });
    return pickTranslations(rows, lang)
      .filter((p) => matchesKeyword(keyword, p.row.title, p.row.summary, p.row.content))
      .sort(helpOrder);
  }

  async function articleItems(lang: Language, categories: readonly string[], keyword?: string) {
    const rows = await db.article.findMany({
      where: { category: { in: [...categories] }, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] },
    });
    return pickTranslations(rows, lang)
      .filter((p) => matchesKeyword(keyword, p.row.title, p.row.summary, p.row.content))
      .sort(newestFirst);
  }

  /** The item of `row` in the caller's language; the row itself (marked fallback) when its group has none of them. */
  async function translated<T extends { id: string; key: string | null; language: string | null }>(
    row: T,
    group: (key: string) => Promise<T[]>,
    lang: Language,
  ): Promise<Picked<T>> {
    const rows = row.key ? await group(row.key) : [row];
    return pickTranslations(rows, lang)[0] ?? { row, language: row.language ?? lang, fallback: true };
  }

  const articleGroup = (lang: Language) => (key: string) =>
    db.article.findMany({ where: { key, publishedAt: { lte: clock.now() }, AND: [candidateLanguages(lang)] } });

  async function findArticle(id: string, lang: Language): Promise<Picked<Article>> {
    const row = await db.article.findFirst({ where: { id, category: { not: PAGE_CATEGORY }, publishedAt: { lte: clock.now() } } });
    if (!row) throw notFound('content.notFound');
    return translated(row, articleGroup(lang), lang);
  }

  function articleDetail(p: Picked<Article>) {
    return { ...articleWire(p), content: renderRichText(p.row.content), sharePath: `/#/articleShare?id=${p.row.id}` };
  }

  return {
    async helpList(lang: Language, query: PageQuery & { category?: HelpCategory; topic?: HelpTopicCode; keyword?: string }) {
      const category = query.category ?? HELP_CATEGORY.HELP;
      if (category === HELP_CATEGORY.HELP) {
        const items = await helpItems(lang, query.topic, query.keyword);
        return toPage(slice(items, query).map(helpWire), items.length, query);
      }
      const items = await articleItems(lang, category === HELP_CATEGORY.ARTICLE ? [GUIDE] : NEWS_CATEGORIES, query.keyword);
      return toPage(slice(items, query).map(articleAsHelp), items.length, query);
    },

    /** One help entry (or news item or article) with its body. */
    async helpDetail(lang: Language, id: string) {
      const help = await db.helpArticle.findFirst({ where: { id, enabled: true } });
      if (help) {
        const p = await translated(help, (key) => db.helpArticle.findMany({ where: { key, enabled: true, AND: [candidateLanguages(lang)] } }), lang);
        return { ...helpWire(p), content: renderRichText(p.row.content) };
      }
      const p = await findArticle(id, lang);
      return { ...articleAsHelp(p), content: renderRichText(p.row.content) };
    },

    /** Help articles matching a text (the chat's automatic answer): by words shared with the title and body. */
    async suggest(lang: Language, text: string, limit = 3) {
      const items = await helpItems(lang);
      const terms = searchTerms(text);
      const scored = items
        .map((p) => ({ p, score: scoreOf(terms, p.row.title, 3) + scoreOf(terms, p.row.content, 1) }))
        .filter((s) => s.score > 0)
        .sort((a, b) => b.score - a.score || helpOrder(a.p, b.p));
      return scored.slice(0, limit).map(({ p }) => ({ id: p.row.id, key: p.row.key ?? p.row.id, title: p.row.title }));
    },

    /** Help entries by translation key (the chat's stored suggestions), in the caller's language, in the keys' order. */
    async helpTitles(lang: Language, keys: readonly string[]) {
      if (keys.length === 0) return [];
      const rows = await db.helpArticle.findMany({ where: { enabled: true, OR: [{ key: { in: [...keys] } }, { id: { in: [...keys] } }], AND: [candidateLanguages(lang)] } });
      const picked = pickTranslations(rows, lang);
      const byKey = new Map(picked.map((p) => [p.row.key ?? p.row.id, p.row]));
      return keys.flatMap((key) => {
        const row = byKey.get(key);
        return row ? [{ key, id: row.id, title: row.title }] : [];
      });
    },

    async articleList(lang: Language, query: PageQuery & { category?: ArticleCategoryCode; keyword?: string }) {
      const categories = query.category !== undefined ? [ARTICLE_CATEGORY_NAMES[query.category]] : Object.values(ARTICLE_CATEGORY_NAMES);
      const items = await articleItems(lang, categories, query.keyword);
      return toPage(slice(items, query).map(articleWire), items.length, query);
    },

    /** One article; counts a view. */
    async articleDetail(lang: Language, id: string) {
      const p = await findArticle(id, lang);
      await db.article.update({ where: { id: p.row.id }, data: { views: { increment: 1 } } });
      return articleDetail({ ...p, row: { ...p.row, views: p.row.views + 1 } });
    },

    /** The share page's article (public, no view counted). */
    async articleShare(lang: Language, id: string) {
      return articleDetail(await findArticle(id, lang));
    },

    async contentPage(lang: Language, page: ContentPageCode) {
      const rows = await db.article.findMany({ where: { category: PAGE_CATEGORY, key: CONTENT_PAGE_KEYS[page], AND: [candidateLanguages(lang)] } });
      const p = pickTranslations(rows, lang)[0];
      if (!p) throw notFound('content.notFound');
      return { page, title: p.row.title, content: renderRichText(p.row.content), updatedAt: toRegionTime(p.row.publishedAt), language: p.language, fallback: p.fallback };
    },
  };
}

/**
 * Search terms of a chat message: its words (3 letters or more) and, for scripts written without
 * spaces (Chinese, Japanese, Thai), its two-character runs. Written by hand: a full-text index is
 * more than a few dozen help articles need.
 */
export function searchTerms(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  const words = lower.split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length >= 3);
  const dense = lower.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]+/gu) ?? [];
  const pairs = dense.flatMap((run) => {
    const chars = Array.from(run);
    return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  });
  return [...new Set([...words, ...pairs])];
}

function scoreOf(terms: readonly string[], text: string, weight: number): number {
  const lower = text.toLocaleLowerCase();
  return terms.reduce((sum, t) => sum + (lower.includes(t) ? weight : 0), 0);
}
