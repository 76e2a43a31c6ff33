import { useTranslation } from 'react-i18next';
import { ProductDetail } from '../../features/earn/product-detail.tsx';

/** Arbitrage detail (taolilicaiDetail). */
export default function ArbitrageDetailPage() {
  const { t } = useTranslation();
  return <ProductDetail title={t('earn.arbitrage.detailTitle')} />;
}
