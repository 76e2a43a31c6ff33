/** Page query of every list call (contract `pageQuery`): pageNo is 1-based. */
export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** Prisma skip/take for a page. */
export function pageWindow({ pageNo, pageSize }: PageQuery): { skip: number; take: number } {
  return { skip: (pageNo - 1) * pageSize, take: pageSize };
}

/** The page envelope's result, `{ records, total, size, current, pages }`. */
export function toPage<T>(records: T[], total: number, { pageNo, pageSize }: PageQuery) {
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}
