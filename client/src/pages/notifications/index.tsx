import { Button, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_KIND_NAMES, useMarkNoticesRead, useMyNotices, useUnreadCounts, type MyNotice } from '../../api/content.ts';
import { FallbackMark, PagedList } from '../../features/content/index.ts';
import { RichText } from '../../components/rich-text.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

type Filter = 'all' | 'unread';

/** The screen a personal notification is about (its kind and record), if there is one. */
export function detailPath(notice: Pick<MyNotice, 'kind' | 'refId'>): string | undefined {
  const id = notice.refId ?? undefined;
  switch (NOTICE_KIND_NAMES[notice.kind]) {
    case 'depositCredited':
      return id && routeWith(routes.rechargeWithdrawalResult, { type: 'recharge', id });
    case 'withdrawalPaid':
    case 'withdrawalRejected':
      return id && routeWith(routes.rechargeWithdrawalResult, { type: 'withdrawal', id });
    case 'verificationApproved':
    case 'verificationRejected':
      return routes.identityResult;
    case 'positionLiquidated':
    case 'positionTakeProfit':
    case 'positionStopLoss':
      return id && routeWith(routes.settlementInfo, { id });
    case 'secondSettled':
      return routeWith(routes.contract, { tab: 'second' });
    case 'loanApproved':
      return routes.loanOrders;
    case 'rewardReceived':
      return routes.welfareCentre;
    default:
      return undefined;
  }
}

/** One notification: opening it shows the body and marks it read. */
function NoticeCard({ notice, onOpen }: { notice: MyNotice; onOpen: (n: MyNotice) => void }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [open, setOpen] = useState(false);
  const detail = detailPath(notice);
  return (
    <section className="card" data-testid={`notice-${notice.id}`} data-read={notice.read}>
      <button
        type="button"
        onClick={() => {
          setOpen(!open);
          if (!notice.read) onOpen(notice);
        }}
        aria-expanded={open}
        style={{ display: 'block', width: '100%', border: 0, background: 'none', padding: 0, textAlign: 'left', font: 'inherit', cursor: 'pointer' }}
      >
        <span style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          {!notice.read && <span aria-label={t('notifications.unread')} data-testid="unread-dot" style={{ width: 8, height: 8, borderRadius: 4, background: 'var(--down)', flexShrink: 0 }} />}
          <strong style={{ flex: 1, fontSize: 15 }}>
            {notice.title}
            <FallbackMark item={notice} />
          </strong>
          <Tag color={notice.personal ? 'primary' : 'default'} fill="outline">
            {notice.personal ? t('notifications.personal') : t('notifications.platform')}
          </Tag>
        </span>
        <span className="muted" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
          {formatServerTime(notice.createdAt)}
        </span>
      </button>
      {open && <RichText html={notice.content} className="notice-body" testId="notice-body" />}
      {open && detail && (
        <button type="button" className="link" style={{ marginTop: 8, fontSize: 13 }} onClick={() => openRoute(detail)} data-testid="notice-detail">
          {t('notifications.viewDetail')}
        </button>
      )}
    </section>
  );
}

/**
 * Notifications of the signed-in user: platform notices and personal ones (deposit credited,
 * withdrawal paid or rejected, ...), newest first. Opening one marks it read; "mark all read"
 * clears the badge of the personal menu.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useMyNotices(filter === 'unread');
  const unread = useUnreadCounts().data?.notices ?? 0;
  const mark = useMarkNoticesRead();
  return (
    <main className="screen" data-testid="notifications">
      <ScreenHeader
        title={t('notifications.title')}
        right={
          <Button size="mini" fill="none" disabled={unread === 0} loading={mark.isPending && mark.variables === 'all'} onClick={() => mark.mutate('all')} data-testid="mark-all">
            {t('notifications.markAll')}
          </Button>
        }
      />
      <Tabs activeKey={filter} onChange={(key) => setFilter(key as Filter)} style={{ background: '#fff' }}>
        <Tabs.Tab title={t('notifications.all')} key="all" />
        <Tabs.Tab title={unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.unreadTab')} key="unread" />
      </Tabs>
      <div className="screen__body">
        <PagedList query={list} empty={filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}>
          {(n) => <NoticeCard notice={n} onOpen={(item) => mark.mutate(item.id)} />}
        </PagedList>
      </div>
    </main>
  );
}
