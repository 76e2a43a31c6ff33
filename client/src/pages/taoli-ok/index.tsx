import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCurrencies } from '../../api/finance.ts';
import { PRODUCT_TYPE } from '../../api/prod.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { firstIncomeTime, orderDailyIncome, orderDailyOutput, useProductOrder } from '../../features/earn/index.ts';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { countText, formatServerTime, moneyDecimals, moneyText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import styles from './taoli-ok.module.css';

/**
 * Order created (taoliOk, `?id=`): the order number, amount, the rate fixed for it, start,
 * first income time and end. The purchase leaves the order in the cache; after a reload it is
 * looked up among the caller's newest orders.
 */
export default function OrderCreatedPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useProductOrder(id);
  const currencies = useCurrencies();

  const body = () => {
    if (order.isPending && id !== '') return <Loading />;
    if (order.isError) return <LoadFailed onRetry={() => void order.refetch()} />;
    const o = order.data;
    if (!o) return <Empty title={t('earn.ok.notFound')} />;
    const decimals = moneyDecimals(currencies.data?.find((c) => c.currency === o.currency)?.precision);
    const mining = o.productType === PRODUCT_TYPE.MINING;
    return (
      <>
        <Result status="success" title={t('earn.ok.title')} description={o.productName} />
        <section className="card" data-testid="order-summary">
          <InfoRow label={t('earn.orders.orderNo')} value={<span className={styles.breakAll}>{o.orderNo}</span>} testId="order-no" />
          <InfoRow label={t('earn.orders.amount')} value={moneyText(o.amount, decimals, o.currency)} testId="order-amount" strong />
          {mining && <InfoRow label={t('earn.orders.machines')} value={countText(o.quantity)} testId="order-machines" />}
          <InfoRow label={t('earn.orders.dailyRate')} value={`${rateText(o.dailyRate)}%`} testId="order-rate" />
          <InfoRow
            label={t(mining ? 'earn.orders.dailyOutput' : 'earn.orders.dailyIncome')}
            value={moneyText(mining ? orderDailyOutput(o, decimals) : orderDailyIncome(o, decimals), decimals, o.currency)}
            testId="order-daily"
          />
          <InfoRow label={t('earn.orders.start')} value={formatServerTime(o.startTime)} testId="order-start" />
          <InfoRow label={t('earn.orders.firstIncome')} value={formatServerTime(firstIncomeTime(o))} testId="order-first-income" />
          <InfoRow label={t('earn.orders.end')} value={formatServerTime(o.endTime)} testId="order-end" />
        </section>
      </>
    );
  };

  return (
    <main className="screen" data-testid="taoli-ok">
      <ScreenHeader title={t('earn.ok.header')} />
      <div className="screen__body">
        {body()}
        <Button className={styles.spacedLarge} block color="primary" onClick={() => openRoute(routes.investmentOrders)} data-testid="view-orders">
          {t('earn.ok.viewOrders')}
        </Button>
        <Button className={styles.spaced} block fill="none" onClick={() => openRoute(routes.arbitrage)}>
          {t('earn.ok.moreProducts')}
        </Button>
      </div>
    </main>
  );
}
