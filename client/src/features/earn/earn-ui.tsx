import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { InfoRow } from '../../components/screen-states.tsx';
import { moneyText, percentText, rateText } from '../../lib/format.ts';
import { PRODUCT_TYPE, type Product } from '../../api/prod.ts';
import { machineRange, remainingQuota, soldPercent } from './earn-rules.ts';
import styles from './earn-ui.module.css';

/** Pieces the earn screens share: a product card, the raised bar and the published rate rule. */

/** One rate, however each end is written ("0.3" and "0.30"). */
const sameRate = (min: string, max: string) => rateText(min) === rateText(max);

/** A rate range in percent per day: "0.5% - 0.8%" (one figure when both ends match). */
export const rateRangeText = (min: string, max: string) => (sameRate(min, max) ? `${rateText(min)}%` : `${rateText(min)}% - ${rateText(max)}%`);

/** The facts of a product the lists and detail screens show (SPEC section 2 and issue 13). */
export function ProductFacts({ product, decimals }: { product: Product; decimals: number }) {
  const { t } = useTranslation();
  const mining = product.type === PRODUCT_TYPE.MINING;
  const left = remainingQuota(product);
  return (
    <>
      <InfoRow label={t('earn.fields.dailyRate')} value={rateRangeText(product.dailyRateMin, product.dailyRateMax)} testId="rate-range" strong />
      <InfoRow label={t('earn.fields.cycle')} value={t('earn.fields.days', { count: product.cycleDays })} testId="cycle" />
      {mining ? (
        <>
          <InfoRow label={t('earn.fields.unitPrice')} value={moneyText(product.unitPrice, decimals, product.currency)} testId="unit-price" />
          <InfoRow
            label={t('earn.fields.machinesPerOrder')}
            value={`${machineRange(product).min} - ${t('earn.fields.machines', { count: machineRange(product).max })}`}
            testId="machines-range"
          />
        </>
      ) : (
        <InfoRow
          label={t('earn.fields.amountRange')}
          value={`${moneyText(product.minAmount, decimals)} - ${moneyText(product.maxAmount, decimals, product.currency)}`}
          testId="amount-range"
        />
      )}
      <InfoRow
        label={t('earn.fields.levelLimit')}
        value={product.levelLimit > 0 ? t('earn.fields.levelAtLeast', { level: product.levelLimit }) : t('earn.fields.anyLevel')}
        testId="level-limit"
      />
      <InfoRow
        label={t('earn.fields.purchaseLimit')}
        value={product.purchaseLimit > 0 ? t('earn.fields.perUser', { count: product.purchaseLimit }) : t('earn.fields.unlimited')}
        testId="purchase-limit"
      />
      <InfoRow
        label={t('earn.fields.remaining')}
        value={left === null ? t('earn.fields.unlimited') : mining ? t('earn.fields.machines', { count: left }) : moneyText(left, decimals, product.currency)}
        testId="remaining"
      />
    </>
  );
}

/** Raised against the target, with a bar (debt projects). */
export function RaisedBar({ product, decimals }: { product: Product; decimals: number }) {
  const { t } = useTranslation();
  const percent = soldPercent(product);
  const target = Number(product.totalQuota) > 0;
  return (
    <div data-testid="raised">
      <ProgressBar className={styles.progressbar} percent={Number(percent)} />
      <p className={`muted ${styles.p}`}>
        <span data-testid="raised-amount">
          {t('earn.fields.raised')}: {moneyText(product.soldQuota, decimals, product.currency)}
        </span>
        <span data-testid="raised-percent">
          {target ? `${percentText(percent)} · ${t('earn.fields.target')}: ${moneyText(product.totalQuota, decimals, product.currency)}` : t('earn.fields.noTarget')}
        </span>
      </p>
    </div>
  );
}

/** The published rate and income rule (issue 13: shown on each product's detail screen). */
export function RateRule({ product, decimals }: { product: Product; decimals: number }) {
  const { t } = useTranslation();
  const fixed = sameRate(product.dailyRateMin, product.dailyRateMax);
  const mining = product.type === PRODUCT_TYPE.MINING;
  return (
    <section className="card" data-testid="rate-rule">
      <h2 className="section-title">{t('earn.rule.title')}</h2>
      <p className={`muted ${styles.para}`} data-testid="rate-rule-text">
        {fixed ? t('earn.rule.rateFixed', { rate: rateText(product.dailyRateMin) }) : t('earn.rule.rate', { min: rateText(product.dailyRateMin), max: rateText(product.dailyRateMax) })}
      </p>
      {!fixed && (
        // The arithmetic, for whoever wants to recompute a rate (QA, a careful customer): one tap away.
        <details className={`muted ${styles.para}`} data-testid="rate-rule-exact">
          <summary>{t('earn.rule.exactTitle')}</summary>
          <p className={styles.paraTop}>{t('earn.rule.rateExact', { min: rateText(product.dailyRateMin), max: rateText(product.dailyRateMax) })}</p>
        </details>
      )}
      <p className={`muted ${styles.para}`}>
        {mining ? t('earn.rule.mining', { decimals }) : t('earn.rule.income', { decimals })}
      </p>
      <p className={`muted ${styles.flat}`}>
        {t('earn.rule.schedule', { days: product.cycleDays })}
      </p>
    </section>
  );
}
