import { useTranslation } from 'react-i18next';
import { PRODUCT_TYPE } from '../../api/prod.ts';
import { CatalogueScreen, DebtFacts } from '../../features/earn/index.ts';

/**
 * Debt crowdfunding (zhaiquan, public): each project with what is raised against its target
 * (a progress bar), its rate and term and the minimum; subscribing opens zhaiquanDetail (login).
 */
export default function DebtPage() {
  const { t } = useTranslation();
  return (
    <CatalogueScreen
      testId="zhaiquan"
      title={t('earn.debt.title')}
      intro={t('earn.debt.intro')}
      type={PRODUCT_TYPE.DEBT}
      emptyTitle={t('earn.debt.empty')}
      renderBody={(p, decimals) => <DebtFacts product={p} decimals={decimals} />}
    />
  );
}
