import { useQuery } from '@tanstack/react-query';
import type { contentExt, sys } from '@sandbox/shared/contract/index';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { QueryOf, ResultOf } from './contract.ts';
import { useLangStore } from '../store/lang-store.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * The part of the content domain always on screen: the home notice line (the newest
 * announcements) and the unread badges. Apart from content.ts so /home's first download
 * carries only this (bundle budget).
 */

export type AnnouncementPage = ResultOf<typeof sys.announcementList>;
export type UnreadCounts = ResultOf<typeof contentExt.unreadCounts>;

export const listAnnouncements = (query: QueryOf<typeof sys.announcementList> = {}): Promise<AnnouncementPage> =>
  call(endpoints['sys.announcementList'], { query });

export const getUnreadCounts = (): Promise<UnreadCounts> => call(endpoints['ext.unreadCounts']);

/** The interface language, which the content query keys hold. */
export const useLang = () => useLangStore((s) => s.lang);

export const contentKeys = {
  notices: ['content', 'notices'] as const,
  unread: ['content', 'unread'] as const,
};

/** The home notice line: the five newest announcements, pinned first. */
export const useHomeAnnouncements = () => {
  const lang = useLang();
  return useQuery({
    queryKey: ['content', lang, 'announcements', 'home'],
    queryFn: () => listAnnouncements({ pageNo: 1, pageSize: 5 }),
    staleTime: 60_000,
  });
};

/**
 * Badge figures, signed-in only: fetched each time a screen showing them opens (an answer may
 * have come while the user was elsewhere), then polled every 30 s (the contract's advice).
 */
export const UNREAD_POLL_MS = 30_000;
export const useUnreadCounts = () => {
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  return useQuery({ queryKey: contentKeys.unread, queryFn: getUnreadCounts, enabled: signedIn, staleTime: 0, refetchInterval: UNREAD_POLL_MS });
};
