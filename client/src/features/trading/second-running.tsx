import { toDecimal } from '@sandbox/shared/format';
import { useTranslation } from 'react-i18next';
import { SECOND_DIRECTION, type SecondOrder } from '../../api/second-contract.ts';
import { moneyText } from '../../lib/format.ts';
import { PeriodLabel } from './second-period.tsx';
import { fmtPrice } from './trading-format.ts';
import styles from './second-contract.module.css';

/**
 * The running order of the head: its direction and countdown (settling at zero), stake,
 * period and rate, the open price and the current one coloured winning or losing, and the
 * time left as a bar.
 */
export function RunningOrder({ order, left, current }: { order: SecondOrder; left: number | null; current: string | null }) {
  const { t } = useTranslation();
  const open = toDecimal(order.openPrice);
  const cur = toDecimal(current);
  const winning = open && cur ? (order.direction === SECOND_DIRECTION.UP ? cur.gt(open) : cur.lt(open)) : null;
  const equal = open && cur ? cur.eq(open) : false;
  const progress = left === null ? 0 : Math.min(100, Math.max(0, (left / order.periodSeconds) * 100));
  const up = order.direction === SECOND_DIRECTION.UP;

  return (
    <>
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
        <span data-testid="second-head-open">{fmtPrice(order.openPrice, undefined)}</span>
      </div>
      <div className="sc__row">
        <span className="sc__label">{t('secondContract.currentPrice')}</span>
        <span
          data-testid="second-head-current"
          className={styles.strong}
          style={{ color: equal || winning === null ? 'var(--text)' : winning ? 'var(--up)' : 'var(--down)' }}
        >
          {fmtPrice(current, undefined)}
        </span>
      </div>
      <div className="sc__progress" aria-hidden>
        <span style={{ width: `${progress}%` }} />
      </div>
    </>
  );
}
