import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { MyEntries } from '../../features/competition/index.ts';

/** My competitions (bisaiMycansai): every entry with its status, rank, yield, join and exit time and reward. */
export default function MyCompetitionsPage() {
  const { t } = useTranslation();
  return (
    <main className="screen" data-testid="bisai-mycansai">
      <ScreenHeader title={t('competition.mineTitle')} />
      <div className="screen__body">
        <MyEntries />
      </div>
    </main>
  );
}
