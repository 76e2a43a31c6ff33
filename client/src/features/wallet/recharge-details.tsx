import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UPLOAD_BIZ } from '@sandbox/shared/status';
import type { RechargeAddress } from '../../api/finance.ts';
import { ImageUpload, type UploadedImage } from '../../components/image-upload.tsx';
import { problemValueText } from '../../lib/amount-check.ts';
import { moneyText } from '../../lib/format.ts';
import type { RechargeProblem } from './recharge-rules.ts';
import s from './recharge.module.css';

export interface RechargeDetailsProps {
  currency: string | undefined;
  precision: number;
  /** The deposit address once known (its minimum is the amount's placeholder). */
  address: RechargeAddress | undefined;
  amount: string;
  onAmount: (value: string) => void;
  problem: { problem: RechargeProblem; value?: string } | null;
  showProblem: boolean;
  txHash: string;
  onTxHash: (value: string) => void;
  proof: UploadedImage | null;
  onProof: (image: UploadedImage | null) => void;
  /** Says the payment proof is required (after a submit without it). */
  proofMissing: boolean;
  disabled: boolean;
}

/** What was paid: the amount with its problem, the optional transaction hash and the payment proof. */
export function RechargeDetails(p: RechargeDetailsProps) {
  const { t } = useTranslation();
  const { precision, problem } = p;
  return (
    <section className="card">
      <p className={`muted ${s.label}`}>
        {t('chongzhi.amount')} ({p.currency})
      </p>
      <Input
        value={p.amount}
        onChange={p.onAmount}
        inputMode="decimal"
        placeholder={p.address ? t('chongzhi.minPlaceholder', { min: moneyText(p.address.minAmount, precision) }) : t('chongzhi.amountPlaceholder')}
        aria-label={t('chongzhi.amount')}
        data-testid="amount"
      />
      {p.showProblem && problem && (
        <p role="alert" className={s.alert} data-testid="amount-error">
          {t(`chongzhi.problems.${problem.problem}`, { value: problemValueText(problem, precision), currency: p.currency })}
        </p>
      )}
      <p className="muted">{t('chongzhi.txHash')}</p>
      <Input value={p.txHash} onChange={p.onTxHash} placeholder={t('chongzhi.txHashPlaceholder')} aria-label={t('chongzhi.txHash')} maxLength={128} />
      <p className="muted">{t('chongzhi.proof')}</p>
      <ImageUpload biz={UPLOAD_BIZ.RECHARGE_PROOF} label={t('chongzhi.proofLabel')} value={p.proof} onChange={p.onProof} disabled={p.disabled} testId="proof" />
      {p.proofMissing && (
        <p role="alert" className={s.alert} data-testid="proof-error">
          {t('chongzhi.proofRequired')}
        </p>
      )}
    </section>
  );
}
