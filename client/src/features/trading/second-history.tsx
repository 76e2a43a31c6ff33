import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@sandbox/shared/format';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import {
  SECOND_DIRECTION,
  SECOND_ORDER_STATUS,
  secondStatusColor,
  secondStatusKey,
  useSecondHistory,
  type SecondOrder,
  type SecondStatus,
  type TradeAccount,
} from '../../api/second-contract.ts';
import { decimalsOf } from '@sandbox/shared/money';
import { formatServerTime, moneyText, priceText } from '../../lib/format.ts';
import { FilterTabs } from './filter-tabs.tsx';
import { PeriodLabel } from './second-period.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ErrorBlock } from '../../components/error-block.tsx';
import styles from './history.module.css';

const FILTERS: ReadonlyArray<{ key: string; status: SecondStatus | undefined }> = [
  { key: 'all', status: undefined },
  { key: 'running', status: SECOND_ORDER_STATUS.RUNNING },
  { key: 'won', status: SECOND_ORDER_STATUS.WON },
  { key: 'lost', status: SECOND_ORDER_STATUS.LOST },
  { key: 'draw', status: SECOND_ORDER_STATUS.DRAW },
];

const price = (value: string | null) => (value ? priceText(value, decimalsOf(value)) : NO_VALUE_TEXT);

/** Net result with its sign, as money: +80.00, −100.00, 0.00 (draw); '--' while running. */
function profitText(o: SecondOrder): string {
  const p = toDecimal(o.profit);
  if (!p) return NO_VALUE_TEXT;
  if (p.isZero()) return moneyText('0');
  return p.isNegative() ? `−${moneyText(p.abs().toFixed())}` : `+${moneyText(p.toFixed())}`;
}

function OrderRow({ order }: { order: SecondOrder }) {
  const { t } = useTranslation();
  const up = order.direction === SECOND_DIRECTION.UP;
  const key = secondStatusKey(order.status);
  return (
    <li className="sc__order" data-testid={`second-order-${order.id}`} data-status={key}>
      <div className={`sc__row ${styles.orderHead}`}>
        <span>
          <span className={`sc__badge ${up ? 'sc__badge--up' : 'sc__badge--down'}`}>{t(up ? 'secondContract.up' : 'secondContract.down')}</span>{' '}
          <strong>
            {moneyText(order.amount)} {order.currency}
          </strong>{' '}
          <span className="sc__label">
            <PeriodLabel seconds={order.periodSeconds} />
          </span>
        </span>
        <span className={styles.strong} style={{ color: secondStatusColor(order.status) }} data-testid="second-order-status">
          {t(`secondContract.status.${key}`)}
        </span>
      </div>
      <div className="sc__grid">
        <span className="sc__label">{t('secondContract.openPrice')}</span>
        <span className={styles.end}>{price(order.openPrice)}</span>
        <span className="sc__label">{t('secondContract.closePrice')}</span>
        <span className={styles.end}>{price(order.closePrice)}</span>
        <span className="sc__label">{t('secondContract.profit')}</span>
        <span className={styles.end} style={{ color: secondStatusColor(order.status) }} data-testid="second-order-profit">
          {profitText(order)}
        </span>
        <span className="sc__label">{t('secondContract.openTime')}</span>
        <span className={styles.end}>{formatServerTime(order.openTime)}</span>
        <span className="sc__label">{t('secondContract.settleTime')}</span>
        <span className={styles.end}>{formatServerTime(order.settleTime)}</span>
      </div>
    </li>
  );
}

/** The account's second contracts on this symbol, newest first, filtered by status, page after page. */
export function SecondHistory({ symbol, accountType }: { symbol: string; accountType: TradeAccount }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<string>('all');
  const status = FILTERS.find((f) => f.key === filter)?.status;
  const history = useSecondHistory({ accountType, symbol, ...(status !== undefined ? { status } : {}) });
  const orders = history.data?.pages.flatMap((p) => p.records) ?? [];

  return (
    <section className="card" data-testid="second-history">
      <h3 className="sc__title">{t('secondContract.history')}</h3>
      <FilterTabs
        className="sc__filters"
        chipClass="sc__chip"
        onClass="sc__chip--on"
        tabs={FILTERS.map((f) => ({
          key: f.key,
          label: t(f.key === 'all' ? 'secondContract.all' : `secondContract.status.${f.key}`),
          testId: `second-filter-${f.key}`,
        }))}
        value={filter}
        onChange={setFilter}
      />
      {history.isPending ? (
        <Spinner label={t('common.loading')} className={styles.loading} />
      ) : history.isError && orders.length === 0 ? (
        <ErrorBlock
          status="default"
          title={t('secondContract.historyFailed')}
          description={<Button onClick={() => void history.refetch()}>{t('secondContract.retry')}</Button>}
        />
      ) : orders.length === 0 ? (
        <p className={`muted ${styles.empty}`} data-testid="second-history-empty">
          {t('secondContract.historyEmpty')}
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {orders.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
          {history.hasNextPage && (
            <Button
              block
              size="small"
              fill="none"
              color="primary"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
              data-testid="second-history-more"
            >
              {t('secondContract.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
