import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TRADE_ACCOUNT } from '../../api/positions.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { DemoBalance, DemoSignInPrompt, LazySecondContractPanel, TradingScreen } from '../../features/trading/index.ts';
import { useUserStore } from '../../store/user-store.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * /demotrading (public route, kept alive): the same trading screen on the demo account, marked
 * as simulated, with its virtual balance and a reset (ext.demoReset). Signed out: a prompt.
 * Demo figures are never part of real totals (the server keeps them apart).
 */
export default function DemoTradingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => s.token !== '');
  const banner = (
    <>
      <ScreenHeader title={t('demotrading.title')} />
      <div className="tr-demo-banner" data-testid="demo-banner">
        {t('demotrading.simulated')}
      </div>
    </>
  );
  if (!signedIn) return <DemoSignInPrompt banner={banner} onSignIn={() => void navigate(routes.login)} />;
  return (
    <TradingScreen
      accountType={TRADE_ACCOUNT.DEMO}
      banner={banner}
      topExtra={<DemoBalance />}
      secondPanel={(symbol, prices) => <LazySecondContractPanel symbol={symbol} accountType={TRADE_ACCOUNT.DEMO} prices={prices} />}
    />
  );
}
