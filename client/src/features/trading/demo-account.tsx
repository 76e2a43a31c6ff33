import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { TRADE_ACCOUNT, useDemoReset, usePositionSummary } from '../../api/positions.ts';
import { showToast } from '../../lib/notify.ts';
import { fmtMoney } from './trading-format.ts';
import { TradingState } from './trading-state.tsx';
import { confirmDialog } from '../../lib/dialog.ts';
import './trading.css';
import styles from './demo-account.module.css';

/** A simulated account's balance (demo, competition): its label and the summary's balance in USDT. */
export function AccountBalance({ label, summary, testId }: { label: string; summary: { data?: { balance: string } | undefined; isError: boolean }; testId: string }) {
  return (
    <div className="tr-kv">
      <span className="tr-kv__label">{label}</span>
      <span className="tr-kv__value" data-testid={testId}>
        {summary.data ? `${fmtMoney(summary.data.balance)} USDT` : summary.isError ? NO_VALUE_TEXT : '…'}
      </span>
    </div>
  );
}

/** The demo screen signed out: its banner and a prompt to sign in. */
export function DemoSignInPrompt({ banner, onSignIn }: { banner: React.ReactNode; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="tr">
      {banner}
      <TradingState title={t('demotrading.signInTitle')} description={t('demotrading.signInDesc')} testId="demo-sign-in">
        <Button color="primary" onClick={onSignIn}>
          {t('demotrading.signIn')}
        </Button>
      </TradingState>
    </main>
  );
}

/** The demo account's virtual balance and its reset (ext.demoReset), after a confirmation. */
export function DemoBalance() {
  const { t } = useTranslation();
  const summary = usePositionSummary(TRADE_ACCOUNT.DEMO);
  const reset = useDemoReset();

  const confirmReset = async () => {
    const ok = await confirmDialog({
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
    <section className={`card ${styles.balance}`} data-testid="demo-balance">
      <AccountBalance label={t('demotrading.virtualBalance')} summary={summary} testId="virtual-balance" />
      <Button size="small" color="warning" loading={reset.isPending} disabled={reset.isPending} onClick={() => void confirmReset()} data-testid="demo-reset">
        {t('demotrading.reset')}
      </Button>
    </section>
  );
}
