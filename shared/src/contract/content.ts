import { z } from 'zod';
import { HELP_CATEGORY } from '../status.ts';
import { codeOf, dateTime, idString, pageOf, pageQuery, queryCodeOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* Notices and help articles (/api/content). News (xinwen) and articles are help entries of their category. */

const BASE = '/api/content';

export const notice = z.object({
  id: idString,
  title: z.string(),
  content: z.string().describe('Sanitised HTML'),
  createdAt: dateTime,
});

export const noticeList = defineEndpoint({
  id: 'content.noticeList',
  method: 'GET',
  path: `${BASE}/appNotice/list`,
  auth: 'public',
  summary: 'Platform notices for everyone (home notice bar)',
  query: pageQuery,
  result: pageOf(notice),
});

export const noticeMyList = defineEndpoint({
  id: 'content.noticeMyList',
  method: 'GET',
  path: `${BASE}/appNotice/myList`,
  auth: 'login',
  summary: "Notifications addressed to the user (and platform notices) with a read flag; listing marks them read",
  query: pageQuery.extend({ unreadOnly: queryCodeOf({ NO: 0, YES: 1 }, 'Only unread').optional() }),
  result: pageOf(notice.extend({ read: z.boolean(), personal: z.boolean().describe('Addressed to this user only') })),
});

const helpSummary = z.object({
  id: idString,
  category: codeOf(HELP_CATEGORY, 'Category'),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: dateTime,
});

export const helpList = defineEndpoint({
  id: 'content.helpList',
  method: 'GET',
  path: `${BASE}/appHelpInfo/list`,
  auth: 'public',
  summary: 'Help centre, news and articles (by category), without their bodies',
  query: pageQuery.extend({ category: queryCodeOf(HELP_CATEGORY, 'Category').optional() }),
  result: pageOf(helpSummary),
});

export const helpDetail = defineEndpoint({
  id: 'content.helpDetail',
  method: 'GET',
  path: `${BASE}/appHelpInfo/queryById`,
  auth: 'public',
  summary: 'One help entry or article with its body',
  query: z.object({ id: idString }),
  result: helpSummary.extend({ content: z.string().describe('Sanitised HTML') }),
});
