import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LOAN_LIQUIDATION_LTV, LOAN_MARGIN_CALL_LTV, loanPenaltyRate } from '@sandbox/shared/loan-terms';
import { LOAN_TYPE, type LoanInfo, type LoanSet } from '../../api/loan.ts';
import { formatServerTime, moneyText, rateText } from '../../lib/format.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { ApplyAmountStep } from './apply-amount-step.tsx';
import { SignatureCanvas } from './signature-canvas.tsx';
import { useLoanApplyForm, type LoanApplyFormState, type Terms } from './use-loan-apply-form.ts';
import styles from './apply-form.module.css';


/** The loan agreement, localized, with this application's borrower, amount, rate, term and dates filled in; in the page's own flow (no inner scroll box: every clause is passed on the way to the signature). */
export function LoanAgreement({ set, terms, decimals, borrower }: { set: LoanSet; terms: Terms; decimals: number; borrower: string }) {
  const { t } = useTranslation();
  const values = {
    borrower,
    name: set.name,
    amount: moneyText(terms.amount, decimals),
    currency: set.currency,
    rate: rateText(set.dailyRate),
    days: set.days,
    interest: moneyText(terms.interest, decimals),
    total: moneyText(terms.total, decimals),
    start: formatServerTime(terms.start),
    end: formatServerTime(terms.end),
  };
  return (
    <article className={styles.text} data-testid="agreement">
      <h3 className={styles.para}>{t('loan.agreement.title')}</h3>
      <p className={styles.agreementParties} data-testid="agreement-parties">
        {t('loan.agreement.parties', values)}
      </p>
      <p className={styles.agreementParties} data-testid="agreement-terms">
        {t('loan.agreement.terms', values)}
      </p>
      <p className={styles.agreementParties} data-testid="agreement-dates">
        {t('loan.agreement.dates', values)}
      </p>
      <p className={styles.agreementParties}>{t('loan.agreement.early')}</p>
      <p className={styles.agreementParties} data-testid="agreement-overdue">
        {t('loan.agreement.overdue', values)}
      </p>
      {set.type === LOAN_TYPE.PLEDGE && (
        <p className={styles.agreementParties} data-testid="agreement-pledge">
          {t('loan.agreement.pledge', {
            ...values,
            value: moneyText(terms.pledge, decimals),
            pledgeRate: set.pledgeRate,
            pledge: set.pledgeCurrency,
            marginCall: LOAN_MARGIN_CALL_LTV,
            liquidation: LOAN_LIQUIDATION_LTV,
          })}
        </p>
      )}
      <p className={styles.agreementParties}>{t('loan.agreement.review')}</p>
    </article>
  );
}

/** The borrower as an agreement names them: the name they gave (personal information) and their account, never an internal id. */
export function borrowerName(user: Record<string, unknown>): string {
  const profile = (user.profile ?? {}) as { firstName?: string | null; surname?: string | null };
  const name = [profile.firstName, profile.surname].filter((part): part is string => Boolean(part?.trim())).join(' ');
  const account = typeof user.account === 'string' ? user.account : '';
  return name && account ? `${name} (${account})` : name || account;
}

/** What the borrower signs for, in one box just above the signature: who, how much, at what rate, for how long, what is repaid, and the late penalty. */
export function AgreementSummary({ set, terms, decimals, borrower }: { set: LoanSet; terms: Terms; decimals: number; borrower: string }) {
  const { t } = useTranslation();
  return (
    <section className={`card ${styles.agreementSummary}`} data-testid="agreement-summary" aria-label={t('loan.agreement.summary.title')}>
      <h4 className={styles.h4}>{t('loan.agreement.summary.title')}</h4>
      <InfoRow label={t('loan.agreement.summary.borrower')} value={borrower} testId="summary-borrower" />
      <InfoRow label={t('loan.agreement.summary.amount')} value={moneyText(terms.amount, decimals, set.currency)} testId="summary-amount" />
      <InfoRow label={t('loan.agreement.summary.rate')} value={`${rateText(set.dailyRate)}%`} testId="summary-rate" />
      <InfoRow label={t('loan.agreement.summary.term')} value={t('loan.agreement.summary.days', { days: set.days })} testId="summary-term" />
      <InfoRow label={t('loan.agreement.summary.total')} value={moneyText(terms.total, decimals, set.currency)} testId="summary-total" strong />
      <InfoRow
        label={t('loan.agreement.summary.penalty')}
        value={t('loan.agreement.summary.penaltyValue', { rate: loanPenaltyRate(set.dailyRate) })}
        testId="summary-penalty"
      />
    </section>
  );
}

/** The application's second step: the agreement and its summary, the signature, "I have read and agree", then back or apply. */
function ApplySignStep({ set, terms, decimals, borrower, form }: { set: LoanSet; terms: Terms; decimals: number; borrower: string; form: LoanApplyFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <LoanAgreement set={set} terms={terms} decimals={decimals} borrower={borrower} />
      <AgreementSummary set={set} terms={terms} decimals={decimals} borrower={borrower} />
      <p className={`muted ${styles.p}`}>
        {t('loan.sign.title')}
      </p>
      <SignatureCanvas ref={form.signature} onChange={form.setSigned} />
      <Checkbox className={styles.agree} checked={form.agreed} onChange={form.setAgreed} data-testid="agree">
        {t('loan.sign.agree')}
      </Checkbox>
      <div className={styles.actions}>
        <Button block onClick={form.backToAmount} data-testid="back-to-amount">
          {t('loan.apply.back')}
        </Button>
        <Button block color="primary" disabled={!form.signed || !form.agreed} loading={form.busy} onClick={() => void form.submit()} data-testid="apply-submit">
          {t('loan.apply.submit')}
        </Button>
      </div>
    </>
  );
}

/**
 * Applying for a loan on one offer: the amount (within the offer's range and, for credit, the
 * available limit), the total interest, what the term costs and the repayment date if approved
 * now (the server's clock) before going on; then the agreement with those figures, the
 * signature and "I have read and agree" (state and submit: use-loan-apply-form.ts).
 */
export function LoanApplyForm({
  set,
  info,
  decimals,
  borrower,
  now,
  onCancel,
}: {
  set: LoanSet;
  info: LoanInfo | undefined;
  decimals: number;
  /** Who signs: the name from the personal information and the account (borrowerName). */
  borrower: string;
  /** The server's time. */
  now: () => Date;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useLoanApplyForm(set, info, decimals, now);
  const { terms } = form;

  return (
    <section className="card" data-testid="apply-form">
      <h2 className={`section-title ${styles.flushTop}`}>
        {t('loan.apply.title', { name: set.name })}
      </h2>
      {form.step === 'amount' ? (
        <ApplyAmountStep
          set={set}
          info={info}
          decimals={decimals}
          amount={form.amount}
          onAmount={form.setAmount}
          onAmountBlur={form.onAmountBlur}
          problem={form.shownProblem}
          terms={terms}
          onCancel={onCancel}
          onNext={form.toAgreement}
        />
      ) : (
        terms && <ApplySignStep set={set} terms={terms} decimals={decimals} borrower={borrower} form={form} />
      )}
    </section>
  );
}
