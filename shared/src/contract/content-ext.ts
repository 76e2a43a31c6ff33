import { z } from 'zod';
import { codeOf, dateTime, idString, pageOf, pageQuery, queryCodeOf, queryInt } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { announcement } from './sys.ts';
import { shownLanguage } from './content.ts';

/*
 * Content and support calls SPEC.md section 7 lacks but the screens of issue 16 need
 * (extensions, /api/ext, `extension: true`): news and articles with a share lookup, the content
 * pages (white paper, about us, credit score), one announcement, marking notifications read,
 * the unread counts of the personal menu and the live support chat.
 *
 * Live chat reaches the client by polling: ext.chatMessages with afterId (the last id the screen
 * holds) every few seconds while the chat is open, ext.unreadCounts for the badges elsewhere.
 */

const BASE = '/api/ext';

/** News and article categories (the xinwen and articleList tabs). */
export const ARTICLE_CATEGORY = { PLATFORM: 1, MARKET: 2, INDUSTRY: 3, GUIDE: 4 } as const;

/** Content pages of the personal menu. */
export const CONTENT_PAGE = { WHITE_PAPER: 1, ABOUT_US: 2, CREDIT_SCORE: 3 } as const;

export const articleSummary = z.object({
  id: idString,
  category: codeOf(ARTICLE_CATEGORY, 'Article category'),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable().describe('Cover image address, null when the article has none'),
  views: z.number().int().nonnegative(),
  publishedAt: dateTime,
  ...shownLanguage,
});

export const articleDetail = articleSummary.extend({
  content: z.string().describe('Sanitised HTML'),
  sharePath: z.string().describe('Address of the public share page within the app, e.g. "/#/articleShare?id=..."; prefix the origin to copy it'),
});

export const articleList = defineEndpoint({
  id: 'ext.articleList',
  method: 'GET',
  path: `${BASE}/articles`,
  auth: 'public',
  extension: true,
  summary: 'News and articles, newest first, optionally of one category and matching search words, without their bodies',
  query: pageQuery.extend({
    category: queryCodeOf(ARTICLE_CATEGORY, 'Article category').optional(),
    keyword: z.string().trim().max(50).optional().describe('Words searched in the title and summary, case-insensitive'),
  }),
  result: pageOf(articleSummary),
});

export const articleDetailCall = defineEndpoint({
  id: 'ext.articleDetail',
  method: 'GET',
  path: `${BASE}/articles/{id}`,
  auth: 'public',
  extension: true,
  summary: 'One article with its body (counts a view); unknown id answers 404',
  params: z.object({ id: idString }),
  result: articleDetail,
});

export const articleShare = defineEndpoint({
  id: 'ext.articleShare',
  method: 'GET',
  path: `${BASE}/articleShare`,
  auth: 'public',
  extension: true,
  summary: 'The public share page of an article for a signed-out visitor (same body, no view counted); unknown id answers 404',
  query: z.object({ id: idString }),
  result: articleDetail,
});

export const contentPage = defineEndpoint({
  id: 'ext.contentPage',
  method: 'GET',
  path: `${BASE}/contentPage`,
  auth: 'public',
  extension: true,
  summary: 'White paper, about us or the credit score explanation, in the caller language (else English marked fallback)',
  query: z.object({ page: queryCodeOf(CONTENT_PAGE, 'Page') }),
  result: z.object({
    page: codeOf(CONTENT_PAGE, 'Page'),
    title: z.string(),
    content: z.string().describe('Sanitised HTML'),
    updatedAt: dateTime,
    ...shownLanguage,
  }),
});

export const announcementDetail = defineEndpoint({
  id: 'ext.announcementDetail',
  method: 'GET',
  path: `${BASE}/announcements/{id}`,
  auth: 'public',
  extension: true,
  summary: 'One published announcement (the home notice line opens it); marks it read for a signed-in caller (read is false when anonymous); unknown id answers 404',
  params: z.object({ id: idString }),
  result: announcement.extend({ read: z.boolean() }),
});

const unreadResult = z.object({ unread: z.number().int().nonnegative().describe('Unread notifications left') });

export const noticeRead = defineEndpoint({
  id: 'ext.noticeRead',
  method: 'POST',
  path: `${BASE}/notices/read`,
  auth: 'login',
  extension: true,
  summary: "Mark one notification (personal or platform) read for the caller; another user's notification answers 404",
  body: z.object({ id: idString }),
  result: unreadResult,
});

export const noticeReadAll = defineEndpoint({
  id: 'ext.noticeReadAll',
  method: 'POST',
  path: `${BASE}/notices/readAll`,
  auth: 'login',
  extension: true,
  summary: "Mark every notification the caller can see read",
  result: unreadResult,
});

export const unreadCounts = defineEndpoint({
  id: 'ext.unreadCounts',
  method: 'GET',
  path: `${BASE}/unread`,
  auth: 'login',
  extension: true,
  summary: 'Unread counts for the badges of the personal menu and the chat shortcut (poll every 30 s or after an action)',
  result: z.object({
    notices: z.number().int().nonnegative().describe('Notifications (personal and platform) not read'),
    announcements: z.number().int().nonnegative().describe('Published announcements not opened'),
    chat: z.number().int().nonnegative().describe('Support answers not read'),
  }),
});

export const chatMessage = z.object({
  id: idString,
  fromStaff: z.boolean().describe('An answer of the support team (or the automatic first answer)'),
  automatic: z.boolean().describe('The automatic first answer'),
  content: z.string().describe('Plain text: render as text, never as HTML'),
  suggestions: z
    .array(z.object({ id: idString, title: z.string() }))
    .describe('Help articles the automatic answer suggests (open with content.helpDetail); empty otherwise'),
  read: z.boolean().describe('Staff answers: the user has read it; user messages: staff has read it'),
  createdAt: dateTime,
});

export const chatSend = defineEndpoint({
  id: 'ext.chatSend',
  method: 'POST',
  path: `${BASE}/chat/send`,
  auth: 'login',
  extension: true,
  summary:
    "Send a message to support. The first message of a conversation (or after 24 h of silence) gets an automatic answer suggesting matching help articles. Answers the messages stored, oldest first",
  body: z.object({ content: z.string().trim().min(1).max(1000).describe('Plain text, 1 to 1000 characters') }),
  result: z.object({ records: z.array(chatMessage) }),
});

export const chatMessages = defineEndpoint({
  id: 'ext.chatMessages',
  method: 'GET',
  path: `${BASE}/chat/messages`,
  auth: 'login',
  extension: true,
  summary:
    "The caller's conversation, oldest first. No cursor: the latest `limit` messages. afterId: the messages after it (poll every 3 s while the chat is open). beforeId: the `limit` messages before it (older pages). An id not in the caller's conversation answers 404",
  query: z.object({
    afterId: idString.optional(),
    beforeId: idString.optional(),
    limit: queryInt().min(1).max(100).default(30),
  }),
  result: z.object({
    records: z.array(chatMessage),
    hasMore: z.boolean().describe('Older messages exist before the first record (not set by afterId: false)'),
    unread: z.number().int().nonnegative().describe('Staff answers not read'),
  }),
});

export const chatRead = defineEndpoint({
  id: 'ext.chatRead',
  method: 'POST',
  path: `${BASE}/chat/read`,
  auth: 'login',
  extension: true,
  summary:
    'Mark the staff answers of the conversation read (the chat screen calls it when it shows them): those up to throughId, the last message the screen holds, or every one without it. An answer that arrived after it stays unread. An id not in the caller\'s conversation answers 404',
  body: z.object({ throughId: idString.optional().describe('The last message shown: answers after it stay unread') }),
  result: z.object({ unread: z.number().int().nonnegative() }),
});
