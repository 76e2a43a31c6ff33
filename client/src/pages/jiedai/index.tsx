import { Button, Selector, Tag } from 'antd-mobile';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../api/finance.ts';
import { LOAN_TYPE, type LoanInfo, type LoanSet, type LoanType } from '../../api/loan.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { decimalsFor } from '../../features/earn/index.ts';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { borrowerName, LoanApplyForm, loanTypeKey, totalRepayment, useLoanInfo, useLoanSets } from '../../features/loan/index.ts';
import { moneyDecimals, moneyText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';
import styles from './jiedai.module.css';

const TYPES: readonly LoanType[] = [LOAN_TYPE.CREDIT, LOAN_TYPE.PLEDGE];
/** The loan account: limit, used, available and what is owed (principal, interest to date), at the loan currency's decimals. */
function AccountCard({ info, decimals, failed, onRetry }: { info: LoanInfo | undefined; decimals: number; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const money = (value: string | undefined) => moneyText(value, decimals);
  const owed = info ? totalRepayment(info.outstandingPrincipal, info.outstandingInterest) : undefined;
  return (
    <section className={`card ${styles.loanAccount}`} data-testid="loan-account">
      {failed ? (
        <button type="button" className={`link ${styles.accountRetry}`} onClick={onRetry} data-testid="account-retry">
          {t('loan.account.failed')}
        </button>
      ) : (
        <>
          <p className={styles.heroLabel}>
            {t('loan.account.available')} ({info?.currency ?? 'USDT'})
          </p>
          <p className={styles.availableLimit} data-testid="available-limit">
            {money(info?.availableLimit)}
          </p>
          <div className={styles.div}>
            <span>
              {t('loan.account.limit')}: <span data-testid="credit-limit">{money(info?.creditLimit)}</span>
            </span>
            <span>
              {t('loan.account.used')}: <span data-testid="used-limit">{money(info?.usedLimit)}</span>
            </span>
            <span>
              {t('loan.account.principal')}: <span data-testid="outstanding-principal">{money(info?.outstandingPrincipal)}</span>
            </span>
            <span>
              {t('loan.account.interest')}: <span data-testid="outstanding-interest">{money(info?.outstandingInterest)}</span>
            </span>
            <span className={styles.span}>
              {t('loan.account.owed')}: <strong data-testid="outstanding-total">{money(owed)}</strong> · {t('loan.account.active', { n: info?.activeCount ?? 0 })}
            </span>
          </div>
          {info && Number(info.creditLimit) === 0 && (
            // No credit limit before basic identity verification (the server's rule): say how to get one.
            <button type="button" className={`link ${styles.verifyForCredit}`} onClick={() => openRoute(routes.identityBasic)} data-testid="verify-for-credit">
              {t('loan.account.verify')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function OfferCard({ set, decimals, selected, onApply }: { set: LoanSet; decimals: number; selected: boolean; onApply: () => void }) {
  const { t } = useTranslation();
  const pledge = set.type === LOAN_TYPE.PLEDGE;
  return (
    <li className="card" style={{ listStyle: 'none', outline: selected ? '2px solid var(--primary, #2563eb)' : undefined }} data-testid={`offer-${set.id}`}>
      <div className={styles.head}>
        <strong>{set.name}</strong>
        <Tag color={pledge ? 'warning' : 'primary'} fill="outline">
          {t(`loan.types.${loanTypeKey(set.type)}`)}
        </Tag>
      </div>
      <InfoRow
        label={t('loan.fields.amountRange')}
        value={`${moneyText(set.minAmount, decimals)} - ${moneyText(set.maxAmount, decimals, set.currency)}`}
        testId="offer-range"
      />
      {set.maxAmountKyc !== set.maxAmount && (
        <InfoRow label={t('loan.fields.maxAdvanced')} value={moneyText(set.maxAmountKyc, decimals, set.currency)} testId="offer-max-kyc" />
      )}
      <InfoRow label={t('loan.fields.days')} value={t('loan.fields.daysValue', { days: set.days })} testId="offer-days" />
      <InfoRow label={t('loan.fields.dailyRate')} value={`${rateText(set.dailyRate)}%`} testId="offer-rate" strong />
      {pledge && (
        <InfoRow
          label={t('loan.fields.collateral')}
          value={t('loan.fields.collateralValue', { currency: set.pledgeCurrency, rate: set.pledgeRate })}
          testId="offer-collateral"
        />
      )}
      <InfoRow label={t('loan.fields.identity')} value={set.requiresKyc ? t('loan.fields.kycBasic') : t('loan.fields.kycNone')} />
      <Button className={styles.spacedMore} block color="primary" fill={selected ? 'solid' : 'outline'} size="small" onClick={onApply} data-testid="offer-apply">
        {t('loan.apply.open')}
      </Button>
    </li>
  );
}

/**
 * Loan account (jiedai): the account card (limit, used, available, what is owed with interest
 * to date), the credit and pledge offers, and applying on one: amount, total interest and
 * repayment date, then the agreement to read and sign (features/loan/apply-form.tsx).
 */
export default function LoanAccountPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const borrower = borrowerName(useUserStore((s) => s.userInfo));
  const info = useLoanInfo();
  const sets = useLoanSets();
  const currencies = useCurrencies();
  const [type, setType] = useState<LoanType>(LOAN_TYPE.CREDIT);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const precisionOf = (code: string) => currencies.data?.find((c) => c.currency === code)?.precision;
  const offers = sets.data?.sets.filter((s) => s.type === type) ?? [];
  const selected = offers.find((s) => s.id === selectedId);
  const offset = sets.data?.serverOffsetMs ?? 0;

  return (
    <main className="screen" data-testid="jiedai">
      <ScreenHeader
        title={t('loan.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.loanOrders)} data-testid="to-orders">
            {t('loan.orders.link')}
          </button>
        }
      />
      <div className="screen__body">
        <AccountCard info={info.data} decimals={moneyDecimals(precisionOf(info.data?.currency ?? 'USDT'))} failed={info.isError} onRetry={() => void info.refetch()} />
        <Selector className={styles.typeFilter} tabIndex={0}
          data-testid="type-filter"
          showCheckMark={false}
          value={[String(type)]}
          options={TYPES.map((c) => ({ label: t(`loan.types.${loanTypeKey(c)}`), value: String(c) }))}
          onChange={(v) => {
            if (v[0] !== undefined) {
              setType(Number(v[0]) as LoanType);
              setSelectedId(null);
            }
          }}
        />
        {sets.isPending ? (
          <Loading />
        ) : sets.isError ? (
          <LoadFailed onRetry={() => void sets.refetch()} />
        ) : offers.length === 0 ? (
          <Empty title={t('loan.offers.empty')} />
        ) : (
          <ul className={styles.list} data-testid="offer-list">
            {offers.map((s) => (
              <Fragment key={s.id}>
                <OfferCard set={s} decimals={moneyDecimals(precisionOf(s.currency))} selected={s.id === selectedId} onApply={() => setSelectedId(s.id)} />
                {s.id === selected?.id && (
                  <LoanApplyForm
                    set={s}
                    info={info.data}
                    // The form's typing rule allows the currency's decimals (8 until the list answers).
                    decimals={decimalsFor(precisionOf(s.currency))}
                    borrower={borrower}
                    now={() => new Date(Date.now() + offset)}
                    onCancel={() => setSelectedId(null)}
                  />
                )}
              </Fragment>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
