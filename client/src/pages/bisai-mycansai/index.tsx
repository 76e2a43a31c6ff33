import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { MyEntries } from '../../features/competition/index.ts';

/** My competitions (bisaiMycansai): every entry with its status, rank, yield, join and exit time and reward. */
export default function MyCompetitionsPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="bisai-mycansai" title={t('competition.mineTitle')}>
      <MyEntries />
    </ScreenShell>
  );
}
