import { useQuery } from '@tanstack/react-query';
import { get } from './http.ts';
import { defineCalls, type content, type QueryOf, type ResultOf } from './contract.ts';

/** Notices, announcements and help (SPEC.md section 7, "Settings, content and miscellaneous"). */

export const CONTENT_CALLS = defineCalls({
  noticeList: { id: 'content.noticeList', method: 'GET', path: '/content/appNotice/list' },
});

export type NoticePage = ResultOf<typeof content.noticeList>;

export const listNotices = (query: QueryOf<typeof content.noticeList> = {}): Promise<NoticePage> =>
  get(CONTENT_CALLS.noticeList.path, { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 });

/** The five newest platform notices for the home notice strip. */
export const useNotices = () =>
  useQuery({ queryKey: ['notices', { pageNo: 1, pageSize: 5 }], queryFn: () => listNotices({ pageNo: 1, pageSize: 5 }), staleTime: 60_000 });
