import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ARTICLE_CATEGORY_NAMES, useArticle } from '../../api/content.ts';
import { articleShareUrl, ArticleView, ItemState } from '../../features/content/index.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { copyText } from '../../lib/clipboard.ts';

/** One news item or article (counts a view); "share" copies the public share page's link, the server's sharePath (Success / Fail toast). */
export default function ArticleDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const item = useArticle(id, false);
  const a = item.data;
  const share = () => void copyText(articleShareUrl(id, a?.sharePath));
  return (
    <main className="screen" data-testid="article-detail">
      <ScreenHeader
        title={t('news.detailTitle')}
        right={
          a ? (
            <button type="button" className="link" onClick={share} data-testid="share">
              {t('news.share')}
            </button>
          ) : undefined
        }
      />
      <div className="screen__body">
        <ItemState query={item}>
          {a && (
            <ArticleView
              item={a}
              meta={
                <span>
                  {' '}
                  · {t(`news.categories.${ARTICLE_CATEGORY_NAMES[a.category]}`)} · {t('news.views', { count: a.views })}
                </span>
              }
            >
              <Button block color="primary" fill="outline" style={{ marginTop: 16 }} onClick={share} data-testid="share-copy">
                {t('news.copyLink')}
              </Button>
            </ArticleView>
          )}
        </ItemState>
      </div>
    </main>
  );
}
