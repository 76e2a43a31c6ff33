import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useArticle } from '../../api/content.ts';
import { ArticleDetailView, articleShareUrl, ItemState } from '../../features/content/index.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { copyText } from '../../lib/clipboard.ts';

/** One news item or article (`?id=`, counts a view); "share" copies the public share page's link, the server's sharePath (Success / Fail toast). */
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
        <ItemState query={item}>{a && <ArticleDetailView article={a} onShare={share} />}</ItemState>
      </div>
    </main>
  );
}
