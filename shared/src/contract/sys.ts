import { z } from 'zod';
import { ANNOUNCEMENT_TYPE, UPLOAD_BIZ } from '../status.ts';
import { LINK_MODE } from '../constants.ts';
import { codeOf, dateTime, idString, pageOf, pageQuery, queryCodeOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { shownLanguage } from './content.ts';

/* Upload and announcements (/api/sys; "annountCement" is spelled as the spec gives it). */

const BASE = '/api/sys';

export const uploadResult = z.object({
  id: idString,
  url: z.string().describe('Readable by the owner (and reviewers) only'),
  mimeType: z.string(),
  size: z.number().int().nonnegative().describe('Bytes'),
});

export const upload = defineEndpoint({
  id: 'sys.upload',
  method: 'POST',
  path: `${BASE}/common/upload`,
  auth: 'login',
  multipart: true,
  summary: 'Upload one image (multipart: field "file" plus the fields below; not encrypted); at most 20 MB, images only',
  body: z.object({ biz: queryCodeOf(UPLOAD_BIZ, 'Purpose') }).describe('Extra multipart fields (text, hence coerced)'),
  result: uploadResult,
});

export const announcement = z.object({
  id: idString,
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('Sanitised HTML'),
  type: codeOf(ANNOUNCEMENT_TYPE, 'Display'),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  linkMode: codeOf(LINK_MODE, 'Link mode (1 nothing, 2 navigate, 4 outlink page)'),
  priority: z.number().int(),
  pinned: z.boolean().describe('Pinned announcements come first'),
  publishedAt: dateTime,
  ...shownLanguage,
});

export const announcementList = defineEndpoint({
  id: 'sys.announcementList',
  method: 'GET',
  path: `${BASE}/annountCement/vue3List`,
  auth: 'public',
  summary: 'Published announcements (home banners, pop-ups, announcement list): pinned first, then by priority, newest first',
  query: pageQuery.extend({ type: queryCodeOf(ANNOUNCEMENT_TYPE, 'Display').optional() }),
  result: pageOf(announcement),
});

export const announcementListByUser = defineEndpoint({
  id: 'sys.announcementListByUser',
  method: 'GET',
  path: `${BASE}/annountCement/listByUser`,
  auth: 'login',
  summary: "The same list with the user's read flag (listing does not mark them read; opening one with ext.announcementDetail does)",
  query: pageQuery.extend({ type: queryCodeOf(ANNOUNCEMENT_TYPE, 'Display').optional() }),
  result: pageOf(announcement.extend({ read: z.boolean() })),
});
