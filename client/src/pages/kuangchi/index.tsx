import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPE } from '../../api/prod.ts';
import { CatalogueScreen, MinerFacts } from '../../features/earn/index.ts';

/** Mining pool (kuangchi): the hosted mining machines on the route's slate background, each with its specification and unit price. */
export default function MiningPoolPage() {
  const { t } = useTranslation();
  return (
    <CatalogueScreen
      testId="kuangchi"
      title={t('earn.mining.title')}
      intro={t('earn.mining.intro')}
      dark
      type={PRODUCT_TYPE.MINING}
      emptyTitle={t('earn.mining.empty')}
      renderBody={(p, decimals) => <MinerFacts product={p} decimals={decimals} />}
    />
  );
}
