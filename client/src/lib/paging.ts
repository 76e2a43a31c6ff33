import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query';

/** A page of records as the server's page calls answer it (the contract's page shape, section 3). */
interface RecordPage {
  records: unknown[];
  total: number;
}

/**
 * The next page to ask for in a "load more" list (TanStack's getNextPageParam): none once every
 * record is loaded, counted from the records received.
 */
export const nextPageNo = <P extends RecordPage>(last: P, pages: P[]): number | undefined =>
  pages.reduce((n, p) => n + p.records.length, 0) < last.total ? pages.length + 1 : undefined;

/** The same for answers that carry their page inside (`pageOf` picks it: a team's members, the welfare rewards). */
export const nextPageNoIn =
  <A>(pageOf: (answer: A) => RecordPage) =>
  (last: A, answers: A[]): number | undefined =>
    nextPageNo(pageOf(last), answers.map(pageOf));

/** The same by the page numbers an answer carries (`current` of `pages`). */
export const nextPageNoAfter = (last: { current: number; pages: number }): number | undefined =>
  last.current < last.pages ? last.current + 1 : undefined;

type PagedQueryOptions<P> = Omit<UseInfiniteQueryOptions<P, Error, InfiniteData<P, number>, QueryKey, number>, 'queryKey' | 'queryFn' | 'initialPageParam'>;

/**
 * A "load more" list (TanStack's infinite query) from page 1: `fetchPage(pageNo)` answers one
 * page; `options.getNextPageParam` says which comes next (one of the rules above).
 */
export const usePagedQuery = <P>(queryKey: QueryKey, fetchPage: (pageNo: number) => Promise<P>, options: PagedQueryOptions<P>) =>
  useInfiniteQuery({ queryKey, queryFn: ({ pageParam }) => fetchPage(pageParam), initialPageParam: 1, ...options });
