import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@sandbox/shared/format';
import {
  SECOND_DIRECTION,
  SECOND_ORDER_STATUS,
  secondStatusColor,
  useSecondResult,
  type SecondOrder,
  type TradeAccount,
} from '../../api/second-contract.ts';
import { moneyText } from '../../lib/format.ts';
import { RunningOrder } from './second-running.tsx';
import { fmtPrice } from './trading-format.ts';
import { useSecondHeadOrder } from './use-second-head.ts';
import { Spinner } from '../../components/spinner.tsx';
import { Dialog } from '../../components/overlays.tsx';
import styles from './second-contract.module.css';

/** Polls one finished order until the server reports its result, then hands it over. */
function ResultWatcher({ order, onSettled }: { order: SecondOrder; onSettled: (settled: SecondOrder) => void }) {
  const result = useSecondResult(order);
  const settled = result.data && result.data.status !== SECOND_ORDER_STATUS.RUNNING ? result.data : null;
  useEffect(() => {
    if (settled) onSettled(settled);
  }, [settled, onSettled]);
  return null;
}

/** The result popup of a settled order: won +profit, lost −stake, draw refunded. */
export function SecondResult({ order, onClose }: { order: SecondOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = order?.status === SECOND_ORDER_STATUS.WON ? 'won' : order?.status === SECOND_ORDER_STATUS.LOST ? 'lost' : 'draw';
  const profit = moneyText(toDecimal(order?.profit)?.abs().toFixed() ?? '0');
  const amountText = !order
    ? ''
    : kind === 'won'
      ? `+${profit} ${order.currency}`
      : kind === 'lost'
        ? `−${moneyText(order.amount)} ${order.currency}`
        : t('secondContract.result.refunded', { amount: moneyText(order.amount), currency: order.currency });
  return (
    <Dialog
      visible={order !== null}
      onClose={onClose}
      closeOnAction
      title={order ? t(`secondContract.result.${kind}`) : ''}
      content={
        order && (
          <div className="sc__result" data-testid="second-result" data-result={kind}>
            <div className="sc__result-amount" style={{ color: secondStatusColor(order.status) }} data-testid="second-result-amount">
              {amountText}
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.direction')}</span>
              <span>{t(order.direction === SECOND_DIRECTION.UP ? 'secondContract.up' : 'secondContract.down')}</span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.stake')}</span>
              <span>
                {moneyText(order.amount)} {order.currency}
              </span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.openPrice')}</span>
              <span>{fmtPrice(order.openPrice, undefined)}</span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.closePrice')}</span>
              <span>{fmtPrice(order.closePrice, undefined)}</span>
            </div>
          </div>
        )
      }
      actions={[{ key: 'close', text: t('secondContract.close') }]}
    />
  );
}

/**
 * The head: the account's running order nearest settlement on this symbol (trade.secondHead
 * asked for this account, so real and demo orders never stand for each other), its live
 * price against the open, and a countdown ticking locally from the server's seconds left.
 * At zero (or when the order leaves the head) the order is watched until settled; the result
 * pops up and balances, head and history are refreshed.
 */
export function SecondHead({ symbol, accountType, livePrice }: { symbol: string; accountType: TradeAccount; livePrice: string | undefined }) {
  const { t } = useTranslation();
  const { head, order, left, watched, onSettled, result, dismissResult } = useSecondHeadOrder(symbol, accountType);

  const watchers = watched.map((w) => <ResultWatcher key={w.id} order={w} onSettled={onSettled} />);
  const popup = <SecondResult order={result} onClose={dismissResult} />;

  if (head.isPending) {
    return (
      <section className="card" data-testid="second-head">
        <Spinner label={t('common.loading')} className={styles.headLoading} />
      </section>
    );
  }
  if (head.isError && !head.data) {
    return (
      <section className="card" data-testid="second-head" role="alert">
        <p className={`muted ${styles.flat}`}>
          {t('secondContract.headFailed')}{' '}
          <button type="button" className="link" onClick={() => void head.refetch()}>
            {t('secondContract.retry')}
          </button>
        </p>
        {watchers}
        {popup}
      </section>
    );
  }
  if (!order) {
    return (
      <section className="card" data-testid="second-head">
        <p className={`muted ${styles.flat}`} data-testid="second-head-empty">
          {t('secondContract.noRunning')}
        </p>
        {watchers}
        {popup}
      </section>
    );
  }
  return (
    <section className="card" data-testid="second-head" data-order={order.id}>
      <RunningOrder order={order} left={left} current={livePrice ?? head.data?.currentPrice ?? null} />
      {watchers}
      {popup}
    </section>
  );
}
