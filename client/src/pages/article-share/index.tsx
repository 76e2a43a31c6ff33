import { useSearchParams } from 'react-router-dom';
import { useArticle } from '../../api/content.ts';
import { articleShareUrl, ItemState, SharedArticle, ShareHero } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';

/**
 * The public share page of an article (articleShare, `?id=`): what a link copied from
 * articleDetail opens, for anyone, signed in or not (no view counted). Its own link can be copied
 * again, and a signed-out visitor is invited to sign up.
 */
export default function ArticleSharePage() {
  const [params] = useSearchParams();
  const openRoute = useOpenRoute();
  const signedIn = useUserStore((s) => Boolean(s.userInfo.id));
  const id = params.get('id') ?? '';
  const item = useArticle(id, true);
  const a = item.data;
  return (
    <main className="screen" data-testid="article-share">
      <ShareHero />
      <div className="screen__body">
        <ItemState query={item}>
          {a && (
            <SharedArticle
              article={a}
              signedIn={signedIn}
              onCopy={() => void copyText(articleShareUrl(id, a.sharePath))}
              onCta={() => openRoute(signedIn ? routes.news : routes.register)}
            />
          )}
        </ItemState>
      </div>
    </main>
  );
}
