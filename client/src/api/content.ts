import { nextPageNo, usePagedQuery } from '../lib/paging.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForEnvelope, callOrNotFound } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { content, contentExt, sys } from '@sandbox/shared/contract/index';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';
import { contentKeys, listAnnouncements, useLang, type AnnouncementPage, type UnreadCounts } from './content-summary.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * Content and support (issue 16): announcements, notifications, help centre, news and
 * articles, the content pages (white paper, about us, credit score) and the live chat.
 * Every content item comes in the caller's language (the lang header), else in English
 * marked `fallback`; the query keys hold the language, so switching it refetches.
 * What the home page needs (its notice line, the badges) is in content-summary.ts, so /home's
 * first download does not carry the list and mutation hooks of these screens.
 */

export * from './content-summary.ts';

export type NoticePage = ResultOf<typeof content.noticeList>;
export type MyNoticePage = ResultOf<typeof content.noticeMyList>;
export type MyNotice = MyNoticePage['records'][number];
export type Announcement = AnnouncementPage['records'][number];
export type AnnouncementDetail = ResultOf<typeof contentExt.announcementDetail>;
export type HelpQuery = QueryOf<typeof content.helpList>;
export type HelpSummary = ResultOf<typeof content.helpList>['records'][number];
export type HelpDetail = ResultOf<typeof content.helpDetail>;
export type ArticleQuery = QueryOf<typeof contentExt.articleList>;
export type ArticleSummary = ResultOf<typeof contentExt.articleList>['records'][number];
export type ArticleDetail = ResultOf<typeof contentExt.articleDetailCall>;
export type ContentPageCode = QueryOf<typeof contentExt.contentPage>['page'];
export type ContentPage = ResultOf<typeof contentExt.contentPage>;
export type ChatMessage = ResultOf<typeof contentExt.chatMessages>['records'][number];
export type ChatPage = ResultOf<typeof contentExt.chatMessages>;
export type ChatSendBody = BodyOf<typeof contentExt.chatSend>;

/*
 * The codes the screens switch on. They are declared in the contract next to its zod schemas,
 * which must stay out of the browser bundle (api/contract.ts), so they are repeated here and
 * type-checked against the contract: a value the contract lacks fails to compile, and so does
 * a contract value missing here (the `Exhaustive` checks).
 */
type Exhaustive<All, Listed extends All> = [Exclude<All, Listed>] extends [never] ? true : never;

export type ArticleCategory = ArticleSummary['category'];
export const ARTICLE_CATEGORIES = [1, 2, 3, 4] as const satisfies readonly ArticleCategory[];
export const ARTICLE_CATEGORY_NAMES = { 1: 'platform', 2: 'market', 3: 'industry', 4: 'guide' } as const satisfies Record<ArticleCategory, string>;
const articleCategoriesComplete: Exhaustive<ArticleCategory, (typeof ARTICLE_CATEGORIES)[number]> = true;

export type HelpTopic = NonNullable<HelpSummary['topic']>;
export const HELP_TOPICS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly HelpTopic[];
export const HELP_TOPIC_NAMES = {
  1: 'account',
  2: 'depositWithdrawal',
  3: 'review',
  4: 'verification',
  5: 'perpetual',
  6: 'secondContract',
  7: 'flashExchange',
  8: 'vip',
  9: 'loan',
} as const satisfies Record<HelpTopic, string>;
const helpTopicsComplete: Exhaustive<HelpTopic, (typeof HELP_TOPICS)[number]> = true;

/** Help centre entries are category 1 of appHelpInfo (2 and 3 are news and articles, served by ext.article*). */
export const HELP_CATEGORY_HELP = 1 as const satisfies HelpQuery['category'];

export const CONTENT_PAGES = { whitePaper: 1, aboutUs: 2, creditScore: 3 } as const satisfies Record<string, ContentPageCode>;

export type NoticeKind = MyNotice['kind'];
export const NOTICE_KIND_NAMES = {
  1: 'platform',
  2: 'depositCredited',
  3: 'withdrawalPaid',
  4: 'withdrawalRejected',
  5: 'verificationApproved',
  6: 'verificationRejected',
  7: 'positionLiquidated',
  8: 'secondSettled',
  9: 'loanApproved',
  10: 'rewardReceived',
  11: 'loanMarginCall',
  12: 'loanCollateralRepaid',
  13: 'loanAutoRepaid',
  14: 'loanOverdue',
  15: 'ieoWon',
  16: 'ieoNotWon',
  17: 'ieoLapsed',
  18: 'ieoDelivered',
  19: 'loanRejected',
  20: 'loanRepaid',
  21: 'positionTakeProfit',
  22: 'positionStopLoss',
  23: 'signInFailures',
} as const satisfies Record<NoticeKind, string>;

void articleCategoriesComplete;
void helpTopicsComplete;

export const LIST_PAGE_SIZE = 20;

/** A page query's next page number, or undefined after the last. */
/** A GET by query id: null for 404 (the screen says "not found"), the result for 200, else a rejection. */
async function oneOrNull<T>(envelope: Promise<{ code?: number; message?: string; result?: T } | undefined>): Promise<T | null> {
  const answer = await envelope;
  if (!answer || answer.code === 404) return null;
  if ((answer.code === 200 || answer.code === 0) && answer.result !== undefined) return answer.result;
  throw new Error(answer.message || 'Error');
}

// ---- calls

export const listNotices = (query: QueryOf<typeof content.noticeList> = {}): Promise<NoticePage> =>
  call(endpoints['content.noticeList'], { query: { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 } });

export const listMyNotices = (query: QueryOf<typeof content.noticeMyList> = {}): Promise<MyNoticePage> =>
  call(endpoints['content.noticeMyList'], { query });

export const markNoticeRead = (id: string) => call(endpoints['ext.noticeRead'], { body: { id } });
export const markAllNoticesRead = () => call(endpoints['ext.noticeReadAll']);

export const listMyAnnouncements = (query: QueryOf<typeof sys.announcementListByUser> = {}) =>
  call(endpoints['sys.announcementListByUser'], { query });
export const getAnnouncement = (id: string): Promise<AnnouncementDetail | null> =>
  callOrNotFound(endpoints['ext.announcementDetail'], { params: { id } });

export const listHelp = (query: HelpQuery = {}) => call(endpoints['content.helpList'], { query });
export const getHelp = (id: string): Promise<HelpDetail | null> => oneOrNull(callForEnvelope(endpoints['content.helpDetail'], { query: { id } }));

export const listArticles = (query: ArticleQuery = {}) => call(endpoints['ext.articleList'], { query });
export const getArticle = (id: string): Promise<ArticleDetail | null> => callOrNotFound(endpoints['ext.articleDetail'], { params: { id } });
export const getArticleShare = (id: string): Promise<ArticleDetail | null> =>
  oneOrNull(callForEnvelope(endpoints['ext.articleShare'], { query: { id } }));

export const getContentPage = (page: ContentPageCode): Promise<ContentPage> => call(endpoints['ext.contentPage'], { query: { page } });

export const listChat = (query: QueryOf<typeof contentExt.chatMessages> = {}): Promise<ChatPage> => call(endpoints['ext.chatMessages'], { query });
export const sendChat = (body: ChatSendBody) => call(endpoints['ext.chatSend'], { body });
/** Marks the staff answers read up to `throughId`, the last message on screen: one stored since stays unread. */
export const markChatRead = (throughId: string) => call(endpoints['ext.chatRead'], { body: { throughId } });

// ---- hooks

/** Announcements page by page; a signed-in reader gets the read flags (listByUser). */
export const useAnnouncements = () => {
  const lang = useLang();
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  return usePagedQuery(
    ['content', lang, 'announcements', { signedIn }],
    (pageNo): Promise<{ records: (Announcement & { read?: boolean })[]; total: number }> =>
      signedIn ? listMyAnnouncements({ pageNo, pageSize: LIST_PAGE_SIZE }) : listAnnouncements({ pageNo, pageSize: LIST_PAGE_SIZE }),
    { getNextPageParam: nextPageNo },
  );
};

/** Opening an announcement marks it read on the server: the unread counts follow. */
export const useAnnouncement = (id: string) => {
  const lang = useLang();
  const client = useQueryClient();
  return useQuery({
    queryKey: ['content', lang, 'announcement', id],
    queryFn: async () => {
      const item = await getAnnouncement(id);
      void client.invalidateQueries({ queryKey: contentKeys.unread });
      return item;
    },
    enabled: id !== '',
  });
};

/** The signed-in user's notifications (platform and personal), newest first. */
export const useMyNotices = (unreadOnly: boolean) => {
  const lang = useLang();
  return usePagedQuery([...contentKeys.notices, lang, { unreadOnly }], (pageNo) => listMyNotices({ pageNo, pageSize: LIST_PAGE_SIZE, unreadOnly: unreadOnly ? 1 : undefined }), {
    getNextPageParam: nextPageNo,
  });
};

type NoticePages = { pages: MyNoticePage[]; pageParams: unknown[] };

/**
 * Mark one or all read. One: its row turns read in place (it stays on the unread tab until the
 * next visit, so an opened notice does not vanish under the reader). All: the lists reload.
 * The badge takes the server's new count at once.
 */
export const useMarkNoticesRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') => (id === 'all' ? markAllNoticesRead() : markNoticeRead(id)),
    onSuccess: async ({ unread }, id) => {
      client.setQueryData<UnreadCounts>(contentKeys.unread, (old) => (old ? { ...old, notices: unread } : old));
      if (id === 'all') return client.invalidateQueries({ queryKey: contentKeys.notices });
      client.setQueriesData<NoticePages>({ queryKey: contentKeys.notices }, (old) =>
        old && { ...old, pages: old.pages.map((p) => ({ ...p, records: p.records.map((r) => (r.id === id ? { ...r, read: true } : r)) })) },
      );
    },
  });
};

export const useHelpList = (topic: HelpTopic | undefined, keyword: string) => {
  const lang = useLang();
  const words = keyword.trim() || undefined;
  return usePagedQuery(['content', lang, 'help', { topic, words }], (pageNo) => listHelp({ pageNo, pageSize: LIST_PAGE_SIZE, category: HELP_CATEGORY_HELP, topic, keyword: words }), {
    getNextPageParam: nextPageNo,
    placeholderData: keepPreviousData,
  });
};

export const useHelp = (id: string) => {
  const lang = useLang();
  return useQuery({ queryKey: ['content', lang, 'help', id], queryFn: () => getHelp(id), enabled: id !== '' });
};

export const useArticles = (category: ArticleCategory | undefined) => {
  const lang = useLang();
  return usePagedQuery(['content', lang, 'articles', { category }], (pageNo) => listArticles({ pageNo, pageSize: LIST_PAGE_SIZE, category }), {
    getNextPageParam: nextPageNo,
    placeholderData: keepPreviousData,
  });
};

export const useArticle = (id: string, shared: boolean) => {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', lang, shared ? 'articleShare' : 'article', id],
    queryFn: () => (shared ? getArticleShare(id) : getArticle(id)),
    enabled: id !== '',
  });
};

export const useContentPage = (page: ContentPageCode) => {
  const lang = useLang();
  return useQuery({ queryKey: ['content', lang, 'page', page], queryFn: () => getContentPage(page), staleTime: 5 * 60_000 });
};
