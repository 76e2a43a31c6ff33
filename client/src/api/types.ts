/** Page result of every list call (ARCHITECTURE.md section 3). */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}
