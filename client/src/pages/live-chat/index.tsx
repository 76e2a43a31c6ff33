import { useTranslation } from 'react-i18next';
import { LiveChat } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';

/**
 * Live support chat (features/content's LiveChat): the first message gets an automatic answer
 * that suggests help articles, each opening helpDetail. Staff answer through the QA API (and the
 * console when it exists).
 */
export default function LiveChatPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return <LiveChat title={t('chat.title')} onSuggestion={(id) => openRoute(routeWith(routes.helpDetail, { id }))} />;
}
