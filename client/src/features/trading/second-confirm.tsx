import type { TFunction } from 'i18next';
import { TRADE_ACCOUNT } from '@sandbox/shared/status';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { SECOND_DIRECTION, plainPercent, secondPayout, type SecondDirection, type SecondSet } from '../../api/second-contract.ts';
import { moneyText } from '../../lib/format.ts';
import { PeriodLabel } from './second-period.tsx';
import { confirmDialog } from '../../lib/dialog.ts';
import styles from './second-contract.module.css';

type Payout = ReturnType<typeof secondPayout>;

/** The payout if won and the profit in it ("180.00 USDT (+80.00)"); `--` without one. */
export function payoutText(payout: Payout, currency: string): string {
  return payout ? `${moneyText(payout.payout, undefined, currency)} (+${moneyText(payout.profit)})` : NO_VALUE_TEXT;
}

/** The confirm step of a second-contract order: direction, stake, period, rate and payout; true when confirmed. */
export function confirmSecondOrder(
  t: TFunction,
  { direction, amount, set, payout, accountType }: { direction: SecondDirection; amount: string; set: SecondSet; payout: Payout; accountType: 1 | 2 },
): Promise<boolean> {
  return confirmDialog({
    title: t('secondContract.confirmTitle'),
    content: (
      <div data-testid="second-confirm">
        <div className="sc__row">
          <span className="sc__label">{t('secondContract.direction')}</span>
          <span className={`${direction === SECOND_DIRECTION.UP ? styles.up : styles.down} ${styles.strong}`}>
            {t(direction === SECOND_DIRECTION.UP ? 'secondContract.up' : 'secondContract.down')}
          </span>
        </div>
        <div className="sc__row">
          <span className="sc__label">{t('secondContract.stake')}</span>
          <span data-testid="second-confirm-stake">
            {amount.trim()} {set.currency}
          </span>
        </div>
        <div className="sc__row">
          <span className="sc__label">{t('secondContract.periodTitle')}</span>
          <span>
            <PeriodLabel seconds={set.periodSeconds} />
          </span>
        </div>
        <div className="sc__row">
          <span className="sc__label">{t('secondContract.payoutRate')}</span>
          <span>{plainPercent(set.payoutRate)}%</span>
        </div>
        <div className="sc__row">
          <span className="sc__label">{t('secondContract.payoutIfWon')}</span>
          <span data-testid="second-confirm-payout" className={`${styles.up} ${styles.strong}`}>
            {payoutText(payout, set.currency)}
          </span>
        </div>
        {accountType === TRADE_ACCOUNT.DEMO && <p className="muted">{t('secondContract.demoNote')}</p>}
      </div>
    ),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
}
