import { Dialog, SpinLoading } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@sandbox/shared/format';
import {
  SECOND_DIRECTION,
  SECOND_ORDER_STATUS,
  secondsLeftAtServer,
  secondStatusColor,
  useInvalidateAfterSecond,
  useSecondHead,
  useSecondResult,
  type SecondOrder,
  type TradeAccount,
} from '../../api/second-contract.ts';
import { decimalsOf } from '@sandbox/shared/money';
import { moneyText, priceText } from '../../lib/format.ts';
import { PeriodLabel } from './second-period.tsx';
import styles from './second-contract.module.css';

const price = (value: string | null | undefined) => (value ? priceText(value, decimalsOf(value)) : '--');

/** Ticks every quarter second while `active`, so a countdown follows the wall clock closely. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

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
              <span>{price(order.openPrice)}</span>
            </div>
            <div className="sc__row">
              <span className="sc__label">{t('secondContract.closePrice')}</span>
              <span>{price(order.closePrice)}</span>
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
  const invalidate = useInvalidateAfterSecond();
  const [watched, setWatched] = useState<SecondOrder[]>([]);
  const [results, setResults] = useState<SecondOrder[]>([]);
  const [expiredId, setExpiredId] = useState<string | null>(null);

  const head = useSecondHead(symbol, accountType, expiredId !== null);
  const order: SecondOrder | null = head.data?.order ?? null;

  const deadline = order && head.data ? head.dataUpdatedAt + secondsLeftAtServer(order, head.data) * 1000 : null;
  const now = useNow(order !== null);
  const left = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));

  const watch = useCallback((o: SecondOrder) => setWatched((list) => (list.some((w) => w.id === o.id) ? list : [...list, o])), []);

  // Time is up: poll the head every second and watch the order until its result is in.
  useEffect(() => {
    if (order && left === 0) {
      setExpiredId(order.id);
      watch(order);
    }
  }, [order, left, watch]);

  // The order left the head (settled by the server, possibly before the local countdown ended).
  const previous = useRef<SecondOrder | null>(null);
  useEffect(() => {
    const before = previous.current;
    if (before && before.id !== order?.id) watch(before);
    previous.current = order;
    if (!order) setExpiredId(null);
  }, [order, watch]);

  const onSettled = useCallback(
    (settled: SecondOrder) => {
      setWatched((list) => list.filter((w) => w.id !== settled.id));
      setResults((list) => (list.some((r) => r.id === settled.id) ? list : [...list, settled]));
      setExpiredId((id) => (id === settled.id ? null : id));
      void invalidate();
    },
    [invalidate],
  );

  const watchers = watched.map((w) => <ResultWatcher key={w.id} order={w} onSettled={onSettled} />);
  const popup = <SecondResult order={results[0] ?? null} onClose={() => setResults((list) => list.slice(1))} />;

  if (head.isPending) {
    return (
      <section className="card" data-testid="second-head">
        <SpinLoading aria-label={t('common.loading')} className={styles.headLoading} />
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

  const current = livePrice ?? head.data?.currentPrice ?? null;
  const open = toDecimal(order.openPrice);
  const cur = toDecimal(current);
  const winning = open && cur ? (order.direction === SECOND_DIRECTION.UP ? cur.gt(open) : cur.lt(open)) : null;
  const equal = open && cur ? cur.eq(open) : false;
  const progress = left === null ? 0 : Math.min(100, Math.max(0, (left / order.periodSeconds) * 100));
  const up = order.direction === SECOND_DIRECTION.UP;

  return (
    <section className="card" data-testid="second-head" data-order={order.id}>
      <h3 className="sc__title">
        <span>
          {t('secondContract.running')}{' '}
          <span className={`sc__badge ${up ? 'sc__badge--up' : 'sc__badge--down'}`} data-testid="second-head-direction">
            {t(up ? 'secondContract.up' : 'secondContract.down')}
          </span>
        </span>
        <span className={`sc__countdown${left === 0 ? ' sc__countdown--settling' : ''}`} data-testid="second-countdown" role="timer">
          {left === 0 ? t('secondContract.settling') : t('secondContract.secondsLeft', { n: left ?? 0 })}
        </span>
      </h3>
      <div className="sc__row">
        <span className="sc__label">{t('secondContract.stake')}</span>
        <span data-testid="second-head-stake">
          {moneyText(order.amount)} {order.currency} · <PeriodLabel seconds={order.periodSeconds} /> · {t('secondContract.rate', { rate: toDecimal(order.payoutRate)?.toFixed() ?? order.payoutRate })}
        </span>
      </div>
      <div className="sc__row">
        <span className="sc__label">{t('secondContract.openPrice')}</span>
        <span data-testid="second-head-open">{price(order.openPrice)}</span>
      </div>
      <div className="sc__row">
        <span className="sc__label">{t('secondContract.currentPrice')}</span>
        <span
          data-testid="second-head-current"
          className={styles.strong}
          style={{ color: equal || winning === null ? 'var(--text)' : winning ? 'var(--up)' : 'var(--down)' }}
        >
          {price(current)}
        </span>
      </div>
      <div className="sc__progress" aria-hidden>
        <span style={{ width: `${progress}%` }} />
      </div>
      {watchers}
      {popup}
    </section>
  );
}
