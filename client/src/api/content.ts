import { useQuery } from '@tanstack/react-query';
import { get } from './http.ts';
import type { PageQuery, PageResult } from './types.ts';

/** Notices, announcements and help (SPEC.md section 7, "Settings, content and miscellaneous"). */

export interface Notice {
  id: string;
  title: string;
  content?: string;
  createTime?: string;
}

export const listNotices = (query: PageQuery = {}): Promise<PageResult<Notice>> =>
  get('/content/appNotice/list', { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 });

export const useNotices = () =>
  useQuery({ queryKey: ['notices', 1], queryFn: () => listNotices({ pageNo: 1, pageSize: 5 }), staleTime: 60_000 });
