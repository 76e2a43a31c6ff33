import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LoanOrders } from '../../features/loan/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Loan orders (jiedaiOrder): the caller's loans by state, repaying a running or overdue one (features/loan). */
export default function LoanOrdersPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="jiedai-order">
      <ScreenHeader
        title={t('loan.orders.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.loanAccount)}>
            {t('loan.orders.apply')}
          </button>
        }
      />
      <div className="screen__body">
        <LoanOrders />
      </div>
    </main>
  );
}
