import { Button } from 'antd-mobile';
import { Fragment, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../api/finance.ts';
import { moneyDecimals } from '../lib/format.ts';
import { showToast } from '../lib/notify.ts';
import { ScreenHeader, type HeaderLink } from './screen-header.tsx';
import { Empty, LoadFailed, Loading } from './screen-states.tsx';
import heroStyles from './hero-card.module.css';
import styles from './domain-screen.module.css';

/*
 * What the domain screens share, in one module so that the pages using it load one file (each
 * file a page preloads is named in the entry's route table, which /home downloads): the frame of
 * a shell page, the coloured summary card at a screen's top, and the record list with its card.
 */

/**
 * The frame of a domain screen: `main.screen` named by its test id, the header with its title
 * and an optional link to a sibling screen, and the body the page's feature components fill.
 */
export function ScreenShell({ testId, title, link, children }: { testId: string; title: string; link?: HeaderLink; children: ReactNode }) {
  return (
    <main className="screen" data-testid={testId}>
      <ScreenHeader title={title} link={link} />
      <div className="screen__body">{children}</div>
    </main>
  );
}

/**
 * A money action the user confirms first: `asked` is the open confirmation (confirmDialog);
 * once confirmed, `run`, then `done` as a success toast. A refusal was toasted by the http
 * instance, so it ends there. Resolves with what `run` answered, or undefined.
 */
export async function confirmThen<T>(asked: Promise<boolean>, run: () => Promise<T>, done: string): Promise<T | undefined> {
  if (!(await asked)) return undefined;
  let result: T;
  try {
    result = await run();
  } catch {
    return undefined;
  }
  showToast({ icon: 'success', content: done });
  return result;
}

/** What tells one shell page from another: its test id, its title and header link (translation keys), the feature component it frames. */
export interface ShellPageParts {
  testId: string;
  title: string;
  link?: HeaderLink;
  Body: ComponentType;
}

/** A page that is a ScreenShell around one feature component, made from its parts (the route table loads it as any page). */
export function shellPage({ testId, title, link, Body }: ShellPageParts): ComponentType {
  return function ShellPage() {
    const { t } = useTranslation();
    return (
      <ScreenShell testId={testId} title={t(title)} link={link && { ...link, label: t(link.label) }}>
        <Body />
      </ScreenShell>
    );
  };
}

/**
 * The coloured summary card at the top of a domain screen: a label, one big figure, then the
 * caller's lines. Each screen has its look (background, label opacity, figure size).
 */
export type HeroLook = 'earn' | 'welfare' | 'vip' | 'loan' | 'team';

export function HeroCard({
  look,
  testId,
  label,
  figure,
  figureTestId,
  children,
}: {
  look: HeroLook;
  testId: string;
  /** Without a label the card carries only its children (a failed load's retry). */
  label?: ReactNode;
  figure?: ReactNode;
  figureTestId?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`card ${heroStyles.hero} ${heroStyles[look]}`} data-testid={testId}>
      {label !== undefined && (
        <>
          <p className={heroStyles.label}>{label}</p>
          <p className={heroStyles.figure} data-testid={figureTestId}>
            {figure}
          </p>
        </>
      )}
      {children}
    </section>
  );
}

/** Two figures at the card's two ends ("Today: … Total: …"). */
export function HeroSplit({ children }: { children: ReactNode }) {
  return <div className={heroStyles.split}>{children}</div>;
}

/** One labelled figure of a hero card's lines: "Label: figure", the figure named by its test id. */
export function HeroFigure({ label, testId, value }: { label: string; testId: string; value: ReactNode }) {
  return (
    <span>
      {label}: <span data-testid={testId}>{value}</span>
    </span>
  );
}

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
      <div className="card-head">
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

/** The display decimals of a currency's money on the domain screens (2 until the currency list answers). */
export function useMoneyDecimals(): (code: string | null) => number {
  const currencies = useCurrencies();
  return (code) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
}
