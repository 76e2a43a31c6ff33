import { Button, Checkbox, Input } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOAN_LIQUIDATION_LTV, LOAN_MARGIN_CALL_LTV, loanPenaltyRate } from '@sandbox/shared/loan-terms';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import { LOAN_TYPE, type LoanInfo, type LoanSet } from '../../api/loan.ts';
import { uploadImage } from '../../api/upload.ts';
import { formatServerTime, moneyText, rateText } from '../../lib/format.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { showToast } from '../../lib/notify.ts';
import { routes } from '../../lib/route-paths.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { checkLoanAmount, maxForSet, pledgeValue, repaymentDate, totalInterest, totalRepayment, type LoanAmountProblem } from './loan-rules.ts';
import { useLoanApply } from './loan-queries.ts';
import { SignatureCanvas, type SignatureHandle } from './signature-canvas.tsx';
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

/** The figures an application commits to, computed once for the form, the agreement and the confirmation. */
interface Terms {
  amount: string;
  interest: string;
  total: string;
  start: string;
  end: string;
  pledge: string | null;
}

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

/**
 * Applying for a loan on one offer: the amount (within the offer's range and, for credit, the
 * available limit), the total interest, what the term costs and the repayment date if approved
 * now (the server's clock) before going on; then the agreement with those figures, the
 * signature and "I have read and agree". The signature is uploaded as the caller's image
 * (biz 3, signature) and its id passed to the application; on success the loans open.
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
  const navigate = useNavigate();
  const apply = useLoanApply();
  const signature = useRef<SignatureHandle>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<'amount' | 'sign'>('amount');
  const [signed, setSigned] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const problem = checkLoanAmount(amount, set, info, decimals);
  const typed = amount.trim();
  const startAt = now();
  const terms: Terms | null =
    problem === null
      ? {
          amount: typed,
          interest: totalInterest(typed, set.dailyRate, set.days, decimals),
          total: '',
          start: repaymentDate(startAt, 0),
          end: repaymentDate(startAt, set.days),
          pledge: set.type === LOAN_TYPE.PLEDGE && set.pledgeRate ? pledgeValue(typed, set.pledgeRate, decimals) : null,
        }
      : null;
  if (terms) terms.total = totalRepayment(terms.amount, terms.interest);

  const submit = async () => {
    if (!terms || !signed || !agreed || busy) return;
    setBusy(true);
    try {
      const blob = await signature.current?.toBlob();
      if (!blob) {
        setSigned(false);
        return;
      }
      const upload = await uploadImage(blob, UPLOAD_BIZ.SIGNATURE, 'loan-signature.png');
      await apply.mutateAsync({ type: set.type, body: { setId: set.id, amount: terms.amount, signatureUploadId: upload.id, agree: true } });
      showToast({ icon: 'success', content: t('loan.apply.done') });
      void navigate(routes.loanOrders);
    } catch {
      // The http instance has shown the server's localized refusal; nothing was applied for.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" data-testid="apply-form">
      <h2 className={`section-title ${styles.flushTop}`}>
        {t('loan.apply.title', { name: set.name })}
      </h2>
      {step === 'amount' ? (
        <>
          <div className="amount-row">
            <Input
              value={amount}
              onChange={setAmount}
              onBlur={() => setTouched(true)}
              inputMode="decimal"
              placeholder={t('loan.apply.amountPlaceholder', { min: moneyText(set.minAmount, decimals), max: moneyText(maxForSet(set, info), decimals), currency: set.currency })}
              aria-label={t('loan.apply.amount')}
              data-testid="loan-amount"
            />
            <span>{set.currency}</span>
          </div>
          {problem && (touched || typed !== '') && problem.problem !== 'required' && (
            <p className={styles.amountProblem} role="alert" data-testid="amount-problem">
              {problemText(t, problem, set.currency, decimals)}
            </p>
          )}
          <InfoRow label={t('loan.fields.days')} value={t('loan.fields.daysValue', { days: set.days })} />
          <InfoRow label={t('loan.fields.dailyRate')} value={`${rateText(set.dailyRate)}%`} />
          <InfoRow label={t('loan.apply.interest')} value={terms ? moneyText(terms.interest, decimals, set.currency) : '--'} testId="total-interest" strong />
          <InfoRow label={t('loan.apply.total')} value={terms ? moneyText(terms.total, decimals, set.currency) : '--'} testId="total-repay" />
          {set.type === LOAN_TYPE.PLEDGE && (
            <InfoRow
              label={t('loan.apply.pledgeValue', { pledge: set.pledgeCurrency })}
              value={terms?.pledge ? moneyText(terms.pledge, decimals, set.currency) : '--'}
              testId="pledge-value"
            />
          )}
          <InfoRow label={t('loan.apply.repayDate')} value={terms ? formatServerTime(terms.end) : '--'} testId="repay-date" />
          <p className={`muted ${styles.dateNote}`} data-testid="date-note">
            {t('loan.apply.dateNote')}
            {set.type === LOAN_TYPE.PLEDGE && ` ${t('loan.apply.pledgeNote')}`}
          </p>
          <div className={styles.actions}>
            <Button block onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button
              block
              color="primary"
              disabled={!terms}
              onClick={() => {
                setTouched(true);
                if (terms) setStep('sign');
              }}
              data-testid="to-agreement"
            >
              {t('loan.apply.next')}
            </Button>
          </div>
        </>
      ) : (
        terms && (
          <>
            <LoanAgreement set={set} terms={terms} decimals={decimals} borrower={borrower} />
            <AgreementSummary set={set} terms={terms} decimals={decimals} borrower={borrower} />
            <p className={`muted ${styles.p}`}>
              {t('loan.sign.title')}
            </p>
            <SignatureCanvas ref={signature} onChange={setSigned} />
            <Checkbox className={styles.agree} checked={agreed} onChange={setAgreed} data-testid="agree">
              {t('loan.sign.agree')}
            </Checkbox>
            <div className={styles.actions}>
              <Button block onClick={() => setStep('amount')} data-testid="back-to-amount">
                {t('loan.apply.back')}
              </Button>
              <Button block color="primary" disabled={!signed || !agreed} loading={busy} onClick={() => void submit()} data-testid="apply-submit">
                {t('loan.apply.submit')}
              </Button>
            </div>
          </>
        )
      )}
    </section>
  );
}
