import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ARTICLE_CATEGORY_NAMES, type ArticleDetail } from '../../api/content.ts';
import { BrandTitle } from '../../components/brand.tsx';
import { ArticleView } from './article-view.tsx';
import s from './articles.module.css';

/** A news item or article read in full, its category and views beside the date; "copy link" calls `onShare`. */
export function ArticleDetailView({ article, onShare }: { article: ArticleDetail; onShare: () => void }) {
  const { t } = useTranslation();
  return (
    <ArticleView
      item={article}
      meta={
        <span>
          {' '}
          · {t(`news.categories.${ARTICLE_CATEGORY_NAMES[article.category]}`)} · {t('news.views', { count: article.views })}
        </span>
      }
    >
      <Button block color="primary" fill="outline" className={s.copy} onClick={onShare} data-testid="share-copy">
        {t('news.copyLink')}
      </Button>
    </ArticleView>
  );
}

/** The share page's brand header: the brand and "shared with you". */
export function ShareHero() {
  const { t } = useTranslation();
  return (
    <header className={`hero ${s.hero}`}>
      <BrandTitle className="hero__brand" />
      <p className="hero__welcome">{t('news.sharedWithYou')}</p>
    </header>
  );
}

/**
 * A shared article and its two actions: copy its link again (`onCopy`), and the call to action
 * (`onCta`): more news for a signed-in reader, signing up for anyone else.
 */
export function SharedArticle({ article, signedIn, onCopy, onCta }: { article: ArticleDetail; signedIn: boolean; onCopy: () => void; onCta: () => void }) {
  const { t } = useTranslation();
  return (
    <ArticleView item={article}>
      <div className={s.shareActions}>
        <Button className={s.shareAction} color="primary" fill="outline" onClick={onCopy} data-testid="share-copy">
          {t('news.copyLink')}
        </Button>
        <Button className={s.shareAction} color="primary" onClick={onCta} data-testid="share-cta">
          {signedIn ? t('news.moreNews') : t('news.joinCta')}
        </Button>
      </div>
    </ArticleView>
  );
}
