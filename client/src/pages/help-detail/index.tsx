import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HELP_TOPIC_NAMES, useHelp } from '../../api/content.ts';
import { ArticleView, ItemState } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { routes } from '../../lib/route-paths.ts';

/** One help article, in the reader's language (or English, marked); live chat is one tap away if it did not help. */
export default function HelpDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openRoute = useOpenRoute();
  const item = useHelp(params.get('id') ?? '');
  const h = item.data;
  return (
    <main className="screen" data-testid="help-detail">
      <ScreenHeader title={t('help.articleTitle')} />
      <div className="screen__body">
        <ItemState query={item}>
          {h && (
            <ArticleView item={h} meta={h.topic !== null && <span> · {t(`help.topics.${HELP_TOPIC_NAMES[h.topic]}`)}</span>}>
              <p className="muted" style={{ marginTop: 16, fontSize: 13 }}>
                {t('help.stillNeedHelp')}
              </p>
              <Button block color="primary" fill="outline" onClick={() => openRoute(routes.liveChat)}>
                {t('help.askSupport')}
              </Button>
            </ArticleView>
          )}
        </ItemState>
      </div>
    </main>
  );
}
