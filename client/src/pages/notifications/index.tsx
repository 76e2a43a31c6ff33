import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkNoticesRead, useMyNotices, useUnreadCounts } from '../../api/content.ts';
import { NoticeCard, NoticeTabs, PagedList, type NoticeFilter } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';

/**
 * Notifications of the signed-in user: platform notices and personal ones (deposit credited,
 * withdrawal paid or rejected, ...), newest first. Opening one marks it read; "mark all read"
 * clears the badge of the personal menu. The cards and tabs are features/content's.
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [filter, setFilter] = useState<NoticeFilter>('all');
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
      <NoticeTabs filter={filter} unread={unread} onChange={setFilter} />
      <div className="screen__body">
        <PagedList query={list} empty={filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}>
          {(n) => <NoticeCard notice={n} onRead={(item) => mark.mutate(item.id)} onDetail={openRoute} />}
        </PagedList>
      </div>
    </main>
  );
}
