import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPE, type ProductType } from '../../api/prod.ts';
import { ArbitrageFacts, CatalogueScreen, ProductTypeFilter } from '../../features/earn/index.ts';

/**
 * Arbitrage investment (taolilicai): the AI arbitrage / quantitative products on the route's
 * dark-blue background, with a filter by product kind (the catalogue's one type code for
 * arbitrage and AI quant; mining and debt products are one tap away too). Each card shows the
 * rate range, cycle, amount range, VIP level limit, purchase limit and what is left of the quota.
 */
export default function ArbitragePage() {
  const { t } = useTranslation();
  const [type, setType] = useState<ProductType>(PRODUCT_TYPE.ARBITRAGE);
  return (
    <CatalogueScreen
      testId="taolilicai"
      title={t('earn.arbitrage.title')}
      intro={t('earn.arbitrage.intro')}
      dark
      type={type}
      emptyTitle={t('earn.arbitrage.empty')}
      renderBody={(p, decimals) => <ArbitrageFacts product={p} decimals={decimals} />}
    >
      <ProductTypeFilter value={type} onChange={setType} />
    </CatalogueScreen>
  );
}
