import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/content.ts';
import { AnnouncementRow, PagedList } from '../../features/content/index.ts';
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
          {(a) => <AnnouncementRow item={a} onOpen={() => openRoute(routeWith(routes.announcementDetail, { id: a.id }))} />}
        </PagedList>
      </div>
    </main>
  );
}
