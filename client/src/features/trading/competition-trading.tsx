import { useTranslation } from 'react-i18next';
import { TRADE_ACCOUNT, usePositionSummary } from '../../api/positions.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { useCompetition } from '../competition/index.ts';
import { AccountBalance } from './demo-account.tsx';
import { TradingScreen } from './trading-screen.tsx';

/** The trading screen on a competition account: marked as the competition's simulated money, with its balance. */
export function CompetitionTrading({ competitionId, onOpenRanking }: { competitionId: string; onOpenRanking: () => void }) {
  const { t } = useTranslation();
  const competition = useCompetition(competitionId);
  const summary = usePositionSummary(TRADE_ACCOUNT.COMPETITION, true, competitionId);
  const name = competition.data?.competition.name ?? '';
  const banner = (
    <>
      <ScreenHeader
        title={t('heyue.competitionTitle')}
        right={
          <button type="button" className="link" onClick={onOpenRanking} data-testid="competition-ranking">
            {t('heyue.competitionRanking')}
          </button>
        }
      />
      <div className="tr-demo-banner" data-testid="competition-banner">
        {t('heyue.competitionSimulated', { name })}
      </div>
    </>
  );
  return (
    <TradingScreen
      accountType={TRADE_ACCOUNT.COMPETITION}
      competitionId={competitionId}
      banner={banner}
      topExtra={
        <section className="card" data-testid="competition-balance">
          <AccountBalance label={t('heyue.competitionBalance')} summary={summary} testId="competition-balance-value" />
        </section>
      }
    />
  );
}
