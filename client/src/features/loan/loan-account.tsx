import { Button, Selector, Tag } from 'antd-mobile';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOAN_TYPE, type LoanInfo, type LoanSet, type LoanType } from '../../api/loan.ts';
import { useCurrencies } from '../../api/finance.ts';
import { HeroCard, HeroFigure, recordActionClass, RecordCard, RecordList } from '../../components/domain-screen.tsx';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { decimalsFor } from '../earn/index.ts';
import { moneyDecimals, moneyText, rateText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';
import { borrowerName, LoanApplyForm } from './apply-form.tsx';
import { useLoanInfo, useLoanSets } from './loan-queries.ts';
import { loanTypeKey, totalRepayment } from './loan-rules.ts';
import styles from './loan-account.module.css';

const TYPES: readonly LoanType[] = [LOAN_TYPE.CREDIT, LOAN_TYPE.PLEDGE];

/** The loan account: limit, used, available and what is owed (principal, interest to date), at the loan currency's decimals. */
function AccountCard({ info, decimals, failed, onRetry }: { info: LoanInfo | undefined; decimals: number; failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const money = (value: string | undefined) => moneyText(value, decimals);
  const owed = info ? totalRepayment(info.outstandingPrincipal, info.outstandingInterest) : undefined;
  if (failed) {
    return (
      <HeroCard look="loan" testId="loan-account">
        <button type="button" className={`link ${styles.accountRetry}`} onClick={onRetry} data-testid="account-retry">
          {t('loan.account.failed')}
        </button>
      </HeroCard>
    );
  }
  return (
    <HeroCard
      look="loan"
      testId="loan-account"
      label={`${t('loan.account.available')} (${info?.currency ?? 'USDT'})`}
      figure={money(info?.availableLimit)}
      figureTestId="available-limit"
    >
      <div className={styles.accountFigures}>
        <HeroFigure label={t('loan.account.limit')} testId="credit-limit" value={money(info?.creditLimit)} />
        <HeroFigure label={t('loan.account.used')} testId="used-limit" value={money(info?.usedLimit)} />
        <HeroFigure label={t('loan.account.principal')} testId="outstanding-principal" value={money(info?.outstandingPrincipal)} />
        <HeroFigure label={t('loan.account.interest')} testId="outstanding-interest" value={money(info?.outstandingInterest)} />
        <span className={styles.accountOwed}>
          {t('loan.account.owed')}: <strong data-testid="outstanding-total">{money(owed)}</strong> · {t('loan.account.active', { n: info?.activeCount ?? 0 })}
        </span>
      </div>
      {info && Number(info.creditLimit) === 0 && (
        // No credit limit before basic identity verification (the server's rule): say how to get one.
        <button type="button" className={`link ${styles.verifyForCredit}`} onClick={() => openRoute(routes.identityBasic)} data-testid="verify-for-credit">
          {t('loan.account.verify')}
        </button>
      )}
    </HeroCard>
  );
}

function OfferCard({ set, decimals, selected, onApply }: { set: LoanSet; decimals: number; selected: boolean; onApply: () => void }) {
  const { t } = useTranslation();
  const pledge = set.type === LOAN_TYPE.PLEDGE;
  return (
    <RecordCard
      testId={`offer-${set.id}`}
      title={set.name}
      // The chosen offer is outlined.
      style={{ outline: selected ? '2px solid var(--primary, #2563eb)' : undefined }}
      tag={
        <Tag color={pledge ? 'warning' : 'primary'} fill="outline">
          {t(`loan.types.${loanTypeKey(set.type)}`)}
        </Tag>
      }
    >
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
      <Button className={recordActionClass} block color="primary" fill={selected ? 'solid' : 'outline'} size="small" onClick={onApply} data-testid="offer-apply">
        {t('loan.apply.open')}
      </Button>
    </RecordCard>
  );
}

/** A list of offers never pages: it is all in one answer. */
const ONE_PAGE = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => Promise.resolve() };

/**
 * The loan account (limit, used, available, what is owed with interest to date), the credit and
 * pledge offers, and applying on one: amount, total interest and repayment date, then the
 * agreement to read and sign (apply-form.tsx), below the chosen offer.
 */
export function LoanAccount() {
  const { t } = useTranslation();
  const borrower = borrowerName(useUserStore((s) => s.userInfo));
  const info = useLoanInfo();
  const sets = useLoanSets();
  const currencies = useCurrencies();
  const [type, setType] = useState<LoanType>(LOAN_TYPE.CREDIT);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const precisionOf = (code: string) => currencies.data?.find((c) => c.currency === code)?.precision;
  const offers = sets.data?.sets.filter((s) => s.type === type) ?? [];
  const offset = sets.data?.serverOffsetMs ?? 0;

  return (
    <>
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
      <RecordList query={{ isPending: sets.isPending, isError: sets.isError, refetch: sets.refetch, ...ONE_PAGE }} rows={offers} testId="offer-list" emptyTitle={t('loan.offers.empty')} moreLabel="">
        {(s) => (
          <Fragment key={s.id}>
            <OfferCard set={s} decimals={moneyDecimals(precisionOf(s.currency))} selected={s.id === selectedId} onApply={() => setSelectedId(s.id)} />
            {s.id === selectedId && (
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
        )}
      </RecordList>
    </>
  );
}
