import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useHelp } from '../../api/content.ts';
import { HelpArticle, ItemState } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { routes } from '../../lib/route-paths.ts';

/** One help article (`?id=`), in the reader's language (or English, marked); live chat is one tap away if it did not help. */
export default function HelpDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openRoute = useOpenRoute();
  const item = useHelp(params.get('id') ?? '');
  return (
    <main className="screen" data-testid="help-detail">
      <ScreenHeader title={t('help.articleTitle')} />
      <div className="screen__body">
        <ItemState query={item}>{item.data && <HelpArticle help={item.data} onAskSupport={() => openRoute(routes.liveChat)} />}</ItemState>
      </div>
    </main>
  );
}
