import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { InvestmentOrders } from '../../features/earn/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Investment orders (taoliOrder): the totals and every order, filterable by kind and state (features/earn). */
export default function InvestmentOrdersPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="taoli-order">
      <ScreenHeader
        title={t('earn.orders.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.arbitrage)}>
            {t('earn.orders.products')}
          </button>
        }
      />
      <div className="screen__body">
        <InvestmentOrders />
      </div>
    </main>
  );
}
