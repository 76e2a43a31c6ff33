import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { LOAN_TYPE, type LoanInfo, type LoanSet } from '../../api/loan.ts';
import { formatServerTime, moneyText, rateText } from '../../lib/format.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { maxForSet, type LoanAmountProblem } from './loan-rules.ts';
import type { Terms } from './use-loan-apply-form.ts';
import styles from './apply-form.module.css';

type T = (key: string, opts?: Record<string, unknown>) => string;

function problemText(t: T, p: LoanAmountProblem, currency: string, decimals: number): string {
  switch (p.problem) {
    case 'outOfRange':
      return t('loan.problems.outOfRange', { min: moneyText(p.min, decimals), max: moneyText(p.max, decimals), currency });
    case 'advancedForMore':
      return t('loan.problems.advancedForMore', { max: moneyText(p.max, decimals), maxKyc: moneyText(p.maxKyc, decimals), currency });
    case 'aboveLimit':
      return t('loan.problems.aboveLimit', { value: moneyText(p.value, decimals), currency });
    default:
      return t(`loan.problems.${p.problem}`, { value: problemValueText(p, decimals), currency });
  }
}

/** What the term costs and when it ends, or "--" while the amount cannot be applied for. */
function TermFigures({ set, decimals, terms }: { set: LoanSet; decimals: number; terms: Terms | null }) {
  const { t } = useTranslation();
  return (
    <>
      <InfoRow label={t('loan.fields.days')} value={t('loan.fields.daysValue', { days: set.days })} />
      <InfoRow label={t('loan.fields.dailyRate')} value={`${rateText(set.dailyRate)}%`} />
      <InfoRow label={t('loan.apply.interest')} value={terms ? moneyText(terms.interest, decimals, set.currency) : NO_VALUE_TEXT} testId="total-interest" strong />
      <InfoRow label={t('loan.apply.total')} value={terms ? moneyText(terms.total, decimals, set.currency) : NO_VALUE_TEXT} testId="total-repay" />
      {set.type === LOAN_TYPE.PLEDGE && (
        <InfoRow
          label={t('loan.apply.pledgeValue', { pledge: set.pledgeCurrency })}
          value={terms?.pledge ? moneyText(terms.pledge, decimals, set.currency) : NO_VALUE_TEXT}
          testId="pledge-value"
        />
      )}
      <InfoRow label={t('loan.apply.repayDate')} value={terms ? formatServerTime(terms.end) : NO_VALUE_TEXT} testId="repay-date" />
      <p className={`muted ${styles.dateNote}`} data-testid="date-note">
        {t('loan.apply.dateNote')}
        {set.type === LOAN_TYPE.PLEDGE && ` ${t('loan.apply.pledgeNote')}`}
      </p>
    </>
  );
}

/** The application's first step: the amount with its problem, what the term costs and when it ends, then cancel or go on to the agreement. */
export function ApplyAmountStep({
  set,
  info,
  decimals,
  amount,
  onAmount,
  onAmountBlur,
  problem,
  terms,
  onCancel,
  onNext,
}: {
  set: LoanSet;
  info: LoanInfo | undefined;
  decimals: number;
  amount: string;
  onAmount: (amount: string) => void;
  onAmountBlur: () => void;
  /** The problem to show under the field, if any. */
  problem: LoanAmountProblem | null;
  terms: Terms | null;
  onCancel: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="amount-row">
        <Input
          value={amount}
          onChange={onAmount}
          onBlur={onAmountBlur}
          inputMode="decimal"
          placeholder={t('loan.apply.amountPlaceholder', { min: moneyText(set.minAmount, decimals), max: moneyText(maxForSet(set, info), decimals), currency: set.currency })}
          aria-label={t('loan.apply.amount')}
          data-testid="loan-amount"
        />
        <span>{set.currency}</span>
      </div>
      {problem && (
        <p className={styles.amountProblem} role="alert" data-testid="amount-problem">
          {problemText(t, problem, set.currency, decimals)}
        </p>
      )}
      <TermFigures set={set} decimals={decimals} terms={terms} />
      <div className={styles.actions}>
        <Button block onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button block color="primary" disabled={!terms} onClick={onNext} data-testid="to-agreement">
          {t('loan.apply.next')}
        </Button>
      </div>
    </>
  );
}
