import { shellPage } from '../../components/domain-screen.tsx';
import { InvestmentOrders } from '../../features/earn/index.ts';
import { routes } from '../../lib/route-paths.ts';

/** Investment orders (taoliOrder): the totals and every order, filterable by kind and state (features/earn). */
export default shellPage({ testId: 'taoli-order', title: 'earn.orders.title', link: { label: 'earn.orders.products', to: routes.arbitrage }, Body: InvestmentOrders });
