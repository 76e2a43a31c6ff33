import { Button } from 'antd-mobile';
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Empty, LoadFailed, Loading } from './screen-states.tsx';
import styles from './record-list.module.css';

/**
 * The record lists of the domain screens (orders, loans, subscriptions, rewards, entries,
 * members): the list with its states and paging, and the card each row is drawn on.
 */

/** The part of an infinite query (TanStack Query) a record list shows; its rows are passed beside it. */
export interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * Loading, failed (with a retry), empty (with an optional action), or the rows with "load more"
 * until the last page, then the end line (when one is given).
 */
export function RecordList<T extends { id: string }>({
  query,
  rows,
  testId,
  emptyTitle,
  emptyAction,
  failedTitle,
  moreLabel,
  endLabel,
  children,
}: {
  query: RecordQuery;
  rows: readonly T[];
  testId: string;
  emptyTitle: string;
  emptyAction?: ReactNode;
  failedTitle?: string;
  moreLabel: string;
  endLabel?: string;
  /** One row: a RecordCard (an `li`). */
  children: (row: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed title={failedTitle} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return <Empty title={emptyTitle} action={emptyAction} />;
  return (
    <>
      <RecordRows testId={testId}>
        {rows.map((row) => (
          <Fragment key={row.id}>{children(row)}</Fragment>
        ))}
      </RecordRows>
      {query.hasNextPage ? (
        <Button block fill="none" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="load-more">
          {moreLabel}
        </Button>
      ) : endLabel === undefined ? null : (
        <p className={`muted ${styles.end}`}>{endLabel}</p>
      )}
    </>
  );
}

/** The bare list the cards stand in (a list without paging or states of its own). */
export function RecordRows({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <ul className={styles.list} data-testid={testId}>
      {children}
    </ul>
  );
}

/**
 * One record as a card: its title and state tag on one line, then what the caller adds.
 * `onOpen` makes the whole card a link (a pointer cursor); `style` carries a value chosen at run time.
 */
export function RecordCard({
  testId,
  title,
  titleTestId,
  tag,
  onOpen,
  style,
  children,
}: {
  testId: string;
  title: ReactNode;
  titleTestId?: string;
  tag?: ReactNode;
  onOpen?: () => void;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <li className={`card ${onOpen ? styles.linkCard : styles.card}`} style={style} data-testid={testId} onClick={onOpen}>
      <div className={styles.head}>
        <strong data-testid={titleTestId}>{title}</strong>
        {tag}
      </div>
      {children}
    </li>
  );
}

/** A card's muted line under its title (a kind, a currency, a description). */
export function RecordSubtitle({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={`muted ${styles.subtitle}`} data-testid={testId}>
      {children}
    </p>
  );
}

/** A card's last muted line: the order number, which may break anywhere. */
export function RecordFootnote({ children }: { children: ReactNode }) {
  return <p className={`muted ${styles.footnote}`}>{children}</p>;
}

/** A card's warning line (a rejection reason, a margin call, a refused quantity). */
export function RecordAlert({ children, role, testId }: { children: ReactNode; role: 'note' | 'alert'; testId: string }) {
  return (
    <p className={styles.alert} role={role} data-testid={testId}>
      {children}
    </p>
  );
}

/** The class of a card's action button (10 px above it). */
export const recordActionClass = styles.action;
