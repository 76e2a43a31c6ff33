import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Announcement, AnnouncementDetail } from '../../api/content.ts';
import { announcementLink, type AnnouncementLink } from './announcement-rules.ts';
import { ArticleView, ContentRow } from './article-view.tsx';
import s from './announcements.module.css';

/** A row of the announcement list: pinned ones tagged, unread ones (a signed-in reader's) marked. */
export function AnnouncementRow({ item, onOpen }: { item: Announcement & { read?: boolean }; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={s.row}>
      {item.pinned && (
        <Tag color="primary" className={s.pinned} data-testid="pinned">
          {t('announcements.pinned')}
        </Tag>
      )}
      <ContentRow item={item} unread={item.read === false} testId={`announcement-${item.id}`} onOpen={onOpen} />
    </div>
  );
}

/** One announcement read in full, with its image; its link (announcementLink) is a button that hands it to `onFollow`. */
export function AnnouncementArticle({ item, onFollow }: { item: AnnouncementDetail; onFollow: (link: AnnouncementLink) => void }) {
  const { t } = useTranslation();
  const link = announcementLink(item);
  return (
    <ArticleView item={{ ...item, coverUrl: item.imageUrl }}>
      {link && (
        <Button block color="primary" fill="outline" className={s.link} onClick={() => onFollow(link)} data-testid="announcement-link">
          {t('announcements.openLink')}
        </Button>
      )}
    </ArticleView>
  );
}
