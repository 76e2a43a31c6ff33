import { CapsuleTabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_NAMES, useArticles, type ArticleCategory } from '../../api/content.ts';
import { ChipTabs } from '../../components/chip-tabs.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';
import { ContentRow } from './article-view.tsx';
import { PagedList } from './paged-list.tsx';
import s from './content.module.css';

const ALL = 'all';

/**
 * News and articles by category (xinwen and articleList): category tabs over a paged list of
 * rows with cover and summary; a row opens articleDetail. Public: works signed out.
 */
export function ArticleFeed({ category, onCategory }: { category: ArticleCategory | undefined; onCategory: (c: ArticleCategory | undefined) => void }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const list = useArticles(category);
  return (
    <>
      <ChipTabs
        activeKey={category === undefined ? ALL : String(category)}
        onChange={(key) => onCategory(key === ALL ? undefined : (Number(key) as ArticleCategory))}
        className={s.tabs}
      >
        <CapsuleTabs.Tab title={t('news.all')} key={ALL} />
        {ARTICLE_CATEGORIES.map((code) => (
          <CapsuleTabs.Tab title={t(`news.categories.${ARTICLE_CATEGORY_NAMES[code]}`)} key={String(code)} />
        ))}
      </ChipTabs>
      <div className="screen__body">
        <PagedList query={list} empty={t('news.empty')} testId="article-list">
          {(a) => <ContentRow item={a} testId={`article-${a.id}`} onOpen={() => openRoute(routeWith(routes.articleDetail, { id: a.id }))} />}
        </PagedList>
      </div>
    </>
  );
}

/** The category a list screen was opened with (`?category=2`), if it is one. */
export function categoryParam(value: string | null): ArticleCategory | undefined {
  const n = Number(value);
  return (ARTICLE_CATEGORIES as readonly number[]).includes(n) ? (n as ArticleCategory) : undefined;
}
