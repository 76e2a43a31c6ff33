import { useTranslation } from 'react-i18next';
import type { PriceDistribution } from '../../api/market.ts';

/** How many symbols rose, stayed flat and fell, and the three as one bar of shares. */
export function DistributionCounts({ data, total }: { data: PriceDistribution; total: number }) {
  const { t } = useTranslation();
  return (
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
  );
}
