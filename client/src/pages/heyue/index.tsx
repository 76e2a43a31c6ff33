import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TRADE_ACCOUNT, usePositionSummary } from '../../api/positions.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LazySecondContractPanel, TradingScreen, fmtMoney } from '../../features/trading/index.ts';
import { useCompetition } from '../../features/competition/index.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

/**
 * /heyue (tab "Contract"): perpetual trading on the real contract wallet; `?symbol=` picks
 * the symbol, `?tab=second` opens the second-contract tab. "Demo" leads to /demotrading.
 * `?competition=<id>` trades on the caller's account in that competition instead (the same
 * engine; perpetual contracts only, no second-contract tab).
 */
export default function ContractTradingPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [params] = useSearchParams();
  const competitionId = params.get('competition') ?? '';
  if (competitionId !== '') return <CompetitionTrading competitionId={competitionId} />;
  return (
    <TradingScreen
      accountType={TRADE_ACCOUNT.REAL}
      headerRight={
        <button type="button" className="tr-chip tr-chip--brand" onClick={() => openRoute(routes.demoTrading)} data-testid="open-demo">
          {t('heyue.demo')}
        </button>
      }
      secondPanel={(symbol, prices) => <LazySecondContractPanel symbol={symbol} accountType={TRADE_ACCOUNT.REAL} prices={prices} />}
    />
  );
}

/** The trading screen on a competition account: marked as the competition's simulated money, with its balance. */
function CompetitionTrading({ competitionId }: { competitionId: string }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const competition = useCompetition(competitionId);
  const summary = usePositionSummary(TRADE_ACCOUNT.COMPETITION, true, competitionId);
  const name = competition.data?.competition.name ?? '';
  const banner = (
    <>
      <ScreenHeader
        title={t('heyue.competitionTitle')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routeWith(routes.competitionDetail, { id: competitionId }))} data-testid="competition-ranking">
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
          <div className="tr-kv">
            <span className="tr-kv__label">{t('heyue.competitionBalance')}</span>
            <span className="tr-kv__value" data-testid="competition-balance-value">
              {summary.data ? `${fmtMoney(summary.data.balance)} USDT` : summary.isError ? '--' : '…'}
            </span>
          </div>
        </section>
      }
    />
  );
}
