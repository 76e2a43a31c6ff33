import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { problemValueText } from '../../../lib/amount-check.ts';
import { moneyText } from '../../../lib/format.ts';
import { CurrencyButton, FlashAlert } from './flash-parts.tsx';
import type { FlashExchangeState } from './use-flash-exchange.tsx';
import styles from './flash.module.css';

/** What is paid: the currency, its available balance, the amount with "max", and the amount's problem. */
function PaySide({ state }: { state: FlashExchangeState }) {
  const { t } = useTranslation();
  const { pair, form, dp, available } = state;
  const { from } = pair;
  const knownMin = state.live.knownMin;
  return (
    <>
      <p className={`muted ${styles.sideHead}`}>
        <span>{t('shandui.from')}</span>
        <span data-testid="available">
          {t('shandui.available')}: {moneyText(available, dp.from, from)}
        </span>
      </p>
      <div className="amount-row">
        <CurrencyButton side="from" code={from} disabled={state.confirm.pending} onPick={state.setPicking} />
        <Input
          value={form.amount}
          onChange={form.type}
          inputMode="decimal"
          placeholder={knownMin ? t('shandui.minPlaceholder', { min: moneyText(knownMin, dp.from), currency: from }) : t('shandui.amountPlaceholder')}
          aria-label={t('shandui.amount')}
          data-testid="amount"
        />
        <Button size="mini" fill="none" color="primary" data-testid="max" onClick={state.fillMax}>
          {t('shandui.max')}
        </Button>
      </div>
      {state.problem && (
        <FlashAlert testId="amount-error">
          {t(`shandui.problems.${state.problem.problem}`, { value: problemValueText(state.problem, dp.from), currency: from })}
        </FlashAlert>
      )}
    </>
  );
}

/** The exchange's card: what is paid, the swap of the two sides, and what is received. */
export function ExchangeCard({ state }: { state: FlashExchangeState }) {
  const { t } = useTranslation();
  const { pair, dp, live } = state;
  const { to } = pair;
  return (
    <section className="card">
      <PaySide state={state} />

      <div className={styles.swapRow}>
        <Button shape="rounded" size="small" aria-label={t('shandui.swap')} data-testid="swap" disabled={state.confirm.pending || !pair.reversible} onClick={state.swap}>
          ⇅
        </Button>
      </div>

      <p className={`muted ${styles.sideHead}`}>
        <span>{t('shandui.to')}</span>
        <span>
          {t('shandui.balance')}: {moneyText(pair.availableOf(to), dp.to, to)}
        </span>
      </p>
      <div className={styles.receiveRow}>
        <CurrencyButton side="to" code={to} disabled={state.confirm.pending} onPick={state.setPicking} />
        <strong className={styles.receive} data-testid="receive-preview">
          {live.q ? moneyText(live.q.receiveAmount, dp.to) : NO_VALUE_TEXT}
        </strong>
      </div>
    </section>
  );
}
