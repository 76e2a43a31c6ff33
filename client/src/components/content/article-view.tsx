import type { ReactNode } from 'react';
import { formatServerTime } from '../../lib/format.ts';
import { RichText } from '../rich-text.tsx';
import { FallbackMark, type ShownLanguage } from './fallback-mark.tsx';

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
      <h2 style={{ fontSize: 19, margin: '0 0 6px', lineHeight: 1.35 }} data-testid="article-title">
        {item.title}
        <FallbackMark item={item} />
      </h2>
      <p className="muted" style={{ margin: '0 0 14px', fontSize: 12 }}>
        {formatServerTime(item.publishedAt ?? item.createdAt)}
        {meta}
      </p>
      {item.coverUrl && <img src={item.coverUrl} alt="" style={{ width: '100%', borderRadius: 8, marginBottom: 12 }} />}
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
    <button type="button" className="card content-row" onClick={onOpen} data-testid={testId} style={{ display: 'flex', gap: 12, width: '100%', textAlign: 'left', border: 0, font: 'inherit', cursor: 'pointer' }}>
      <span style={{ flex: 1, minWidth: 0 }}>
        <strong style={{ display: 'block', fontSize: 15, lineHeight: 1.4 }}>
          {unread && <span className="unread-dot" aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: 'var(--down)', marginRight: 6, verticalAlign: 'middle' }} />}
          {item.title}
          <FallbackMark item={item} />
        </strong>
        {item.summary && (
          <span className="muted" style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontSize: 13, marginTop: 4 }}>
            {item.summary}
          </span>
        )}
        <span className="muted" style={{ display: 'block', fontSize: 12, marginTop: 6 }}>
          {formatServerTime(item.publishedAt ?? item.createdAt)}
        </span>
      </span>
      {item.coverUrl && <img src={item.coverUrl} alt="" loading="lazy" style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 6, flexShrink: 0 }} />}
    </button>
  );
}
