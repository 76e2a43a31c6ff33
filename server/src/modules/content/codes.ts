import { ANNOUNCEMENT_TYPE, LINK_MODE, content, contentExt } from '@sandbox/shared';

/* Stored category names <-> the contract's numeric codes. */

const { HELP_TOPIC } = content;
const { ARTICLE_CATEGORY, CONTENT_PAGE } = contentExt;

type Code<T> = T[keyof T];
export type HelpTopicCode = Code<typeof HELP_TOPIC>;
export type ArticleCategoryCode = Code<typeof ARTICLE_CATEGORY>;
export type ContentPageCode = Code<typeof CONTENT_PAGE>;

/** HelpArticle.category per help topic. */
export const HELP_TOPIC_NAMES: Record<HelpTopicCode, string> = {
  [HELP_TOPIC.ACCOUNT]: 'account',
  [HELP_TOPIC.DEPOSIT_WITHDRAWAL]: 'funds',
  [HELP_TOPIC.REVIEW]: 'review',
  [HELP_TOPIC.VERIFICATION]: 'verification',
  [HELP_TOPIC.PERPETUAL]: 'perpetual',
  [HELP_TOPIC.SECOND_CONTRACT]: 'second',
  [HELP_TOPIC.FLASH_EXCHANGE]: 'flash',
  [HELP_TOPIC.VIP]: 'vip',
  [HELP_TOPIC.LOAN]: 'loan',
};

/** Article.category per article category; content pages are articles of category "page". */
export const ARTICLE_CATEGORY_NAMES: Record<ArticleCategoryCode, string> = {
  [ARTICLE_CATEGORY.PLATFORM]: 'platform',
  [ARTICLE_CATEGORY.MARKET]: 'market',
  [ARTICLE_CATEGORY.INDUSTRY]: 'industry',
  [ARTICLE_CATEGORY.GUIDE]: 'guide',
};
export const PAGE_CATEGORY = 'page';

/** Article.key of each content page. */
export const CONTENT_PAGE_KEYS: Record<ContentPageCode, string> = {
  [CONTENT_PAGE.WHITE_PAPER]: 'page.whitePaper',
  [CONTENT_PAGE.ABOUT_US]: 'page.aboutUs',
  [CONTENT_PAGE.CREDIT_SCORE]: 'page.creditScore',
};

function reverse<C extends number>(table: Record<C, string>): Map<string, C> {
  return new Map(Object.entries(table).map(([code, name]) => [name as string, Number(code) as C]));
}
const topicByName = reverse(HELP_TOPIC_NAMES);
const articleCategoryByName = reverse(ARTICLE_CATEGORY_NAMES);

export const helpTopicOf = (name: string): HelpTopicCode | null => topicByName.get(name) ?? null;
/** Unknown stored names read as platform news rather than failing the whole list. */
export const articleCategoryOf = (name: string): ArticleCategoryCode => articleCategoryByName.get(name) ?? ARTICLE_CATEGORY.PLATFORM;

type AnnouncementType = Code<typeof ANNOUNCEMENT_TYPE>;
type LinkMode = Code<typeof LINK_MODE>;
const ANNOUNCEMENT_TYPES = new Set<number>(Object.values(ANNOUNCEMENT_TYPE));

export const announcementTypeOf = (n: number): AnnouncementType => (ANNOUNCEMENT_TYPES.has(n) ? (n as AnnouncementType) : ANNOUNCEMENT_TYPE.MESSAGE);

/**
 * The link an item may open and its mode (SPEC.md section 9): mode 4 (outlink page) only with an
 * http(s) address, mode 2 (navigate) with an http(s) address or an in-app "/route"; anything else
 * is served as mode 1 (nothing), so a stored javascript: address is never handed to the client.
 */
export function safeLink(link: string | null, mode: number): { link: string | null; linkMode: LinkMode } {
  if (!link) return { link: null, linkMode: LINK_MODE.NONE };
  const web = /^https?:\/\/[^\s]+$/i.test(link);
  if (mode === LINK_MODE.OUTLINK && web) return { link, linkMode: LINK_MODE.OUTLINK };
  if (mode === LINK_MODE.DIRECT && (web || /^\/[A-Za-z0-9/_?=&.-]*$/.test(link))) return { link, linkMode: LINK_MODE.DIRECT };
  return { link: null, linkMode: LINK_MODE.NONE };
}
