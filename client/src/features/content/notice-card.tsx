import { Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyNotice } from '../../api/content.ts';
import { RichText } from '../../components/rich-text.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { FallbackMark } from './fallback-mark.tsx';
import { noticeDetailPath, type NoticeFilter } from './notice-rules.ts';
import s from './notices.module.css';

/**
 * One notification: opening it shows the body and marks it read (`onRead`, only while unread);
 * a personal one about a record offers its screen (`onDetail` with the path).
 */
export function NoticeCard({ notice, onRead, onDetail }: { notice: MyNotice; onRead: (n: MyNotice) => void; onDetail: (path: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detail = noticeDetailPath(notice);
  return (
    <section className="card" data-testid={`notice-${notice.id}`} data-read={notice.read}>
      <button
        type="button"
        onClick={() => {
          setOpen(!open);
          if (!notice.read) onRead(notice);
        }}
        aria-expanded={open}
        className={s.toggle}
      >
        <span className={s.head}>
          {!notice.read && <span aria-label={t('notifications.unread')} data-testid="unread-dot" className={s.unreadDot} />}
          <strong className={s.title}>
            {notice.title}
            <FallbackMark item={notice} />
          </strong>
          <Tag color={notice.personal ? 'primary' : 'default'} fill="outline">
            {notice.personal ? t('notifications.personal') : t('notifications.platform')}
          </Tag>
        </span>
        <span className={`muted ${s.time}`}>{formatServerTime(notice.createdAt)}</span>
      </button>
      {open && <RichText html={notice.content} className="notice-body" testId="notice-body" />}
      {open && detail && (
        <button type="button" className={`link ${s.detail}`} onClick={() => onDetail(detail)} data-testid="notice-detail">
          {t('notifications.viewDetail')}
        </button>
      )}
    </section>
  );
}

/** The two tabs of the notifications screen; the unread one says how many. */
export function NoticeTabs({ filter, unread, onChange }: { filter: NoticeFilter; unread: number; onChange: (f: NoticeFilter) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs activeKey={filter} onChange={(key) => onChange(key as NoticeFilter)} className={s.tabs}>
      <Tabs.Tab title={t('notifications.all')} key="all" />
      <Tabs.Tab title={unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.unreadTab')} key="unread" />
    </Tabs>
  );
}
