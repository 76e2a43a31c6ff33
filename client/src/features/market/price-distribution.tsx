import { Button, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SYMBOL_CATEGORY,
  usePriceDistribution,
  type SymbolCategory,
} from '../../api/market.ts';
import { DistributionBuckets } from './distribution-buckets.tsx';
import { DistributionCounts } from './distribution-counts.tsx';
import { ErrorBlock } from '../../components/error-block.tsx';
import { Empty } from '../../components/screen-states.tsx';
import './price-distribution.css';
import styles from './price-distribution.module.css';

export { bucketLabel } from './distribution-buckets.tsx';

type Filter = 'all' | SymbolCategory;

const FILTERS: ReadonlyArray<{ value: Filter; labelKey: string }> = [
  { value: 'all', labelKey: 'priceDistribution.all' },
  { value: SYMBOL_CATEGORY.CRYPTO, labelKey: 'hangqing.crypto' },
  { value: SYMBOL_CATEGORY.FOREX, labelKey: 'hangqing.forex' },
  { value: SYMBOL_CATEGORY.METAL, labelKey: 'hangqing.gold' },
];

/** Rise and fall distribution: how many symbols moved by how much over 24 h, by category, refreshed every 5 s. */
export function PriceDistributionChart() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const query = usePriceDistribution(filter === 'all' ? undefined : filter);
  const data = query.data;
  const total = data ? data.riseCount + data.fallCount + data.flatCount : 0;

  return (
    <>
      <Selector
        tabIndex={0}
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
          <Empty title={t('priceDistribution.empty')} />
        </section>
      ) : (
        <>
          <DistributionCounts data={data} total={total} />
          <DistributionBuckets buckets={data.buckets} />
        </>
      )}
    </>
  );
}
