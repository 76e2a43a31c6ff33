import type { Tx } from '@sandbox/prisma';
import type { Language } from '@sandbox/shared';
import type { PageQuery } from '../paging.ts';
import { myNotices, platformNotices, unreadNotices, type MyNoticesQuery, type NoticeDeps } from './notice-reads.ts';
import { publishNotice, readAllNotices, readNotice, rememberLanguage } from './notice-writes.ts';
import { writeNotice, type Notify, type NotifyEvent } from './notify.ts';
import type { Translation } from './translations.ts';

export type NoticeService = ReturnType<typeof createNoticeService>;

/**
 * Notifications: platform notices (every user, per-user read state) and personal ones written by the services.
 * The parts: notice-reads.ts (the lists, the unread count), notice-writes.ts (read marks, publishing, the
 * user's language), notify.ts (the personal kinds, their texts and the writer other modules call).
 */
export function createNoticeService(deps: NoticeDeps) {
  return {
    platformNotices: (lang: Language, page: PageQuery) => platformNotices(deps, lang, page),
    myList: (userId: string, lang: Language, query: MyNoticesQuery) => myNotices(deps, userId, lang, query),
    read: (userId: string, lang: Language, id: string) => readNotice(deps, userId, lang, id),
    readAll: (userId: string, lang: Language) => readAllNotices(deps, userId, lang),
    unread: (userId: string, lang: Language) => unreadNotices(deps, userId, lang),
    publish: (translations: readonly Translation[]) => publishNotice(deps, translations),
    rememberLanguage: (userId: string, lang: Language) => rememberLanguage(deps, userId, lang),
    notify: ((tx: Tx, events: NotifyEvent | readonly NotifyEvent[]) => writeNotice(deps.clock, tx, events)) satisfies Notify,
  };
}
