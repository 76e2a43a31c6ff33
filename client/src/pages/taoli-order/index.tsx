import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { InvestmentOrders } from '../../features/earn/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Investment orders (taoliOrder): the totals and every order, filterable by kind and state (features/earn). */
export default function InvestmentOrdersPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="taoli-order" title={t('earn.orders.title')} link={{ label: t('earn.orders.products'), to: routes.arbitrage }}>
      <InvestmentOrders />
    </ScreenShell>
  );
}
