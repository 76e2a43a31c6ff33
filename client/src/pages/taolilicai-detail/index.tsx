import { useTranslation } from 'react-i18next';
import { ProductDetail } from '../../features/earn/index.ts';

/** Arbitrage detail (taolilicaiDetail). */
export default function ArbitrageDetailPage() {
  const { t } = useTranslation();
  return <ProductDetail title={t('earn.arbitrage.detailTitle')} />;
}
