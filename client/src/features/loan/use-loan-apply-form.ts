import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import { LOAN_TYPE, type LoanInfo, type LoanSet } from '../../api/loan.ts';
import { uploadImage } from '../../api/upload.ts';
import { showToast } from '../../lib/notify.ts';
import { routes } from '../../lib/route-paths.ts';
import { checkLoanAmount, pledgeValue, repaymentDate, totalInterest, totalRepayment } from './loan-rules.ts';
import { useLoanApply } from './loan-queries.ts';
import type { SignatureHandle } from './signature-canvas.tsx';

/** The figures an application commits to, computed once for the form, the agreement and the confirmation. */
export interface Terms {
  amount: string;
  interest: string;
  total: string;
  start: string;
  end: string;
  pledge: string | null;
}

/** The terms of `typed` (a valid amount) on `set` if approved at `startAt`. */
function applicationTerms(typed: string, set: LoanSet, decimals: number, startAt: Date): Terms {
  const interest = totalInterest(typed, set.dailyRate, set.days, decimals);
  return {
    amount: typed,
    interest,
    total: totalRepayment(typed, interest),
    start: repaymentDate(startAt, 0),
    end: repaymentDate(startAt, set.days),
    pledge: set.type === LOAN_TYPE.PLEDGE && set.pledgeRate ? pledgeValue(typed, set.pledgeRate, decimals) : null,
  };
}

/**
 * The application's state across both steps: the typed amount, its problem and terms, the step,
 * whether the canvas holds a signature and the box is ticked, and the submit that uploads the
 * signature (biz 3) and applies with its id; on success the loans open.
 */
export function useLoanApplyForm(set: LoanSet, info: LoanInfo | undefined, decimals: number, now: () => Date) {
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
  const terms = problem === null ? applicationTerms(typed, set, decimals, startAt) : null;

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

  const toAgreement = () => {
    setTouched(true);
    if (terms) setStep('sign');
  };

  return {
    amount,
    setAmount,
    /** The amount's problem is shown once the field was left or holds text, never "required". */
    shownProblem: problem && (touched || typed !== '') && problem.problem !== 'required' ? problem : null,
    onAmountBlur: () => setTouched(true),
    terms,
    step,
    toAgreement,
    backToAmount: () => setStep('amount'),
    signature,
    signed,
    setSigned,
    agreed,
    setAgreed,
    busy,
    submit,
  };
}

export type LoanApplyFormState = ReturnType<typeof useLoanApplyForm>;
