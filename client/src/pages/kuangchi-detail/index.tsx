import { useTranslation } from 'react-i18next';
import { ProductDetail } from '../../features/earn/index.ts';

/** Mining machine detail (kuangchiDetail): its specification and buying a number of machines (minerBuy). */
export default function MiningDetailPage() {
  const { t } = useTranslation();
  return <ProductDetail title={t('earn.mining.detailTitle')} />;
}
