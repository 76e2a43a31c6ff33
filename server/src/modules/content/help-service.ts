import type { Language } from '@sandbox/shared';
import type { PageQuery } from '../paging.ts';
import { articleDetail, articleList, articleShare, contentPage } from './article-reads.ts';
import type { ArticleCategoryCode, ContentPageCode, HelpTopicCode } from './codes.ts';
import { helpDetail, helpList } from './help-reads.ts';
import { helpTitles, suggestHelp } from './help-search.ts';
import type { HelpCategory, HelpDeps } from './help-support.ts';

export type HelpService = ReturnType<typeof createHelpService>;

/**
 * Help centre, news and articles, content pages. The parts: help-reads.ts (the help centre),
 * article-reads.ts (news, articles, content pages), help-search.ts (the chat's suggestions),
 * help-support.ts (views and orders they share).
 */
export function createHelpService(deps: HelpDeps) {
  return {
    helpList: (lang: Language, query: PageQuery & { category?: HelpCategory; topic?: HelpTopicCode; keyword?: string }) => helpList(deps, lang, query),
    helpDetail: (lang: Language, id: string) => helpDetail(deps, lang, id),
    suggest: (lang: Language, text: string, limit = 3) => suggestHelp(deps, lang, text, limit),
    helpTitles: (lang: Language, keys: readonly string[]) => helpTitles(deps, lang, keys),
    articleList: (lang: Language, query: PageQuery & { category?: ArticleCategoryCode; keyword?: string }) => articleList(deps, lang, query),
    articleDetail: (lang: Language, id: string) => articleDetail(deps, lang, id),
    articleShare: (lang: Language, id: string) => articleShare(deps, lang, id),
    contentPage: (lang: Language, page: ContentPageCode) => contentPage(deps, lang, page),
  };
}
