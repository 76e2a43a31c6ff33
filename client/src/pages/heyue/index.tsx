import { useTranslation } from 'react-i18next';
import { TRADE_ACCOUNT } from '../../api/positions.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { LazySecondContractPanel } from '../../components/trading/lazy-second-panel.tsx';
import { TradingScreen } from '../../components/trading/trading-screen.tsx';
import { routes } from '../../lib/route-paths.ts';

/**
 * /heyue (tab "Contract"): perpetual trading on the real contract wallet; `?symbol=` picks
 * the symbol, `?tab=second` opens the second-contract tab. "Demo" leads to /demotrading.
 */
export default function ContractTradingPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
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
