import type { Tx } from '@sandbox/prisma';
import { HELP_CATEGORY, type Language } from '@sandbox/shared';
import { toPage, type PageQuery } from '../paging.ts';
import { articleItems, findArticle } from './article-reads.ts';
import { HELP_TOPIC_NAMES, type HelpTopicCode } from './codes.ts';
import { articleAsHelp, GUIDE, helpOrder, helpWire, NEWS_CATEGORIES, slice, translated, type HelpCategory, type HelpDeps } from './help-support.ts';
import { renderRichText } from './rich-text.ts';
import { candidateLanguages, matchesKeyword, pickTranslations } from './translations.ts';

/* The help centre: its entries (with guides and news under categories 2 and 3) and one entry with its body. */

/** The enabled help entries (of one topic, matching `keyword`) in the caller's language, in their order. */
export async function helpItems({ db }: { db: Tx }, lang: Language, topic?: HelpTopicCode, keyword?: string) {
  const rows = await db.helpArticle.findMany({
    where: { enabled: true, ...(topic !== undefined ? { category: HELP_TOPIC_NAMES[topic] } : {}), AND: [candidateLanguages(lang)] },
  });
  return pickTranslations(rows, lang)
    .filter((p) => matchesKeyword(keyword, p.row.title, p.row.summary, p.row.content))
    .sort(helpOrder);
}

export async function helpList(deps: HelpDeps, lang: Language, query: PageQuery & { category?: HelpCategory; topic?: HelpTopicCode; keyword?: string }) {
  const category = query.category ?? HELP_CATEGORY.HELP;
  if (category === HELP_CATEGORY.HELP) {
    const items = await helpItems(deps, lang, query.topic, query.keyword);
    return toPage(slice(items, query).map(helpWire), items.length, query);
  }
  const items = await articleItems(deps, lang, category === HELP_CATEGORY.ARTICLE ? [GUIDE] : NEWS_CATEGORIES, query.keyword);
  return toPage(slice(items, query).map(articleAsHelp), items.length, query);
}

/** One help entry (or news item or article) with its body. */
export async function helpDetail(deps: HelpDeps, lang: Language, id: string) {
  const { db } = deps;
  const help = await db.helpArticle.findFirst({ where: { id, enabled: true } });
  if (help) {
    const p = await translated(help, (key) => db.helpArticle.findMany({ where: { key, enabled: true, AND: [candidateLanguages(lang)] } }), lang);
    return { ...helpWire(p), content: renderRichText(p.row.content) };
  }
  const p = await findArticle(deps, id, lang);
  return { ...articleAsHelp(p), content: renderRichText(p.row.content) };
}
