import { useTranslation } from 'react-i18next';
import type { FlashQuote } from '../../../api/exchange.ts';
import { moneyText, rateText } from '../../../lib/format.ts';
import { inverseRate } from './exchange-rules.ts';
import { FigureRow, FlashAlert } from './flash-parts.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import styles from './flash.module.css';

/**
 * The live quote of what is typed: rate after spread (and its inverse), spread, fee, what
 * arrives, the pair's minimum, and the seconds until it is asked again.
 */
export function QuoteCard({
  quote: q,
  fetching,
  current,
  secondsLeft,
  error,
  fromDp,
  toDp,
}: {
  /** The quote for what is typed now, if any. */
  quote: FlashQuote | undefined;
  fetching: boolean;
  current: boolean;
  secondsLeft: number;
  /** The server's refusal of the amount, in its language. */
  error: string | null;
  fromDp: number;
  toDp: number;
}) {
  const { t } = useTranslation();
  const inverse = q ? inverseRate(q.rate) : null;
  return (
    <section className="card" data-testid="quote">
      <h2 className={`section-title ${styles.quoteTitle}`}>
        <span>{t('shandui.quote')}</span>
        {fetching && <Spinner className={styles.quoteSpinner} label={t('common.loading')} />}
        {!fetching && current && (
          <span className={`muted ${styles.countdown}`} data-testid="quote-countdown">
            {t('shandui.refreshIn', { seconds: secondsLeft })}
          </span>
        )}
      </h2>
      {error !== null ? (
        <FlashAlert testId="quote-error">{error}</FlashAlert>
      ) : q ? (
        <>
          <FigureRow label={t('shandui.rate')} testId="quote-rate" value={`1 ${q.fromCurrency} = ${rateText(q.rate)} ${q.toCurrency}`} />
          {inverse && (
            <p className={`muted ${styles.row} ${styles.rowEnd}`} data-testid="quote-inverse">
              1 {q.toCurrency} ≈ {rateText(inverse)} {q.fromCurrency}
            </p>
          )}
          {/* The pair's published spread, a rate in percent (as the earn screens' daily rates). */}
          <FigureRow label={t('shandui.spread')} testId="quote-spread" value={`${rateText(q.spread)}%`} />
          <FigureRow label={t('shandui.fee')} testId="quote-fee" value={moneyText(q.fee, toDp, q.toCurrency)} />
          <FigureRow
            className={`${styles.row} ${styles.strong}`}
            label={t('shandui.receive')}
            testId="quote-receive"
            value={moneyText(q.receiveAmount, toDp, q.toCurrency)}
          />
          <FigureRow label={t('shandui.minimum')} testId="quote-minimum" value={moneyText(q.minAmount, fromDp, q.fromCurrency)} />
        </>
      ) : (
        <p className={`muted ${styles.flat}`}>{t('shandui.quoteHint')}</p>
      )}
      <p className={`muted ${styles.note}`}>{t('shandui.quoteNote')}</p>
    </section>
  );
}
