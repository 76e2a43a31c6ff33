import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/content.ts';
import { ContentRow, PagedList } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';

/** Announcements: pinned first (the server's order), unread marked for a signed-in reader; a row opens the detail. */
export default function AnnouncementListPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const list = useAnnouncements();
  return (
    <main className="screen" data-testid="announcement-list">
      <ScreenHeader title={t('announcements.title')} />
      <div className="screen__body">
        <PagedList query={list} empty={t('announcements.empty')}>
          {(a) => (
            <div style={{ position: 'relative' }}>
              {a.pinned && (
                <Tag color="primary" style={{ position: 'absolute', right: 12, top: 10, zIndex: 1 }} data-testid="pinned">
                  {t('announcements.pinned')}
                </Tag>
              )}
              <ContentRow item={a} unread={a.read === false} testId={`announcement-${a.id}`} onOpen={() => openRoute(routeWith(routes.announcementDetail, { id: a.id }))} />
            </div>
          )}
        </PagedList>
      </div>
    </main>
  );
}
