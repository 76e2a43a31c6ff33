import { Button, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import type { CurrencyInfo } from '../../api/finance.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { formatNumber, moneyText } from '../../lib/format.ts';
import type { AmountProblem, WithdrawLimits } from './withdraw-rules.ts';
import s from './withdrawal.module.css';

export interface WithdrawalAmountProps {
  /** The currencies a bank card pays out in, or undefined for a chain address (its own currency). */
  bankCurrencies: CurrencyInfo[] | undefined;
  currencyCode: string | undefined;
  onBankCurrency: (code: string) => void;
  precision: number;
  limits: WithdrawLimits | null;
  available: string | undefined;
  balancesPending: boolean;
  amount: string;
  onAmount: (value: string) => void;
  showProblem: boolean;
  problem: { problem: AmountProblem; value?: string } | null;
  fee: string | null;
  receive: string | undefined;
}

/** The amount card: a bank card's currency, the amount with "all" and its problem, the fee (or its rule) and what arrives. */
export function WithdrawalAmount(p: WithdrawalAmountProps) {
  const { t } = useTranslation();
  const { precision, currencyCode, limits } = p;
  const feeRuleText = (rule: WithdrawLimits) => {
    // The rate is a percentage (percentText's 2 decimals); the sentence carries the % sign.
    const values = { fixed: moneyText(rule.withdrawalFee, precision), rate: formatNumber(rule.withdrawalFeeRate, 2), currency: currencyCode };
    return Number(rule.withdrawalFeeRate) === 0 ? t('tixian.feeFixedOnly', values) : t('tixian.feeRuleOfAmount', values);
  };
  return (
    <section className="card">
      {p.bankCurrencies && (
        <>
          <p className={`muted ${s.label}`}>{t('tixian.currency')}</p>
          {p.bankCurrencies.length === 0 ? (
            <p className="muted">{t('tixian.noBankCurrency')}</p>
          ) : (
            <Selector
              tabIndex={0}
              columns={3}
              value={currencyCode ? [currencyCode] : []}
              options={p.bankCurrencies.map((c) => ({ label: c.currency, value: c.currency }))}
              onChange={(v) => v[0] && p.onBankCurrency(v[0])}
            />
          )}
        </>
      )}
      <p className={`muted ${s.row}`}>
        <span>
          {t('tixian.amount')} ({currencyCode ?? NO_VALUE_TEXT})
        </span>
        <span data-testid="available">
          {t('tixian.available')}: {p.balancesPending ? '…' : moneyText(p.available ?? '0', precision)}
        </span>
      </p>
      <div className="amount-row">
        <Input
          value={p.amount}
          onChange={(v) => p.onAmount(v)}
          inputMode="decimal"
          placeholder={limits ? t('tixian.minPlaceholder', { min: moneyText(limits.minWithdrawal, precision) }) : t('tixian.amountPlaceholder')}
          aria-label={t('tixian.amount')}
          data-testid="amount"
        />
        <Button size="mini" fill="none" color="primary" onClick={() => p.onAmount(p.available ?? '0')}>
          {t('tixian.all')}
        </Button>
      </div>
      {p.showProblem && p.problem && (
        <p role="alert" className={s.alert} data-testid="amount-error">
          {t(`tixian.problems.${p.problem.problem}`, { value: problemValueText(p.problem, precision), currency: currencyCode })}
        </p>
      )}
      {/* The fee of the amount once there is a valid one, the rule before (never "--"). */}
      <p className="muted" data-testid="fee">
        {t('tixian.fee')}: {p.fee !== null ? moneyText(p.fee, precision, currencyCode) : limits ? feeRuleText(limits) : t('tixian.feeOnReview')}
      </p>
      {p.receive !== undefined && (
        <p className="muted" data-testid="receive">
          {t('tixian.receive')}: {moneyText(p.receive, precision, currencyCode)}
        </p>
      )}
      <p className={`muted ${s.label}`}>{t('tixian.frozenNote')}</p>
    </section>
  );
}
