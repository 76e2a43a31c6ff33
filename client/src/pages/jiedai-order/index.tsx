import { shellPage } from '../../components/domain-screen.tsx';
import { LoanOrders } from '../../features/loan/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Loan orders (jiedaiOrder): the caller's loans by state, repaying a running or overdue one (features/loan). */
export default shellPage({ testId: 'jiedai-order', title: 'loan.orders.title', link: { label: 'loan.orders.apply', to: routes.loanAccount }, Body: LoanOrders });
