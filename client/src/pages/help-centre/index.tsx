import { useTranslation } from 'react-i18next';
import { HelpCentre } from '../../features/content/index.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { routeWith, routes } from '../../lib/route-paths.ts';

/** Help centre: the articles that explain this app's rules, by topic, with a search over titles and bodies (features/content). */
export default function HelpCentrePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="help-centre">
      <ScreenHeader title={t('help.title')} />
      <HelpCentre onOpen={(id) => openRoute(routeWith(routes.helpDetail, { id }))} />
    </main>
  );
}
