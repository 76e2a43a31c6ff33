import { Button } from 'antd-mobile';
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import s from './content.module.css';

/** The part of an infinite query (TanStack Query) a list screen shows. */
export interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data?: { pages: { records: T[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * A content list with its four states: loading, failed (with a retry), empty, and the rows
 * with "load more" until the last page. Rows are rendered by the page.
 */
export function PagedList<T extends { id: string }>({
  query,
  empty,
  children,
  testId,
}: {
  query: PagedQuery<T>;
  empty: string;
  children: (row: T) => ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rows = query.data?.pages.flatMap((p) => p.records) ?? [];
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailed title={t('content.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  if (rows.length === 0) return <Empty title={empty} />;
  return (
    <>
      <ul className={s.list} data-testid={testId}>
        {rows.map((row) => (
          <li key={row.id}>{children(row)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button block fill="none" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="load-more">
          {t('content.more')}
        </Button>
      ) : (
        <p className={`muted ${s.end}`}>
          {t('content.end')}
        </p>
      )}
    </>
  );
}

/**
 * One item's states: loading, failed (retry), not found, or the item. A query that never runs
 * (the address names no id: pending, and idle rather than fetching or paused) is not found.
 */
export function ItemState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; fetchStatus: 'fetching' | 'paused' | 'idle'; data?: unknown; refetch: () => Promise<unknown> };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const neverRuns = query.isPending && query.fetchStatus === 'idle';
  if (query.isPending && !neverRuns) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailed title={t('content.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  if (neverRuns || query.data === null || query.data === undefined) return <Empty title={t('content.notFound')} />;
  return <>{children}</>;
}
