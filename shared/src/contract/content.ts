import { z } from 'zod';
import { HELP_CATEGORY } from '../status.ts';
import { codeOf, dateTime, idString, pageOf, pageQuery, queryCodeOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/*
 * Notices and help articles (/api/content). Help category 1 is the help centre (HelpArticle rows);
 * categories 2 (news) and 3 (articles) list the news and article rows also served, with their own
 * categories and share lookup, by the ext.article* calls (content-ext.ts).
 *
 * Language: every item is picked in the caller's language (lang header); an item that lacks it is
 * shown in English with `fallback: true` (the client shows a visible "English" marker).
 * Rich text (`content`) is HTML the server renders from Markdown (raw HTML in the source is shown
 * as text) and passes through an allow-list sanitiser: no script, no event handler, links http(s) only.
 */

const BASE = '/api/content';

/** Why a notification was written: 1 is a platform notice, the rest are personal. */
export const NOTICE_KIND = {
  PLATFORM: 1,
  DEPOSIT_CREDITED: 2,
  WITHDRAWAL_PAID: 3,
  WITHDRAWAL_REJECTED: 4,
  VERIFICATION_APPROVED: 5,
  VERIFICATION_REJECTED: 6,
  POSITION_LIQUIDATED: 7,
  SECOND_SETTLED: 8,
  LOAN_APPROVED: 9,
  REWARD_RECEIVED: 10,
  LOAN_MARGIN_CALL: 11,
  LOAN_COLLATERAL_REPAID: 12,
  LOAN_AUTO_REPAID: 13,
  LOAN_OVERDUE: 14,
  IEO_WON: 15,
  IEO_NOT_WON: 16,
  IEO_LAPSED: 17,
  IEO_DELIVERED: 18,
  LOAN_REJECTED: 19,
  LOAN_REPAID: 20,
  POSITION_TAKE_PROFIT: 21,
  POSITION_STOP_LOSS: 22,
  SIGN_IN_FAILURES: 23,
} as const;
export type NoticeKind = (typeof NOTICE_KIND)[keyof typeof NOTICE_KIND];

/** Help centre topics (the help centre's tabs). */
export const HELP_TOPIC = {
  ACCOUNT: 1,
  DEPOSIT_WITHDRAWAL: 2,
  REVIEW: 3,
  VERIFICATION: 4,
  PERPETUAL: 5,
  SECOND_CONTRACT: 6,
  FLASH_EXCHANGE: 7,
  VIP: 8,
  LOAN: 9,
} as const;

/** Language actually shown, and whether it is the English fallback of a missing translation. */
export const shownLanguage = {
  language: z.string().describe('Language code of the text shown, e.g. "tai"'),
  fallback: z.boolean().describe('The item lacks the requested language and is shown in English: show a marker'),
};

export const notice = z.object({
  id: idString,
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  createdAt: dateTime,
  ...shownLanguage,
});

export const noticeList = defineEndpoint({
  id: 'content.noticeList',
  method: 'GET',
  path: `${BASE}/appNotice/list`,
  auth: 'public',
  summary: 'Platform notices for everyone (home notice bar), newest first',
  query: pageQuery,
  result: pageOf(notice),
});

export const myNotice = notice.extend({
  read: z.boolean(),
  personal: z.boolean().describe('Addressed to this user only'),
  kind: codeOf(NOTICE_KIND, 'Notification kind'),
  refId: idString.nullable().describe('The record it is about (deposit, withdrawal, position, order...), null for platform notices'),
});

export const noticeMyList = defineEndpoint({
  id: 'content.noticeMyList',
  method: 'GET',
  path: `${BASE}/appNotice/myList`,
  auth: 'login',
  summary:
    "Notifications addressed to the user and platform notices, newest first, with the user's read flag (listing does not mark them read: ext.noticeRead / ext.noticeReadAll do)",
  query: pageQuery.extend({ unreadOnly: queryCodeOf({ NO: 0, YES: 1 }, 'Only unread').optional() }),
  result: pageOf(myNotice),
});

export const helpSummary = z.object({
  id: idString,
  category: codeOf(HELP_CATEGORY, 'Category'),
  topic: codeOf(HELP_TOPIC, 'Help topic').nullable().describe('Help topic; null for news and articles'),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: dateTime,
  ...shownLanguage,
});

export const helpList = defineEndpoint({
  id: 'content.helpList',
  method: 'GET',
  path: `${BASE}/appHelpInfo/list`,
  auth: 'public',
  summary: 'Help centre (category 1, default), news (2) and articles (3), without their bodies; filter by help topic and search words',
  query: pageQuery.extend({
    category: queryCodeOf(HELP_CATEGORY, 'Category').optional(),
    topic: queryCodeOf(HELP_TOPIC, 'Help topic (category 1 only)').optional(),
    keyword: z.string().trim().max(50).optional().describe('Words searched in the title and body, case-insensitive'),
  }),
  result: pageOf(helpSummary),
});

export const helpDetail = defineEndpoint({
  id: 'content.helpDetail',
  method: 'GET',
  path: `${BASE}/appHelpInfo/queryById`,
  auth: 'public',
  summary: 'One help entry or article with its body (in the caller language, else English marked fallback); unknown id answers 404',
  query: z.object({ id: idString }),
  result: helpSummary.extend({ content: z.string().describe('Sanitised HTML') }),
});
