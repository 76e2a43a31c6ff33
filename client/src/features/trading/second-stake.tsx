import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TRADE_ACCOUNT } from '@sandbox/shared/status';
import type { SecondSet, StakeProblem } from '../../api/second-contract.ts';
import { moneyText } from '../../lib/format.ts';
import styles from './second-contract.module.css';

/** The stake: the balance it comes from, the amount within the period's limits (or its minimum), and its problem. */
export function StakeField(props: {
  set: SecondSet;
  accountType: 1 | 2;
  available: { value: string | undefined; pending: boolean };
  amount: string;
  onAmount: (amount: string) => void;
  onMinimum: () => void;
  /** The problem with the stake, shown once the form is touched or the stake typed. */
  problem: StakeProblem | null;
  touched: boolean;
}) {
  const { t } = useTranslation();
  const { set, available, amount, problem } = props;
  return (
    <>
      <div className={`sc__row ${styles.amountHead}`}>
        <span className="sc__label">
          {t('secondContract.amount')} ({set.currency})
        </span>
        {available.value !== undefined || available.pending ? (
          <span data-testid="second-available">
            {t(props.accountType === TRADE_ACCOUNT.DEMO ? 'secondContract.virtualAvailable' : 'secondContract.available')}:{' '}
            {available.pending ? '…' : moneyText(available.value ?? '0', undefined, set.currency)}
          </span>
        ) : null}
      </div>
      <div className="amount-row sc__amount">
        <Input
          value={amount}
          onChange={props.onAmount}
          inputMode="decimal"
          placeholder={t('secondContract.limits', { min: moneyText(set.minAmount), max: moneyText(set.maxAmount), currency: set.currency })}
          aria-label={t('secondContract.amount')}
          data-testid="second-amount"
        />
        <Button size="mini" fill="none" color="primary" className={styles.nowrap} onClick={props.onMinimum}>
          {t('secondContract.min')}
        </Button>
      </div>
      {(props.touched || amount !== '') && problem ? (
        <p role="alert" className="sc__error" data-testid="second-amount-error">
          {t(`secondContract.problems.${problem.problem}`, {
            value: 'value' in problem ? (problem.problem === 'decimals' ? problem.value : moneyText(problem.value)) : '',
            currency: set.currency,
          })}
        </p>
      ) : null}
    </>
  );
}
