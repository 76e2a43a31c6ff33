import { Button, ErrorBlock, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SYMBOL_CATEGORY,
  usePriceDistribution,
  type PriceDistribution,
  type SymbolCategory,
} from '../../api/market.ts';
import './price-distribution.css';
import styles from './price-distribution.module.css';

type Bucket = PriceDistribution['buckets'][number];
type Filter = 'all' | SymbolCategory;

const FILTERS: ReadonlyArray<{ value: Filter; labelKey: string }> = [
  { value: 'all', labelKey: 'priceDistribution.all' },
  { value: SYMBOL_CATEGORY.CRYPTO, labelKey: 'hangqing.crypto' },
  { value: SYMBOL_CATEGORY.FOREX, labelKey: 'hangqing.forex' },
  { value: SYMBOL_CATEGORY.METAL, labelKey: 'hangqing.gold' },
];

/** The bucket's range as a label key and values: open ends read "below" / "and above". */
export function bucketLabel(bucket: Bucket): {
  key: string;
  values: { from?: string; to?: string };
} {
  if (bucket.from === null)
    return { key: 'priceDistribution.below', values: { to: bucket.to ?? '' } };
  if (bucket.to === null) return { key: 'priceDistribution.above', values: { from: bucket.from } };
  return { key: 'priceDistribution.range', values: { from: bucket.from, to: bucket.to } };
}

/** A bucket is a falling one when its upper bound is at or below zero. */
const isFalling = (bucket: Bucket) => bucket.to !== null && Number(bucket.to) <= 0;

/** Rise and fall distribution: how many symbols moved by how much over 24 h, by category, refreshed every 5 s. */
export function PriceDistributionChart() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const query = usePriceDistribution(filter === 'all' ? undefined : filter);
  const data = query.data;
  const total = data ? data.riseCount + data.fallCount + data.flatCount : 0;
  const max = data ? Math.max(1, ...data.buckets.map((b) => b.count)) : 1;

  return (
    <>
      <Selector tabIndex={0}
        className="pd__filters"
        options={FILTERS.map((f) => ({ label: t(f.labelKey), value: f.value }))}
        value={[filter]}
        onChange={(v) => v[0] !== undefined && setFilter(v[0])}
      />
      {query.isLoading ? (
        <section className="card">
          <Skeleton.Paragraph lineCount={6} animated />
        </section>
      ) : query.isError && !data ? (
        <section className={`card ${styles.center}`}>
          <ErrorBlock
            status="default"
            title={t('priceDistribution.error')}
            description={query.error.message}
          />
          <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
            {t('priceDistribution.retry')}
          </Button>
        </section>
      ) : !data || total === 0 ? (
        <section className="card">
          <ErrorBlock status="empty" title={t('priceDistribution.empty')} description="" />
        </section>
      ) : (
        <>
          <section className="card" aria-label={t('priceDistribution.title')}>
            <div className="pd__counts">
              <span className="pd__up">
                {t('priceDistribution.rise', { count: data.riseCount })}
              </span>
              <span className="pd__flat">
                {t('priceDistribution.flat', { count: data.flatCount })}
              </span>
              <span className="pd__down">
                {t('priceDistribution.fall', { count: data.fallCount })}
              </span>
            </div>
            <div className="pd__ratio" aria-hidden="true">
              <span
                style={{ width: `${(data.riseCount / total) * 100}%`, background: 'var(--up)' }}
              />
              <span style={{ width: `${(data.flatCount / total) * 100}%` }} />
              <span
                style={{ width: `${(data.fallCount / total) * 100}%`, background: 'var(--down)' }}
              />
            </div>
          </section>
          <section className="card">
            <p className={`muted ${styles.flat}`}>
              {t('priceDistribution.caption')}
            </p>
            <ul className="pd__chart">
              {data.buckets.map((bucket) => {
                const label = bucketLabel(bucket);
                return (
                  <li
                    key={`${bucket.from}:${bucket.to}`}
                    className="pd__bucket"
                    aria-label={`${t(label.key, label.values)}: ${bucket.count}`}
                  >
                    <span>{bucket.count}</span>
                    <span
                      className={`pd__bar pd__bar--${isFalling(bucket) ? 'down' : 'up'}`}
                      style={{ height: `${(bucket.count / max) * 85}%` }}
                    />
                  </li>
                );
              })}
            </ul>
            <ul className="pd__labels" aria-hidden="true">
              {data.buckets.map((bucket) => (
                <li key={`${bucket.from}:${bucket.to}`}>
                  {bucket.from === null
                    ? `<${bucket.to}`
                    : bucket.to === null
                      ? `≥${bucket.from}`
                      : (
                        <>
                          {bucket.from}~<wbr />
                          {bucket.to}
                        </>
                      )}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </>
  );
}
