import { useTranslation } from 'react-i18next';
import { ScreenShell } from '../../components/domain-screen.tsx';
import { LoanAccount } from '../../features/loan/index.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Loan account (jiedai): the account card, the credit and pledge offers and applying on one
 * (features/loan: loan-account.tsx, apply-form.tsx).
 */
export default function LoanAccountPage() {
  const { t } = useTranslation();
  return (
    <ScreenShell testId="jiedai" title={t('loan.title')} link={{ label: t('loan.orders.link'), to: routes.loanOrders, testId: 'to-orders' }}>
      <LoanAccount />
    </ScreenShell>
  );
}
