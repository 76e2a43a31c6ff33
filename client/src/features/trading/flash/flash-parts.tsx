import { Button, CheckList } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FlashExchangeLog, FlashQuote } from '../../../api/exchange.ts';
import { ScreenHeader } from '../../../components/screen-header.tsx';
import { moneyText, rateText } from '../../../lib/format.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ErrorBlock } from '../../../components/error-block.tsx';
import { Empty } from '../../../components/screen-states.tsx';
import { Popup } from '../../../components/overlays.tsx';
import styles from './flash.module.css';

export type Side = 'from' | 'to';

/** A label and its figure on one line (the quote's rows, the records' rows). */
export function FigureRow({
  label,
  value,
  testId,
  className,
  valueClassName,
}: {
  label: string;
  value: React.ReactNode;
  testId?: string | undefined;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <p className={className ?? `muted ${styles.row}`}>
      <span>{label}</span>
      <span className={valueClassName} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/** The exchange screen while its lists load, when they fail, or when no pair is offered. */
export function FlashScreenState({ state, onRetry }: { state: 'loading' | 'error' | 'noPairs'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="screen">
      <ScreenHeader title={t('shandui.title')} />
      {state === 'loading' ? (
        <Spinner label={t('common.loading')} className={styles.loading} />
      ) : state === 'error' ? (
        <ErrorBlock status="default" title={t('shandui.loadFailed')} description={<Button onClick={onRetry}>{t('shandui.retry')}</Button>} />
      ) : (
        <Empty title={t('shandui.noPairs')} />
      )}
    </main>
  );
}

/** The currency button of one side; opens the picker. */
export function CurrencyButton({ side, code, disabled, onPick }: { side: Side; code: string; disabled: boolean; onPick: (side: Side) => void }) {
  return (
    <button type="button" onClick={() => onPick(side)} data-testid={`pick-${side}`} disabled={disabled} className={styles.picker}>
      {code} ▾
    </button>
  );
}

/** The currency list of the side being picked, each with what is available of it. */
export function CurrencyPopup({
  picking,
  value,
  options,
  availableText,
  onChoose,
  onClose,
}: {
  picking: Side | null;
  value: string;
  options: readonly string[];
  availableText: (code: string) => string;
  onChoose: (side: Side, code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={picking !== null} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <h2 className={`section-title ${styles.sheetTitle}`}>{picking === 'to' ? t('shandui.pickTo') : t('shandui.pickFrom')}</h2>
      <CheckList
        data-testid="currency-options"
        value={[value]}
        onChange={(values) => {
          const code = values[0];
          if (picking && typeof code === 'string') onChoose(picking, code);
        }}
      >
        {options.map((code) => (
          <CheckList.Item key={code} value={code} description={`${t('shandui.available')}: ${availableText(code)}`}>
            {code}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}

/** The confirmation's summary of a quote: pay, receive, rate, fee. */
export function ConfirmSummary({ quote: q, fromDp, toDp }: { quote: FlashQuote; fromDp: number; toDp: number }) {
  const { t } = useTranslation();
  return (
    <div data-testid="confirm-summary">
      <p>
        {t('shandui.pay')}: {moneyText(q.amount, fromDp, q.fromCurrency)}
      </p>
      <p>
        {t('shandui.receive')}: {moneyText(q.receiveAmount, toDp, q.toCurrency)}
      </p>
      <p>
        {t('shandui.rate')}: 1 {q.fromCurrency} = {rateText(q.rate)} {q.toCurrency}
      </p>
      <p>
        {t('shandui.fee')}: {moneyText(q.fee, toDp, q.toCurrency)}
      </p>
    </div>
  );
}

/** The last exchange done, with a link to the records. */
export function ExchangeResult({ done, dpOf, onOpenRecords }: { done: FlashExchangeLog; dpOf: (code: string) => number; onOpenRecords: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={`card ${styles.result}`} data-testid="exchange-result">
      <p className={styles.resultLine}>
        {t('shandui.resultLine', {
          paid: moneyText(done.fromAmount, dpOf(done.fromCurrency), done.fromCurrency),
          received: moneyText(done.receiveAmount, dpOf(done.toCurrency), done.toCurrency),
        })}
      </p>
      <button type="button" className={`link ${styles.resultLink}`} onClick={onOpenRecords}>
        {t('shandui.viewRecords')}
      </button>
    </section>
  );
}

/** Why the last confirmation exchanged nothing, or an amount's problem. */
export function FlashAlert({ testId, children }: { testId: string; children: React.ReactNode }) {
  return (
    <p role="alert" className={styles.alert} data-testid={testId}>
      {children}
    </p>
  );
}
