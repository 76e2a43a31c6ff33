import { Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { PRODUCT_TYPE, type Product, type ProductType } from '../../api/prod.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { moneyText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { detailPath, productTypeKey } from './earn-rules.ts';
import { ProductFacts, RaisedBar, rateRangeText } from './earn-ui.tsx';
import { ProductList } from './product-list.tsx';
import styles from './catalogue-screen.module.css';

/** The three catalogues: each its product kind and the facts its cards show. */
export type CatalogueKind = 'arbitrage' | 'mining' | 'debt';

type FactsProps = { product: Product; decimals: number };
const CATALOGUES: Record<CatalogueKind, { type: ProductType; Facts: (props: FactsProps) => ReactNode }> = {
  arbitrage: { type: PRODUCT_TYPE.ARBITRAGE, Facts: ArbitrageFacts },
  mining: { type: PRODUCT_TYPE.MINING, Facts: MinerFacts },
  debt: { type: PRODUCT_TYPE.DEBT, Facts: DebtFacts },
};

/**
 * One catalogue screen (arbitrage, mining, debt): the title with "my orders", the intro, and the
 * products of its kind as cards that open their detail screen; the arbitrage screen adds a
 * filter by kind above them. Its texts are `earn.<kind>.title`, `.intro` and `.empty`. `dark`
 * lays it on the route's dark background.
 */
export function CatalogueScreen({ kind, testId, dark }: { kind: CatalogueKind; testId: string; dark?: boolean }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const { type: ownType, Facts } = CATALOGUES[kind];
  const [type, setType] = useState<ProductType>(ownType);
  return (
    <main className={dark ? `screen ${styles.clear}` : 'screen'} data-testid={testId}>
      <ScreenHeader title={t(`earn.${kind}.title`)} link={{ label: t('earn.list.myOrders'), to: routes.investmentOrders, testId: 'orders-link' }} />
      <div className="screen__body">
        <p className={dark ? styles.introOnDark : `muted ${styles.intro}`}>{t(`earn.${kind}.intro`)}</p>
        {kind === 'arbitrage' && <ProductTypeFilter value={type} onChange={setType} />}
        <ProductList
          type={type}
          onOpen={(p) => openRoute(detailPath(p))}
          emptyTitle={t(`earn.${kind}.empty`)}
          renderBody={(p, decimals) => <Facts product={p} decimals={decimals} />}
        />
      </div>
    </main>
  );
}

/** The catalogue's kinds, in the arbitrage screen's filter and the orders' kind filter. */
export const PRODUCT_TYPES: readonly ProductType[] = [PRODUCT_TYPE.ARBITRAGE, PRODUCT_TYPE.MINING, PRODUCT_TYPE.DEBT];

/** The arbitrage screen's filter by product kind (one kind always chosen). */
function ProductTypeFilter({ value, onChange }: { value: ProductType; onChange: (type: ProductType) => void }) {
  const { t } = useTranslation();
  return (
    <Selector className={styles.typeFilter} tabIndex={0}
      data-testid="type-filter"
      showCheckMark={false}
      value={[String(value)]}
      options={PRODUCT_TYPES.map((code) => ({ label: t(`earn.types.${productTypeKey(code)}`), value: String(code) }))}
      onChange={(v) => {
        const picked = v[0];
        if (picked !== undefined) onChange(Number(picked) as ProductType);
      }}
    />
  );
}

/** An arbitrage list card's body: the product's facts, and the raised bar of a debt project. */
function ArbitrageFacts({ product, decimals }: { product: Product; decimals: number }) {
  return (
    <>
      <ProductFacts product={product} decimals={decimals} />
      {product.type === PRODUCT_TYPE.DEBT && <RaisedBar product={product} decimals={decimals} />}
    </>
  );
}

/** A mining list card's body: unit price, daily rate, cycle and the machine's specification. */
function MinerFacts({ product, decimals }: { product: Product; decimals: number }) {
  const { t } = useTranslation();
  const m = product.miner;
  return (
    <>
      <InfoRow label={t('earn.fields.unitPrice')} value={moneyText(product.unitPrice, decimals, product.currency)} testId="unit-price" strong />
      <InfoRow label={t('earn.fields.dailyRate')} value={rateRangeText(product.dailyRateMin, product.dailyRateMax)} testId="rate-range" />
      <InfoRow label={t('earn.fields.cycle')} value={t('earn.fields.days', { count: product.cycleDays })} />
      {m && (
        <>
          <InfoRow label={t('earn.fields.manufacturer')} value={m.manufacturer || NO_VALUE_TEXT} testId="manufacturer" />
          <InfoRow label={t('earn.fields.hashrate')} value={m.hashrate || NO_VALUE_TEXT} testId="hashrate" />
          <InfoRow label={t('earn.fields.power')} value={m.powerConsumption || NO_VALUE_TEXT} testId="power" />
          <InfoRow label={t('earn.fields.size')} value={m.size || NO_VALUE_TEXT} />
          <InfoRow label={t('earn.fields.weight')} value={m.weight || NO_VALUE_TEXT} />
          <InfoRow label={t('earn.fields.temperature')} value={m.temperature || NO_VALUE_TEXT} />
          <InfoRow label={t('earn.fields.humidity')} value={m.humidity || NO_VALUE_TEXT} />
          <InfoRow label={t('earn.fields.network')} value={m.network || NO_VALUE_TEXT} />
        </>
      )}
    </>
  );
}

/**
 * A debt list card's body: the project's description (the contract's product carries no issuer
 * field: the description names it), rate, term, minimum and what is raised against the target.
 */
function DebtFacts({ product: p, decimals }: { product: Product; decimals: number }) {
  const { t } = useTranslation();
  return (
    <>
      {p.description && (
        <p className={`muted ${styles.issuer}`} data-testid="issuer">
          {p.description}
        </p>
      )}
      <InfoRow label={t('earn.fields.rate')} value={rateRangeText(p.dailyRateMin, p.dailyRateMax)} testId="rate-range" strong />
      <InfoRow label={t('earn.fields.term')} value={t('earn.fields.days', { count: p.cycleDays })} testId="term" />
      <InfoRow label={t('earn.fields.minimum')} value={moneyText(p.minAmount, decimals, p.currency)} />
      <RaisedBar product={p} decimals={decimals} />
    </>
  );
}
