import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentPage, type ContentPageCode } from '../../api/content.ts';
import { useOpenExternal } from '../../components/external-link.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { ArticleView } from './article-view.tsx';
import { ItemState } from './paged-list.tsx';
import s from './content.module.css';

/**
 * A content page of the personal menu (white paper, about us, credit score), served by
 * ext.contentPage in the reader's language (or English, marked); `lead` goes above the text.
 * `link`: a full document the settings name (whitePaperUrl, aboutUsUrl), opened through the
 * outlink page (http and https only).
 */
export function ContentPageView({
  page,
  title,
  lead,
  link,
  testId,
}: {
  page: ContentPageCode;
  title: string;
  lead?: ReactNode;
  link?: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const openExternal = useOpenExternal();
  const item = useContentPage(page);
  const p = item.data;
  return (
    <main className="screen" data-testid={testId}>
      <ScreenHeader title={title} />
      <div className="screen__body">
        {lead}
        <ItemState query={item}>
          {p && (
            <ArticleView item={{ ...p, publishedAt: p.updatedAt }}>
              {link && (
                <Button block color="primary" fill="outline" className={s.fullDocument} onClick={() => openExternal(link)} data-testid="full-document">
                  {t('content.fullDocument')}
                </Button>
              )}
            </ArticleView>
          )}
        </ItemState>
      </div>
    </main>
  );
}
