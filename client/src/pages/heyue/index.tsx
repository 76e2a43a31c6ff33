import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TRADE_ACCOUNT } from '../../api/positions.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { CompetitionTrading, LazySecondContractPanel, TradingScreen } from '../../features/trading/index.ts';
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
  if (competitionId !== '') {
    return <CompetitionTrading competitionId={competitionId} onOpenRanking={() => openRoute(routeWith(routes.competitionDetail, { id: competitionId }))} />;
  }
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
