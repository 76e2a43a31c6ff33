import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TRADE_ACCOUNT, useDemoReset, usePositionSummary } from '../../api/positions.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LazySecondContractPanel, TradingScreen, fmtMoney, TradingState } from '../../features/trading/index.ts';
import { showToast } from '../../lib/notify.ts';
import { useUserStore } from '../../store/user-store.ts';
import '../../features/trading/trading.css';
import { routes } from '../../lib/route-paths.ts';

/**
 * /demotrading (public route, kept alive): the same trading screen on the demo account, marked
 * as simulated, with its virtual balance and a reset (ext.demoReset). Signed out: a prompt.
 * Demo figures are never part of real totals (the server keeps them apart).
 */
export default function DemoTradingPage() {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => s.token !== '');
  const banner = (
    <>
      <ScreenHeader title={t('demotrading.title')} />
      <div className="tr-demo-banner" data-testid="demo-banner">
        {t('demotrading.simulated')}
      </div>
    </>
  );
  if (!signedIn) return <SignInPrompt banner={banner} />;
  return (
    <TradingScreen
      accountType={TRADE_ACCOUNT.DEMO}
      banner={banner}
      topExtra={<DemoBalance />}
      secondPanel={(symbol, prices) => <LazySecondContractPanel symbol={symbol} accountType={TRADE_ACCOUNT.DEMO} prices={prices} />}
    />
  );
}

function SignInPrompt({ banner }: { banner: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="tr">
      {banner}
      <TradingState title={t('demotrading.signInTitle')} description={t('demotrading.signInDesc')} testId="demo-sign-in">
        <Button color="primary" onClick={() => void navigate(routes.login)}>
          {t('demotrading.signIn')}
        </Button>
      </TradingState>
    </main>
  );
}

function DemoBalance() {
  const { t } = useTranslation();
  const summary = usePositionSummary(TRADE_ACCOUNT.DEMO);
  const reset = useDemoReset();

  const confirmReset = async () => {
    const ok = await Dialog.confirm({
      title: t('demotrading.resetTitle'),
      content: t('demotrading.resetDesc'),
      confirmText: t('demotrading.reset'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const result = await reset.mutateAsync();
      showToast({ icon: 'success', content: t('demotrading.resetDone', { balance: fmtMoney(result.balance) }), duration: 2000 });
    } catch {
      // Toasted by the http instance.
    }
  };

  return (
    <section className="card" data-testid="demo-balance" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <div className="tr-kv">
        <span className="tr-kv__label">{t('demotrading.virtualBalance')}</span>
        <span className="tr-kv__value" data-testid="virtual-balance">
          {summary.data ? `${fmtMoney(summary.data.balance)} USDT` : summary.isError ? '--' : '…'}
        </span>
      </div>
      <Button size="small" color="warning" loading={reset.isPending} disabled={reset.isPending} onClick={() => void confirmReset()} data-testid="demo-reset">
        {t('demotrading.reset')}
      </Button>
    </section>
  );
}
