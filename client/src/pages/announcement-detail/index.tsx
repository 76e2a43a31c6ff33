import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAnnouncement } from '../../api/content.ts';
import { AnnouncementArticle, ItemState, type AnnouncementLink } from '../../features/content/index.ts';
import { useOpenExternal } from '../../components/external-link.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';

/**
 * One announcement (`?id=`, opened from the home notice line or the list; opening marks it read).
 * Its link follows the announcement's link mode (SPEC.md section 9; features/content's
 * announcementLink): an app path opens that screen, a web address navigates (2) or opens the
 * outlink page (4); only http and https leave the app (useOpenExternal).
 */
export default function AnnouncementDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = useAnnouncement(params.get('id') ?? '');
  const openExternal = useOpenExternal();
  const openRoute = useOpenRoute();
  const follow = (link: AnnouncementLink) => (link.kind === 'app' ? openRoute(link.path) : openExternal(link.url, link.mode));
  return (
    <main className="screen" data-testid="announcement-detail">
      <ScreenHeader title={t('announcements.detailTitle')} />
      <div className="screen__body">
        <ItemState query={item}>{item.data && <AnnouncementArticle item={item.data} onFollow={follow} />}</ItemState>
      </div>
    </main>
  );
}
