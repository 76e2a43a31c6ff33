import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ArticleFeed, categoryParam } from '../../features/content/index.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';

/** News (xinwen): the newsroom, every category, newest first; public. */
export default function NewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <main className="screen" data-testid="xinwen">
      <ScreenHeader title={t('news.title')} />
      <ArticleFeed category={categoryParam(params.get('category'))} onCategory={(c) => setParams(c === undefined ? {} : { category: String(c) }, { replace: true })} />
    </main>
  );
}
