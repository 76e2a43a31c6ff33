import { Button, Tag } from 'antd-mobile';
import { CodeFilter } from '../../components/code-filter.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../api/finance.ts';
import { PRODUCT_ORDER_STATUS, PRODUCT_TYPE, type ProductOrder, type ProductOrderStatus, type ProductType } from '../../api/prod.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { orderDailyIncome, orderDailyOutput, orderStatusKey, productTypeKey, useOrderStat, useProductOrders } from '../../features/earn/index.ts';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { countText, formatServerTime, moneyDecimals, moneyText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import styles from './taoli-order.module.css';

const TYPES: readonly ProductType[] = [PRODUCT_TYPE.ARBITRAGE, PRODUCT_TYPE.MINING, PRODUCT_TYPE.DEBT];
const STATUSES: readonly ProductOrderStatus[] = [
  PRODUCT_ORDER_STATUS.RUNNING,
  PRODUCT_ORDER_STATUS.ENDED,
  PRODUCT_ORDER_STATUS.FROZEN,
  PRODUCT_ORDER_STATUS.NOT_STARTED,
  PRODUCT_ORDER_STATUS.CANCELLED,
];

const statusColor = (status: number): string =>
  status === PRODUCT_ORDER_STATUS.RUNNING ? 'success' : status === PRODUCT_ORDER_STATUS.FROZEN || status === PRODUCT_ORDER_STATUS.CANCELLED ? 'danger' : 'default';

function OrderCard({ order, decimals }: { order: ProductOrder; decimals: number }) {
  const { t } = useTranslation();
  const mining = order.productType === PRODUCT_TYPE.MINING;
  return (
    <li className={`card ${styles.item}`} data-testid={`order-${order.id}`}>
      <div className={styles.head}>
        <strong data-testid="order-name">{order.productName}</strong>
        <Tag color={statusColor(order.status)} fill="outline" data-testid="order-status">
          {t(`earn.orderStatus.${orderStatusKey(order.status)}`)}
        </Tag>
      </div>
      <p className={`muted ${styles.sub}`}>
        {t(`earn.types.${productTypeKey(order.productType)}`)} · {order.currency}
      </p>
      <InfoRow label={t('earn.orders.amount')} value={moneyText(order.amount, decimals, order.currency)} testId="order-amount" strong />
      {mining && <InfoRow label={t('earn.orders.machines')} value={countText(order.quantity)} testId="order-machines" />}
      <InfoRow label={t('earn.orders.dailyRate')} value={`${rateText(order.dailyRate)}%`} testId="order-rate" />
      <InfoRow
        label={t(mining ? 'earn.orders.dailyOutput' : 'earn.orders.dailyIncome')}
        value={moneyText(mining ? orderDailyOutput(order, decimals) : orderDailyIncome(order, decimals), decimals, order.currency)}
        testId="order-daily"
      />
      <InfoRow label={t('earn.orders.todayIncome')} value={moneyText(order.todayIncome, decimals, order.currency)} testId="order-today" />
      <InfoRow label={t('earn.orders.totalIncome')} value={moneyText(order.totalIncome, decimals, order.currency)} testId="order-total" strong />
      <InfoRow
        label={t('earn.orders.remaining')}
        value={t('earn.orders.remainingValue', { left: order.remainingDays, total: order.cycleDays })}
        testId="order-remaining"
      />
      <InfoRow label={t('earn.orders.start')} value={formatServerTime(order.startTime)} />
      <InfoRow label={t('earn.orders.end')} value={formatServerTime(order.endTime)} testId="order-end" />
      <p className={`muted ${styles.orderNo}`}>
        {t('earn.orders.orderNo')}: {order.orderNo}
      </p>
    </li>
  );
}

/**
 * Investment orders (taoliOrder): the totals (hosted, today's and accumulated income) and every
 * order of every kind with its state, today's and accumulated income and the remaining cycle,
 * filterable by kind and by state. Mining orders sit here too, with their machines and daily output.
 */
export default function InvestmentOrdersPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [type, setType] = useState<ProductType | undefined>(undefined);
  const [status, setStatus] = useState<ProductOrderStatus | undefined>(undefined);
  const orders = useProductOrders(type, status);
  const stat = useOrderStat();
  const currencies = useCurrencies();
  const decimalsOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const rows = orders.data?.pages.flatMap((p) => p.records) ?? [];


  return (
    <main className="screen" data-testid="taoli-order">
      <ScreenHeader
        title={t('earn.orders.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.arbitrage)}>
            {t('earn.orders.products')}
          </button>
        }
      />
      <div className="screen__body">
        <section className={`card ${styles.orderStat}`} data-testid="order-stat">
          <p className={styles.heroLabel}>{t('earn.stat.hosted')} (USDT)</p>
          <p className={styles.heroFigure} data-testid="stat-hosted">
            {stat.data ? moneyText(stat.data.hostedAmount, decimalsOf(stat.data.currency)) : '--'}
          </p>
          <div className={styles.heroRow}>
            <span>
              {t('earn.stat.today')}: <span data-testid="stat-today">{stat.data ? moneyText(stat.data.todayIncome, decimalsOf(stat.data.currency)) : '--'}</span>
            </span>
            <span>
              {t('earn.stat.total')}: <span data-testid="stat-total">{stat.data ? moneyText(stat.data.totalIncome, decimalsOf(stat.data.currency)) : '--'}</span>
            </span>
          </div>
        </section>
        <CodeFilter testId="type-filter" allLabel={t('earn.orders.all')} codes={TYPES} labelOf={(c) => t(`earn.types.${productTypeKey(c)}`)} value={type} onChange={setType} tight />
        <CodeFilter testId="status-filter" allLabel={t('earn.orders.allStates')} codes={STATUSES} labelOf={(c) => t(`earn.orderStatus.${orderStatusKey(c)}`)} value={status} onChange={setStatus} compact />
        {orders.isPending ? (
          <Loading />
        ) : orders.isError ? (
          <LoadFailed onRetry={() => void orders.refetch()} />
        ) : rows.length === 0 ? (
          <Empty
            title={t('earn.orders.empty')}
            action={
              <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.arbitrage)}>
                {t('earn.orders.products')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className={styles.list} data-testid="order-list">
              {rows.map((o) => (
                <OrderCard key={o.id} order={o} decimals={decimalsOf(o.currency)} />
              ))}
            </ul>
            {orders.hasNextPage ? (
              <Button block fill="none" loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()} data-testid="load-more">
                {t('earn.list.more')}
              </Button>
            ) : (
              <p className={`muted ${styles.center}`}>
                {t('earn.list.end')}
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
