import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { PriceDistributionChart } from '../../features/market/index.ts';

/** Rise and fall distribution (priceDistribution): how many symbols moved by how much over 24 h (features/market). */
export default function PriceDistributionPage() {
  const { t } = useTranslation();
  return (
    <div className="screen">
      <ScreenHeader title={t('priceDistribution.title')} />
      <main className="screen__body">
        <PriceDistributionChart />
      </main>
    </div>
  );
}
