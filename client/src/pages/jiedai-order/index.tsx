import { Button, Dialog, Tag } from 'antd-mobile';
import { CodeFilter } from '../../components/code-filter.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_LIQUIDATION_LTV } from '@sandbox/shared/loan-terms';
import { useCurrencies, useUserBalance } from '../../api/finance.ts';
import { LOAN_STATUS, LOAN_TYPE, type LoanOrder, type LoanStatus } from '../../api/loan.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { isRepayable, loanStatusKey, loanTypeKey, shortfall, useLoanOrders, useLoanRepay } from '../../features/loan/index.ts';
import { formatNumber, formatServerTime, moneyDecimals, moneyText, percentText, rateText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { routes } from '../../lib/route-paths.ts';
import styles from './jiedai-order.module.css';

const STATUSES: readonly LoanStatus[] = [LOAN_STATUS.PENDING_REVIEW, LOAN_STATUS.PASSED, LOAN_STATUS.OVERDUE, LOAN_STATUS.REPAID, LOAN_STATUS.REJECTED];

const statusColor = (status: number): string =>
  status === LOAN_STATUS.PASSED ? 'success' : status === LOAN_STATUS.REJECTED || status === LOAN_STATUS.OVERDUE ? 'danger' : status === LOAN_STATUS.REPAID ? 'default' : 'warning';

function LoanCard({ loan, decimals, pledgeDecimals, onRepay, repaying }: { loan: LoanOrder; decimals: number; pledgeDecimals: number; onRepay: () => void; repaying: boolean }) {
  const { t } = useTranslation();
  const pledge = loan.type === LOAN_TYPE.PLEDGE;
  return (
    <li className={`card ${styles.item}`} data-testid={`loan-${loan.id}`}>
      <div className={styles.head}>
        <strong>
          {t(`loan.types.${loanTypeKey(loan.type)}`)} · {loan.currency}
        </strong>
        <Tag color={statusColor(loan.status)} fill="outline" data-testid="loan-status">
          {t(`loan.status.${loanStatusKey(loan.status)}`)}
        </Tag>
      </div>
      {loan.status === LOAN_STATUS.REJECTED && (
        <p className={styles.alert} role="note" data-testid="loan-reason">
          {t('loan.orders.reason')}: {loan.remark ?? '--'}
        </p>
      )}
      {loan.marginCall && (
        <p className={styles.alert} role="alert" data-testid="loan-margin-call">
          {/* percentText's figure (2 decimals); the sentence carries the % sign. */}
          {t('loan.orders.marginCall', { ltv: formatNumber(loan.ltv, 2), liquidation: LOAN_LIQUIDATION_LTV })}
        </p>
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
      <p className={`muted ${styles.orderNo}`}>
        {t('loan.orders.orderNo')}: {loan.orderNo} · {formatServerTime(loan.createdAt)}
      </p>
      {isRepayable(loan.status) && (
        <Button className={styles.spacedMore} block color="primary" size="small" loading={repaying} onClick={onRepay} data-testid="loan-repay">
          {t('loan.repay.button')}
        </Button>
      )}
    </li>
  );
}

/**
 * Loan orders (jiedaiOrder): the caller's loans in every state (pending review, running,
 * overdue, repaid, rejected with the reason), filterable by state; a running or overdue loan is
 * repaid now from spot (ext.loanRepay) after a confirmation that says what will be paid
 * (principal, interest for each started day, any overdue penalty: the server's `dueAmount`).
 */
export default function LoanOrdersPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const [status, setStatus] = useState<LoanStatus | undefined>(undefined);
  const orders = useLoanOrders(status);
  const repay = useLoanRepay();
  const balances = useUserBalance();
  const currencies = useCurrencies();
  const decimalsOf = (code: string | null) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const rows = orders.data?.pages.flatMap((p) => p.records) ?? [];

  const confirmRepay = async (loan: LoanOrder) => {
    const decimals = decimalsOf(loan.currency);
    const available = balances.data?.find((b) => b.currency === loan.currency)?.available;
    // The server refuses a repayment spot cannot cover whole: say by how much before sending.
    const short = available !== undefined && loan.dueAmount !== null ? shortfall(loan.dueAmount, available) : null;
    const ok = await Dialog.confirm({
      title: t('loan.repay.title'),
      content: (
        <div data-testid="repay-summary">
          <p>
            {t('loan.repay.pay')}: <strong data-testid="repay-due">{moneyText(loan.dueAmount, decimals, loan.currency)}</strong>
          </p>
          <p className={`muted ${styles.text}`}>
            {t('loan.repay.rule')}
          </p>
          {loan.type === LOAN_TYPE.PLEDGE && <p className="muted">{t('loan.repay.release', { amount: moneyText(loan.pledgeAmount, decimalsOf(loan.pledgeCurrency), loan.pledgeCurrency ?? '') })}</p>}
          <p className="muted">
            {t('loan.repay.available')}: {available === undefined ? '--' : moneyText(available, decimals, loan.currency)}
          </p>
          {short && (
            <p className={styles.alert2} role="alert" data-testid="repay-short">
              {t('loan.repay.short', { value: moneyText(short, decimals), currency: loan.currency })}
            </p>
          )}
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await repay.mutateAsync(loan.id);
    } catch {
      // The server's localized refusal (spot short, already repaid) was shown by the http instance.
      return;
    }
    showToast({ icon: 'success', content: t('loan.repay.done') });
  };


  return (
    <main className="screen" data-testid="jiedai-order">
      <ScreenHeader
        title={t('loan.orders.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.loanAccount)}>
            {t('loan.orders.apply')}
          </button>
        }
      />
      <div className="screen__body">
        <CodeFilter testId="status-filter" allLabel={t('loan.orders.all')} codes={STATUSES} labelOf={(c) => t(`loan.status.${loanStatusKey(c)}`)} value={status} onChange={setStatus} compact />
        {orders.isPending ? (
          <Loading />
        ) : orders.isError ? (
          <LoadFailed onRetry={() => void orders.refetch()} />
        ) : rows.length === 0 ? (
          <Empty
            title={t('loan.orders.empty')}
            action={
              <Button size="small" color="primary" fill="outline" onClick={() => openRoute(routes.loanAccount)}>
                {t('loan.orders.apply')}
              </Button>
            }
          />
        ) : (
          <>
            <ul className={styles.list} data-testid="loan-list">
              {rows.map((l) => (
                <LoanCard
                  key={l.id}
                  loan={l}
                  decimals={decimalsOf(l.currency)}
                  pledgeDecimals={decimalsOf(l.pledgeCurrency)}
                  repaying={repay.isPending && repay.variables === l.id}
                  onRepay={() => void confirmRepay(l)}
                />
              ))}
            </ul>
            {orders.hasNextPage ? (
              <Button block fill="none" loading={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()} data-testid="load-more">
                {t('loan.orders.more')}
              </Button>
            ) : (
              <p className={`muted ${styles.center}`}>
                {t('loan.orders.noMore')}
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
