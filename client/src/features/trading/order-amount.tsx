import { Input, Selector } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../lib/format.ts';
import type { AmountMode } from './order-math.ts';
import styles from './order-form.module.css';

/**
 * The order's amount: by margin (USDT) or by quantity (base), the available balance beside
 * it, and its problem once touched or typed.
 */
export const AmountField = memo(function AmountField(props: {
  mode: AmountMode;
  onMode: (mode: AmountMode) => void;
  amount: string;
  onAmount: (amount: string) => void;
  base: string;
  available: string | undefined;
  minMargin: string;
  settleDp: number;
  /** The problem with the amount, shown once the form is touched or the amount typed. */
  problemText: string | null;
  touched: boolean;
}) {
  const { t } = useTranslation();
  const { mode, amount, base, settleDp } = props;
  return (
    <>
      <p className="tr-label">
        <span>{t('trading.amountBy')}</span>
        <span data-testid="available">
          {t('trading.available')}: {props.available === undefined ? '…' : moneyText(props.available, settleDp, 'USDT')}
        </span>
      </p>
      <Selector tabIndex={0}
        columns={2}
        value={[mode]}
        options={[
          { label: t('trading.byMargin'), value: 'margin' as AmountMode },
          { label: t('trading.byQuantity', { base }), value: 'quantity' as AmountMode },
        ]}
        onChange={(v) => v[0] && props.onMode(v[0])}
        data-testid="amount-mode"
      />
      <div className={`tr-input ${styles.amount}`}>
        <Input
          value={amount}
          onChange={props.onAmount}
          inputMode="decimal"
          placeholder={mode === 'margin' ? t('trading.marginPlaceholder', { min: moneyText(props.minMargin, settleDp) }) : t('trading.quantityPlaceholder')}
          aria-label={mode === 'margin' ? t('trading.margin') : t('trading.quantity')}
          data-testid="amount"
        />
        <span className="tr-input__unit">{mode === 'margin' ? 'USDT' : base}</span>
      </div>
      {(props.touched || amount !== '') && props.problemText && (
        <p role="alert" className="tr-error" data-testid="amount-error">
          {props.problemText}
        </p>
      )}
    </>
  );
});
