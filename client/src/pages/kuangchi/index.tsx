import { moneyText } from '../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPE, type Product } from '../../api/prod.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { detailPath, rateRangeText, ProductList } from '../../features/earn/index.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { routes } from '../../lib/route-paths.ts';
import styles from './kuangchi.module.css';

function MinerCard({ product, decimals }: { product: Product; decimals: number }) {
  const { t } = useTranslation();
  const m = product.miner;
  return (
    <>
      <InfoRow label={t('earn.fields.unitPrice')} value={moneyText(product.unitPrice, decimals, product.currency)} testId="unit-price" strong />
      <InfoRow label={t('earn.fields.dailyRate')} value={rateRangeText(product.dailyRateMin, product.dailyRateMax)} testId="rate-range" />
      <InfoRow label={t('earn.fields.cycle')} value={t('earn.fields.days', { count: product.cycleDays })} />
      {m && (
        <>
          <InfoRow label={t('earn.fields.manufacturer')} value={m.manufacturer || '--'} testId="manufacturer" />
          <InfoRow label={t('earn.fields.hashrate')} value={m.hashrate || '--'} testId="hashrate" />
          <InfoRow label={t('earn.fields.power')} value={m.powerConsumption || '--'} testId="power" />
          <InfoRow label={t('earn.fields.size')} value={m.size || '--'} />
          <InfoRow label={t('earn.fields.weight')} value={m.weight || '--'} />
          <InfoRow label={t('earn.fields.temperature')} value={m.temperature || '--'} />
          <InfoRow label={t('earn.fields.humidity')} value={m.humidity || '--'} />
          <InfoRow label={t('earn.fields.network')} value={m.network || '--'} />
        </>
      )}
    </>
  );
}

/** Mining pool (kuangchi): the hosted mining machines on the route's slate background, each with its specification and unit price. */
export default function MiningPoolPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className={`screen ${styles.clear}`} data-testid="kuangchi">
      <ScreenHeader
        title={t('earn.mining.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.investmentOrders)} data-testid="orders-link">
            {t('earn.list.myOrders')}
          </button>
        }
      />
      <div className="screen__body">
        <p className={styles.p}>{t('earn.mining.intro')}</p>
        <ProductList
          type={PRODUCT_TYPE.MINING}
          onOpen={(p) => openRoute(detailPath(p))}
          emptyTitle={t('earn.mining.empty')}
          renderBody={(p, decimals) => <MinerCard product={p} decimals={decimals} />}
        />
      </div>
    </main>
  );
}
