import { useTranslation } from 'react-i18next';
import { ProductDetail } from '../../features/earn/index.ts';

/** Debt project detail (zhaiquanDetail, login): raised against the target and subscribing (debitBuy). */
export default function DebtDetailPage() {
  const { t } = useTranslation();
  return <ProductDetail title={t('earn.debt.detailTitle')} />;
}
