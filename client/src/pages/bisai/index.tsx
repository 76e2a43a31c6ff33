import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { CompetitionList } from '../../features/competition/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Prize competitions (bisai): every competition with its status, dates, fund, participants and rewards by rank. */
export default function CompetitionListPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="bisai">
      <ScreenHeader
        title={t('competition.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.myCompetitions)} data-testid="my-entries-link">
            {t('competition.mine')}
          </button>
        }
      />
      <div className="screen__body">
        <CompetitionList />
      </div>
    </main>
  );
}
