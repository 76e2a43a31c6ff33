import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyDecimals } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatServerTime } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useProductOrder } from './earn-queries.ts';
import { firstIncomeTime } from './earn-rules.ts';
import { OrderFigures } from './investment-orders.tsx';
import styles from './order-created.module.css';

/**
 * A new order (`id`): the order number, amount, the rate fixed for it, start, first income time
 * and end, then the way to the orders and the products. The purchase leaves the order in the
 * cache; after a reload it is looked up among the caller's newest orders.
 */
export function OrderCreated({ id }: { id: string }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const order = useProductOrder(id);
  const decimalsOf = useMoneyDecimals();

  const body = () => {
    if (order.isPending && id !== '') return <Loading />;
    if (order.isError) return <LoadFailed onRetry={() => void order.refetch()} />;
    const o = order.data;
    if (!o) return <Empty title={t('earn.ok.notFound')} />;
    return (
      <>
        <Result status="success" title={t('earn.ok.title')} description={o.productName} />
        <section className="card" data-testid="order-summary">
          <InfoRow label={t('earn.orders.orderNo')} value={<span className={styles.breakAll}>{o.orderNo}</span>} testId="order-no" />
          <OrderFigures order={o} decimals={decimalsOf(o.currency)} />
          <InfoRow label={t('earn.orders.start')} value={formatServerTime(o.startTime)} testId="order-start" />
          <InfoRow label={t('earn.orders.firstIncome')} value={formatServerTime(firstIncomeTime(o))} testId="order-first-income" />
          <InfoRow label={t('earn.orders.end')} value={formatServerTime(o.endTime)} testId="order-end" />
        </section>
      </>
    );
  };

  return (
    <>
      {body()}
      <Button className={styles.spacedLarge} block color="primary" onClick={() => openRoute(routes.investmentOrders)} data-testid="view-orders">
        {t('earn.ok.viewOrders')}
      </Button>
      <Button className={styles.spaced} block fill="none" onClick={() => openRoute(routes.arbitrage)}>
        {t('earn.ok.moreProducts')}
      </Button>
    </>
  );
}
