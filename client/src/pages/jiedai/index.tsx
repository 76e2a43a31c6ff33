import { shellPage } from '../../components/domain-screen.tsx';
import { LoanAccount } from '../../features/loan/index.ts';
import { routes } from '../../lib/route-paths.ts';

/**
 * Loan account (jiedai): the account card, the credit and pledge offers and applying on one
 * (features/loan: loan-account.tsx, apply-form.tsx).
 */
export default shellPage({ testId: 'jiedai', title: 'loan.title', link: { label: 'loan.orders.link', to: routes.loanOrders, testId: 'to-orders' }, Body: LoanAccount });
