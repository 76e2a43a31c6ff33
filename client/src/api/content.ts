import { useQuery } from '@tanstack/react-query';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { content, QueryOf, ResultOf } from './contract.ts';

/** Notices, announcements and help (SPEC.md section 7, "Settings, content and miscellaneous"). */

export type NoticePage = ResultOf<typeof content.noticeList>;

export const listNotices = (query: QueryOf<typeof content.noticeList> = {}): Promise<NoticePage> =>
  call(endpoints['content.noticeList'], { query: { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 } });

/** The five newest platform notices for the home notice strip. */
export const useNotices = () =>
  useQuery({ queryKey: ['notices', { pageNo: 1, pageSize: 5 }], queryFn: () => listNotices({ pageNo: 1, pageSize: 5 }), staleTime: 60_000 });
