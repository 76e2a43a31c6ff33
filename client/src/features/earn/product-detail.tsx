import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { useCurrencies } from '../../api/finance.ts';
import { PRODUCT_TYPE, type Product } from '../../api/prod.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { decimalsFor } from './earn-rules.ts';
import { useProduct } from './earn-queries.ts';
import { ProductFacts, RaisedBar, RateRule } from './earn-ui.tsx';
import { InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { PurchaseForm } from './purchase-form.tsx';
import styles from './product-detail.module.css';

/** The specification of a mining machine, as the product publishes it. */
function MinerSpec({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (!product.miner) return null;
  const m = product.miner;
  const rows: [string, string][] = [
    ['manufacturer', m.manufacturer],
    ['hashrate', m.hashrate],
    ['power', m.powerConsumption],
    ['size', m.size],
    ['weight', m.weight],
    ['temperature', m.temperature],
    ['humidity', m.humidity],
    ['network', m.network],
  ];
  return (
    <section className="card" data-testid="miner-spec">
      <h2 className="section-title">{t('earn.mining.spec')}</h2>
      {rows.map(([key, value]) => (
        <InfoRow key={key} label={t(`earn.fields.${key}`)} value={value || NO_VALUE_TEXT} testId={`spec-${key}`} />
      ))}
    </section>
  );
}

/**
 * One product's screen (taolilicaiDetail, kuangchiDetail, zhaiquanDetail): `?id=` names it;
 * its facts, the machine's specification (mining) or the raised amount (debt), the published
 * rate rule, and the purchase form.
 */
export function ProductDetail({ title }: { title: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const product = useProduct(id);
  const currencies = useCurrencies();

  if (id === '' || product.isError) {
    return (
      <main className="screen">
        <ScreenHeader title={title} />
        <LoadFailed title={t('earn.detail.notFound')} onRetry={() => void product.refetch()} />
      </main>
    );
  }
  if (product.isPending || currencies.isPending) {
    return (
      <main className="screen">
        <ScreenHeader title={title} />
        <Loading />
      </main>
    );
  }
  const { product: p, serverOffsetMs } = product.data;
  const decimals = decimalsFor(currencies.data?.find((c) => c.currency === p.currency)?.precision);
  return (
    <main className="screen" data-testid="product-detail">
      <ScreenHeader title={title} />
      <div className="screen__body">
        <section className="card">
          <h2 className="section-title" data-testid="product-name">
            {p.name}
          </h2>
          {p.description && (
            <p className={`muted ${styles.flushTop}`}>
              {p.description}
            </p>
          )}
          <InfoRow label={t('earn.fields.currency')} value={p.currency} />
          <ProductFacts product={p} decimals={decimals} />
          {p.type === PRODUCT_TYPE.DEBT && <RaisedBar product={p} decimals={decimals} />}
        </section>
        <MinerSpec product={p} />
        <PurchaseForm product={p} decimals={decimals} now={() => new Date(Date.now() + serverOffsetMs)} />
        <RateRule product={p} decimals={decimals} />
      </div>
    </main>
  );
}
