import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ArticleFeed, categoryParam } from '../../features/content/index.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';

/** Articles (articleList): every category, or the one of `?category=` (links from news and help); public. */
export default function ArticleListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.has('category') ? categoryParam(params.get('category')) : undefined;
  return (
    <main className="screen" data-testid="article-list-page">
      <ScreenHeader title={t('news.articlesTitle')} />
      <ArticleFeed category={category} onCategory={(c) => setParams(c === undefined ? {} : { category: String(c) }, { replace: true })} />
    </main>
  );
}
