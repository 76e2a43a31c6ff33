import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_LIQUIDATION_LTV } from '@sandbox/shared/loan-terms';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { useUserBalance } from '../../api/finance.ts';
import { LOAN_STATUS, LOAN_TYPE, type LoanOrder, type LoanStatus } from '../../api/loan.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { confirmThen, RecordAlert, RecordCard, RecordFootnote, RecordList, recordActionClass, useMoneyDecimals } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { formatNumber, formatServerTime, moneyText, percentText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useLoanOrders, useLoanRepay } from './loan-queries.ts';
import { isRepayable, loanStatusKey, loanTypeKey, shortfall } from './loan-rules.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import styles from './loan-orders.module.css';

const STATUSES: readonly LoanStatus[] = [LOAN_STATUS.PENDING_REVIEW, LOAN_STATUS.PASSED, LOAN_STATUS.OVERDUE, LOAN_STATUS.REPAID, LOAN_STATUS.REJECTED];

const statusColor = (status: number): string =>
  status === LOAN_STATUS.PASSED ? 'success' : status === LOAN_STATUS.REJECTED || status === LOAN_STATUS.OVERDUE ? 'danger' : status === LOAN_STATUS.REPAID ? 'default' : 'warning';

function LoanCard({ loan, decimals, pledgeDecimals, onRepay, repaying }: { loan: LoanOrder; decimals: number; pledgeDecimals: number; onRepay: () => void; repaying: boolean }) {
  const { t } = useTranslation();
  const pledge = loan.type === LOAN_TYPE.PLEDGE;
  return (
    <RecordCard
      testId={`loan-${loan.id}`}
      title={
        <>
          {t(`loan.types.${loanTypeKey(loan.type)}`)} · {loan.currency}
        </>
      }
      tag={
        <Tag color={statusColor(loan.status)} fill="outline" data-testid="loan-status">
          {t(`loan.status.${loanStatusKey(loan.status)}`)}
        </Tag>
      }
    >
      {loan.status === LOAN_STATUS.REJECTED && (
        <RecordAlert role="note" testId="loan-reason">
          {t('loan.orders.reason')}: {loan.remark ?? NO_VALUE_TEXT}
        </RecordAlert>
      )}
      {loan.marginCall && (
        <RecordAlert role="alert" testId="loan-margin-call">
          {/* percentText's figure (2 decimals); the sentence carries the % sign. */}
          {t('loan.orders.marginCall', { ltv: formatNumber(loan.ltv, 2), liquidation: LOAN_LIQUIDATION_LTV })}
        </RecordAlert>
      )}
      <InfoRow label={t('loan.orders.amount')} value={moneyText(loan.amount, decimals, loan.currency)} testId="loan-amount" strong />
      <InfoRow label={t('loan.fields.days')} value={t('loan.fields.daysValue', { days: loan.days })} />
      <InfoRow label={t('loan.fields.dailyRate')} value={`${rateText(loan.dailyRate)}%`} />
      <InfoRow label={t('loan.orders.totalInterest')} value={moneyText(loan.totalInterest, decimals, loan.currency)} testId="loan-interest" />
      {pledge && (
        <InfoRow label={t('loan.orders.pledge')} value={moneyText(loan.pledgeAmount, pledgeDecimals, loan.pledgeCurrency ?? '')} testId="loan-pledge" />
      )}
      {pledge && loan.ltv !== null && <InfoRow label={t('loan.orders.ltv')} value={percentText(loan.ltv)} testId="loan-ltv" />}
      <InfoRow label={t('loan.orders.start')} value={formatServerTime(loan.startTime)} />
      <InfoRow label={t('loan.orders.end')} value={formatServerTime(loan.endTime)} testId="loan-end" />
      {loan.repaidAt && <InfoRow label={t('loan.orders.repaidAt')} value={formatServerTime(loan.repaidAt)} />}
      {loan.dueAmount !== null && isRepayable(loan.status) && (
        <InfoRow label={t('loan.orders.due')} value={moneyText(loan.dueAmount, decimals, loan.currency)} testId="loan-due" strong />
      )}
      <RecordFootnote>
        {t('loan.orders.orderNo')}: {loan.orderNo} · {formatServerTime(loan.createdAt)}
      </RecordFootnote>
      {isRepayable(loan.status) && (
        <Button className={recordActionClass} block color="primary" size="small" loading={repaying} onClick={onRepay} data-testid="loan-repay">
          {t('loan.repay.button')}
        </Button>
      )}
    </RecordCard>
  );
}

/**
 * The caller's loans in every state (pending review, running, overdue, repaid, rejected with the
 * reason), filterable by state; a running or overdue loan is repaid now from spot (ext.loanRepay)
 * after a confirmation that says what will be paid (principal, interest for each started day, any
 * overdue penalty: the server's `dueAmount`).
 */
export function LoanOrders() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [status, setStatus] = useState<LoanStatus | undefined>(undefined);
  const orders = useLoanOrders(status);
  const repay = useLoanRepay();
  const balances = useUserBalance();
  const decimalsOf = useMoneyDecimals();

  const confirmRepay = async (loan: LoanOrder) => {
    const decimals = decimalsOf(loan.currency);
    const available = balances.data?.find((b) => b.currency === loan.currency)?.available;
    // The server refuses a repayment spot cannot cover whole: say by how much before sending.
    const short = available !== undefined && loan.dueAmount !== null ? shortfall(loan.dueAmount, available) : null;
    const asked = confirmDialog({
      title: t('loan.repay.title'),
      content: (
        <div data-testid="repay-summary">
          <p>
            {t('loan.repay.pay')}: <strong data-testid="repay-due">{moneyText(loan.dueAmount, decimals, loan.currency)}</strong>
          </p>
          <p className={`muted ${styles.repayRule}`}>
            {t('loan.repay.rule')}
          </p>
          {loan.type === LOAN_TYPE.PLEDGE && <p className="muted">{t('loan.repay.release', { amount: moneyText(loan.pledgeAmount, decimalsOf(loan.pledgeCurrency), loan.pledgeCurrency ?? '') })}</p>}
          <p className="muted">
            {t('loan.repay.available')}: {available === undefined ? NO_VALUE_TEXT : moneyText(available, decimals, loan.currency)}
          </p>
          {short && (
            <p className={styles.repayShort} role="alert" data-testid="repay-short">
              {t('loan.repay.short', { value: moneyText(short, decimals), currency: loan.currency })}
            </p>
          )}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    // A refusal (spot short, already repaid) is the server's localized message, toasted by the http instance.
    await confirmThen(asked, () => repay.mutateAsync(loan.id), t('loan.repay.done'));
  };

  return (
    <>
      <CodeFilter testId="status-filter" allLabel={t('loan.orders.all')} codes={STATUSES} labelOf={(c) => t(`loan.status.${loanStatusKey(c)}`)} value={status} onChange={setStatus} compact />
      <RecordList
        query={orders}
        rows={orders.data?.pages.flatMap((p) => p.records) ?? []}
        testId="loan-list"
        emptyTitle={t('loan.orders.empty')}
        emptyAction={
          <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.loanAccount)}>
            {t('loan.orders.apply')}
          </Button>
        }
        moreLabel={t('loan.orders.more')}
        endLabel={t('loan.orders.noMore')}
      >
        {(l) => (
          <LoanCard
            loan={l}
            decimals={decimalsOf(l.currency)}
            pledgeDecimals={decimalsOf(l.pledgeCurrency)}
            repaying={repay.isPending && repay.variables === l.id}
            onRepay={() => void confirmRepay(l)}
          />
        )}
      </RecordList>
    </>
  );
}
