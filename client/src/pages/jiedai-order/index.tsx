import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { LoanOrders } from '../../features/loan/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Loan orders (jiedaiOrder): the caller's loans by state, repaying a running or overdue one (features/loan). */
export default function LoanOrdersPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="jiedai-order" title={t('loan.orders.title')} link={{ label: t('loan.orders.apply'), to: routes.loanAccount }}>
      <LoanOrders />
    </ScreenShell>
  );
}
