import { RightOutline, SoundOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import './notice-line.css';

/** How long each announcement stays on the line before the next scrolls in. */
export const NOTICE_ROTATE_MS = 4000;

export interface NoticeLineItem {
  id: string;
  title: string;
}

/**
 * The home page's platform-notice line: one announcement title at a time, the next scrolling
 * up every few seconds; tapping the title opens that announcement, the arrow the whole list
 * (with a dot while some are unread).
 * Written here rather than with antd-mobile's NoticeBar, which scrolls one joined text sideways
 * and cannot say which item was tapped.
 */
export function NoticeLine({
  items,
  label,
  emptyText,
  moreLabel,
  onOpen,
  onMore,
  unread = 0,
}: {
  items: readonly NoticeLineItem[];
  label: string;
  emptyText: string;
  moreLabel: string;
  onOpen: (id: string) => void;
  onMore: () => void;
  /** Announcements the signed-in reader has not opened: a dot on the arrow to the list. */
  unread?: number;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), NOTICE_ROTATE_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  const current = items.length ? items[index % items.length] : undefined;
  return (
    <div className="notice-line" role="region" aria-label={label} aria-live="off">
      <SoundOutline className="notice-line__icon" aria-hidden />
      <div className="notice-line__window">
        {current ? (
          <button key={current.id} type="button" className="notice-line__item" onClick={() => onOpen(current.id)} data-testid="notice-line-item">
            {current.title}
          </button>
        ) : (
          <span className="notice-line__item notice-line__item--empty">{emptyText}</span>
        )}
      </div>
      <button type="button" className="notice-line__more" onClick={onMore} aria-label={moreLabel} data-testid="notice-line-more">
        <RightOutline />
        {unread > 0 && <span className="notice-line__dot" data-testid="notice-line-unread" />}
      </button>
    </div>
  );
}
