import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPE, type ProductType } from '../../api/prod.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { ProductFacts, RaisedBar, ProductList, detailPath, productTypeKey } from '../../features/earn/index.ts';
import { routes } from '../../lib/route-paths.ts';
import styles from './taolilicai.module.css';

const TYPES: readonly ProductType[] = [PRODUCT_TYPE.ARBITRAGE, PRODUCT_TYPE.MINING, PRODUCT_TYPE.DEBT];

/**
 * Arbitrage investment (taolilicai): the AI arbitrage / quantitative products on the route's
 * dark-blue background, with a filter by product kind (the catalogue's one type code for
 * arbitrage and AI quant; mining and debt products are one tap away too). Each card shows the
 * rate range, cycle, amount range, VIP level limit, purchase limit and what is left of the quota.
 */
export default function ArbitragePage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [type, setType] = useState<ProductType>(PRODUCT_TYPE.ARBITRAGE);

  return (
    <main className={`screen ${styles.clear}`} data-testid="taolilicai">
      <ScreenHeader
        title={t('earn.arbitrage.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.investmentOrders)} data-testid="orders-link">
            {t('earn.list.myOrders')}
          </button>
        }
      />
      <div className="screen__body">
        <p className={styles.p}>{t('earn.arbitrage.intro')}</p>
        <Selector className={styles.typeFilter} tabIndex={0}
          data-testid="type-filter"
          showCheckMark={false}
          value={[String(type)]}
          options={TYPES.map((code) => ({ label: t(`earn.types.${productTypeKey(code)}`), value: String(code) }))}
          onChange={(v) => {
            const picked = v[0];
            if (picked !== undefined) setType(Number(picked) as ProductType);
          }}
        />
        <ProductList
          type={type}
          onOpen={(p) => openRoute(detailPath(p))}
          emptyTitle={t('earn.arbitrage.empty')}
          renderBody={(p, decimals) => (
            <>
              <ProductFacts product={p} decimals={decimals} />
              {p.type === PRODUCT_TYPE.DEBT && <RaisedBar product={p} decimals={decimals} />}
            </>
          )}
        />
      </div>
    </main>
  );
}
