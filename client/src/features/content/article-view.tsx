import type { ReactNode } from 'react';
import { formatServerTime } from '../../lib/format.ts';
import { RichText } from '../../components/rich-text.tsx';
import { FallbackMark, type ShownLanguage } from './fallback-mark.tsx';
import s from './content.module.css';

export interface ArticleLike extends ShownLanguage {
  title: string;
  content: string;
  publishedAt?: string;
  createdAt?: string;
  coverUrl?: string | null;
}

/** One content item read in full: title with its language marker, date, cover, the sanitised body. */
export function ArticleView({ item, meta, children }: { item: ArticleLike; meta?: ReactNode; children?: ReactNode }) {
  return (
    <article className="card" data-testid="article">
      <h2 className={s.title} data-testid="article-title">
        {item.title}
        <FallbackMark item={item} />
      </h2>
      <p className={`muted ${s.meta}`}>
        {formatServerTime(item.publishedAt ?? item.createdAt)}
        {meta}
      </p>
      {item.coverUrl && <img src={item.coverUrl} alt="" className={s.cover} />}
      <RichText html={item.content} testId="article-body" />
      {children}
    </article>
  );
}

/** A row of a content list: title (with the marker), summary, date, optional cover at the right. */
export function ContentRow({
  item,
  onOpen,
  unread,
  testId,
}: {
  item: ShownLanguage & { title: string; summary?: string; publishedAt?: string; createdAt?: string; coverUrl?: string | null };
  onOpen?: () => void;
  unread?: boolean;
  testId?: string;
}) {
  return (
    <button type="button" className={`card content-row ${s.row}`} onClick={onOpen} data-testid={testId}>
      <span className={s.rowText}>
        <strong className={s.rowTitle}>
          {unread && <span className={`unread-dot ${s.unreadDot}`} aria-hidden />}
          {item.title}
          <FallbackMark item={item} />
        </strong>
        {item.summary && (
          <span className={`muted ${s.summary}`}>
            {item.summary}
          </span>
        )}
        <span className={`muted ${s.date}`}>
          {formatServerTime(item.publishedAt ?? item.createdAt)}
        </span>
      </span>
      {item.coverUrl && <img src={item.coverUrl} alt="" loading="lazy" className={s.thumb} />}
    </button>
  );
}
