import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { problemValueText } from '../../lib/amount-check.ts';
import { moneyText } from '../../lib/format.ts';
import { allOf, TRANSFER_CURRENCY, type TransferProblem } from './transfer-rules.ts';
import s from './transfer.module.css';

export interface TransferAmountProps {
  amount: string;
  onAmount: (value: string) => void;
  /** The source wallet's available balance. */
  available: string;
  /** USDT's display decimals, once the currency list has answered. */
  precision: number | undefined;
  /** The decimals a typed amount may carry ("all" truncates to them). */
  decimals: number;
  problem: { problem: TransferProblem; value?: string } | null;
  showProblem: boolean;
}

/** The amount card: the currency, the source's available balance, the amount with "all" and its problem. */
export function TransferAmount(p: TransferAmountProps) {
  const { t } = useTranslation();
  const { precision, problem } = p;
  return (
    <section className="card">
      <p className={`muted ${s.firstRow}`}>
        <span>{t('zijinhuazhuan.currency')}</span>
        <strong className={s.currency}>{TRANSFER_CURRENCY}</strong>
      </p>
      <p className={`muted ${s.row}`}>
        <span>{t('zijinhuazhuan.amount')}</span>
        <span data-testid="available">
          {t('zijinhuazhuan.available')}: {moneyText(p.available, precision, TRANSFER_CURRENCY)}
        </span>
      </p>
      <div className="amount-row">
        <Input
          value={p.amount}
          onChange={p.onAmount}
          inputMode="decimal"
          placeholder={t('zijinhuazhuan.amountPlaceholder')}
          aria-label={t('zijinhuazhuan.amount')}
          data-testid="amount"
        />
        <Button size="mini" fill="none" color="primary" onClick={() => p.onAmount(allOf(p.available, p.decimals))} data-testid="all">
          {t('zijinhuazhuan.all')}
        </Button>
      </div>
      {p.showProblem && problem && (
        <p role="alert" className={s.alert} data-testid="amount-error">
          {t(`zijinhuazhuan.problems.${problem.problem}`, { value: problemValueText(problem, precision), currency: TRANSFER_CURRENCY })}
        </p>
      )}
      <p className={`muted ${s.note}`}>{t('zijinhuazhuan.usdtOnly')}</p>
    </section>
  );
}
