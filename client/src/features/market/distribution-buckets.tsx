import { useTranslation } from 'react-i18next';
import type { PriceDistribution } from '../../api/market.ts';
import styles from './price-distribution.module.css';

type Bucket = PriceDistribution['buckets'][number];

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

/** The buckets' ranges under the bars: open ends as "<" and "≥", a closed range breakable at its "~". */
function BucketLabels({ buckets }: { buckets: readonly Bucket[] }) {
  return (
    <ul className="pd__labels" aria-hidden="true">
      {buckets.map((bucket) => (
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
  );
}

/** How many symbols moved by how much: a bar per bucket, as high as its count against the largest. */
export function DistributionBuckets({ buckets }: { buckets: readonly Bucket[] }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <section className="card">
      <p className={`muted ${styles.flat}`}>
        {t('priceDistribution.caption')}
      </p>
      <ul className="pd__chart">
        {buckets.map((bucket) => {
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
      <BucketLabels buckets={buckets} />
    </section>
  );
}
