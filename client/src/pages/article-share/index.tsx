import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useArticle } from '../../api/content.ts';
import { articleShareUrl, ArticleView, ItemState } from '../../features/content/index.ts';
import { BrandTitle } from '../../components/brand.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/**
 * The public share page of an article (articleShare): what a link copied from articleDetail
 * opens, for anyone, signed in or not (no view counted). Its own link can be copied again, and
 * a signed-out visitor is invited to sign up.
 */
export default function ArticleSharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openRoute = useOpenRoute();
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  const id = params.get('id') ?? '';
  const item = useArticle(id, true);
  const a = item.data;
  return (
    <main className="screen" data-testid="article-share">
      <header className="hero" style={{ paddingBottom: 20 }}>
        <BrandTitle className="hero__brand" />
        <p className="hero__welcome">{t('news.sharedWithYou')}</p>
      </header>
      <div className="screen__body">
        <ItemState query={item}>
          {a && (
            <ArticleView item={a}>
              <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
                <Button style={{ flex: 1 }} color="primary" fill="outline" onClick={() => void copyText(articleShareUrl(id, a.sharePath))} data-testid="share-copy">
                  {t('news.copyLink')}
                </Button>
                <Button style={{ flex: 1 }} color="primary" onClick={() => openRoute(signedIn ? routes.news : routes.register)} data-testid="share-cta">
                  {signedIn ? t('news.moreNews') : t('news.joinCta')}
                </Button>
              </div>
            </ArticleView>
          )}
        </ItemState>
      </div>
    </main>
  );
}
