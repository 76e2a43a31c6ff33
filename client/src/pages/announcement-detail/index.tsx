import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LINK_MODE } from '@sandbox/shared/constants';
import { useAnnouncement } from '../../api/content.ts';
import { ArticleView, ItemState } from '../../features/content/index.ts';
import { useOpenExternal } from '../../components/external-link.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';

/**
 * One announcement (opened from the home notice line or the list; opening marks it read). Its
 * link follows the announcement's link mode (SPEC.md section 9): 2 navigates (to a web address,
 * or to a screen of the app when the link is an app path such as /bisai), 4 opens the outlink
 * page, 1 shows no button at all. Only http and https leave the app (useOpenExternal).
 */
export default function AnnouncementDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = useAnnouncement(params.get('id') ?? '');
  const openExternal = useOpenExternal();
  const openRoute = useOpenRoute();
  const a = item.data;
  const link = a?.link && a.linkMode !== LINK_MODE.NONE ? { url: a.link, mode: a.linkMode } : null;
  const follow = (url: string, mode: typeof LINK_MODE.DIRECT | typeof LINK_MODE.OUTLINK) => {
    if (mode === LINK_MODE.DIRECT && url.startsWith('/') && !url.startsWith('//')) openRoute(url);
    else openExternal(url, mode);
  };
  return (
    <main className="screen" data-testid="announcement-detail">
      <ScreenHeader title={t('announcements.detailTitle')} />
      <div className="screen__body">
        <ItemState query={item}>
          {a && (
            <ArticleView item={{ ...a, coverUrl: a.imageUrl }}>
              {link && (
                <Button block color="primary" fill="outline" style={{ marginTop: 12 }} onClick={() => follow(link.url, link.mode)} data-testid="announcement-link">
                  {t('announcements.openLink')}
                </Button>
              )}
            </ArticleView>
          )}
        </ItemState>
      </div>
    </main>
  );
}
