import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { CompetitionList } from '../../features/competition/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Prize competitions (bisai): every competition with its status, dates, fund, participants and rewards by rank. */
export default function CompetitionListPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="bisai" title={t('competition.title')} link={{ label: t('competition.mine'), to: routes.myCompetitions, testId: 'my-entries-link' }}>
      <CompetitionList />
    </ScreenShell>
  );
}
