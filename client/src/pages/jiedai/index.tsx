import { useTranslation } from 'react-i18next';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { LoanAccount } from '../../features/loan/index.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Loan account (jiedai): the account card, the credit and pledge offers and applying on one
 * (features/loan: loan-account.tsx, apply-form.tsx).
 */
export default function LoanAccountPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  return (
    <main className="screen" data-testid="jiedai">
      <ScreenHeader
        title={t('loan.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.loanOrders)} data-testid="to-orders">
            {t('loan.orders.link')}
          </button>
        }
      />
      <div className="screen__body">
        <LoanAccount />
      </div>
    </main>
  );
}
