import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { PRODUCT_ORDER_STATUS, PRODUCT_TYPE, type ProductOrder, type ProductOrderStatus, type ProductType } from '../../api/prod.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { HeroCard, HeroFigure, HeroSplit, RecordCard, RecordFootnote, RecordList, RecordSubtitle, useMoneyDecimals } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { countText, formatServerTime, moneyText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { PRODUCT_TYPES } from './catalogue-screen.tsx';
import { useOrderStat, useProductOrders } from './earn-queries.ts';
import { orderDailyIncome, orderDailyOutput, orderStatusKey, productTypeKey } from './earn-rules.ts';

const STATUSES: readonly ProductOrderStatus[] = [
  PRODUCT_ORDER_STATUS.RUNNING,
  PRODUCT_ORDER_STATUS.ENDED,
  PRODUCT_ORDER_STATUS.FROZEN,
  PRODUCT_ORDER_STATUS.NOT_STARTED,
  PRODUCT_ORDER_STATUS.CANCELLED,
];

const statusColor = (status: number): string =>
  status === PRODUCT_ORDER_STATUS.RUNNING ? 'success' : status === PRODUCT_ORDER_STATUS.FROZEN || status === PRODUCT_ORDER_STATUS.CANCELLED ? 'danger' : 'default';

/** What an order pays: amount, machines (mining), the rate fixed for it and its daily income or output. */
export function OrderFigures({ order, decimals }: { order: ProductOrder; decimals: number }) {
  const { t } = useTranslation();
  const mining = order.productType === PRODUCT_TYPE.MINING;
  return (
    <>
      <InfoRow label={t('earn.orders.amount')} value={moneyText(order.amount, decimals, order.currency)} testId="order-amount" strong />
      {mining && <InfoRow label={t('earn.orders.machines')} value={countText(order.quantity)} testId="order-machines" />}
      <InfoRow label={t('earn.orders.dailyRate')} value={`${rateText(order.dailyRate)}%`} testId="order-rate" />
      <InfoRow
        label={t(mining ? 'earn.orders.dailyOutput' : 'earn.orders.dailyIncome')}
        value={moneyText(mining ? orderDailyOutput(order, decimals) : orderDailyIncome(order, decimals), decimals, order.currency)}
        testId="order-daily"
      />
    </>
  );
}

function OrderCard({ order, decimals }: { order: ProductOrder; decimals: number }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      testId={`order-${order.id}`}
      title={order.productName}
      titleTestId="order-name"
      tag={
        <Tag color={statusColor(order.status)} fill="outline" data-testid="order-status">
          {t(`earn.orderStatus.${orderStatusKey(order.status)}`)}
        </Tag>
      }
    >
      <RecordSubtitle>
        {t(`earn.types.${productTypeKey(order.productType)}`)} · {order.currency}
      </RecordSubtitle>
      <OrderFigures order={order} decimals={decimals} />
      <InfoRow label={t('earn.orders.todayIncome')} value={moneyText(order.todayIncome, decimals, order.currency)} testId="order-today" />
      <InfoRow label={t('earn.orders.totalIncome')} value={moneyText(order.totalIncome, decimals, order.currency)} testId="order-total" strong />
      <InfoRow
        label={t('earn.orders.remaining')}
        value={t('earn.orders.remainingValue', { left: order.remainingDays, total: order.cycleDays })}
        testId="order-remaining"
      />
      <InfoRow label={t('earn.orders.start')} value={formatServerTime(order.startTime)} />
      <InfoRow label={t('earn.orders.end')} value={formatServerTime(order.endTime)} testId="order-end" />
      <RecordFootnote>
        {t('earn.orders.orderNo')}: {order.orderNo}
      </RecordFootnote>
    </RecordCard>
  );
}

/**
 * The investment orders: the totals (hosted, today's and accumulated income) and every order of
 * every kind with its state, today's and accumulated income and the remaining cycle, filterable
 * by kind and by state. Mining orders sit here too, with their machines and daily output.
 */
export function InvestmentOrders() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [type, setType] = useState<ProductType | undefined>(undefined);
  const [status, setStatus] = useState<ProductOrderStatus | undefined>(undefined);
  const orders = useProductOrders(type, status);
  const stat = useOrderStat().data;
  const decimalsOf = useMoneyDecimals();
  const money = (value: string | undefined) => (stat ? moneyText(value, decimalsOf(stat.currency)) : NO_VALUE_TEXT);

  return (
    <>
      <HeroCard look="earn" testId="order-stat" label={`${t('earn.stat.hosted')} (USDT)`} figure={money(stat?.hostedAmount)} figureTestId="stat-hosted">
        <HeroSplit>
          <HeroFigure label={t('earn.stat.today')} testId="stat-today" value={money(stat?.todayIncome)} />
          <HeroFigure label={t('earn.stat.total')} testId="stat-total" value={money(stat?.totalIncome)} />
        </HeroSplit>
      </HeroCard>
      <CodeFilter testId="type-filter" allLabel={t('earn.orders.all')} codes={PRODUCT_TYPES} labelOf={(c) => t(`earn.types.${productTypeKey(c)}`)} value={type} onChange={setType} tight />
      <CodeFilter testId="status-filter" allLabel={t('earn.orders.allStates')} codes={STATUSES} labelOf={(c) => t(`earn.orderStatus.${orderStatusKey(c)}`)} value={status} onChange={setStatus} compact />
      <RecordList
        query={orders}
        rows={orders.data?.pages.flatMap((p) => p.records) ?? []}
        testId="order-list"
        emptyTitle={t('earn.orders.empty')}
        emptyAction={
          <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.arbitrage)}>
            {t('earn.orders.products')}
          </Button>
        }
        moreLabel={t('earn.list.more')}
        endLabel={t('earn.list.end')}
      >
        {(o) => <OrderCard order={o} decimals={decimalsOf(o.currency)} />}
      </RecordList>
    </>
  );
}
