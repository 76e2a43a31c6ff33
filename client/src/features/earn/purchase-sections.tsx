import { Button, Input, Stepper } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@sandbox/shared/format';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { PRODUCT_TYPE, type Product } from '../../api/prod.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import { problemValueText } from '../../lib/amount-check.ts';
import { formatNumber, formatServerTime, moneyText } from '../../lib/format.ts';
import { isOnSale, productStatusKey, remainingQuota, type EarnAmountProblem, type IncomePreview } from './earn-rules.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import styles from './purchase-form.module.css';

/** The purchase form's parts (purchase-form.tsx): the quantity input, the refusals under it, the income preview and the confirmation. */

/** "a - b USDT", or one figure when the range is one rate. */
const rangeText = (r: { low: string; high: string }, decimals: number, currency: string) =>
  r.low === r.high ? moneyText(r.low, decimals, currency) : `${moneyText(r.low, decimals)} - ${moneyText(r.high, decimals, currency)}`;

function problemText(t: (key: string, opts?: Record<string, unknown>) => string, p: EarnAmountProblem, currency: string, decimals: number): string {
  switch (p.problem) {
    case 'outOfRange':
      return t('earn.problems.outOfRange', { min: moneyText(p.min, decimals), max: moneyText(p.max, decimals), currency });
    case 'aboveQuota':
    case 'aboveAvailable':
      return t(`earn.problems.${p.problem}`, { value: moneyText(p.value, decimals), currency });
    default:
      return t(`earn.problems.${p.problem}`, { value: problemValueText(p, decimals), currency });
  }
}

/** The largest amount one may type: the spot balance, within the product's maximum and what is left of its quota. */
function maxAmount(product: Product, available: string, decimals: number): string {
  let cap = available;
  for (const limit of [product.maxAmount, remainingQuota(product)]) {
    if (limit !== null && (toDecimal(limit)?.lt(cap) ?? false)) cap = limit;
  }
  return formatNumber(cap, decimals, { separator: '', trimZeros: true });
}

/** Mining: the number of machines within the product's range, and what they cost. */
export function MachinesStepper({ range, machines, onMachines, price }: { range: { min: number; max: number }; machines: number; onMachines: (machines: number) => void; price: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.div}>
      <Stepper
        min={range.min}
        max={range.max}
        digits={0}
        value={machines}
        onChange={(v) => onMachines(v ?? range.min)}
        aria-label={t('earn.buy.machines')}
        data-testid="machines"
      />
      <strong data-testid="total-price">{price}</strong>
    </div>
  );
}

/** Every other product: the amount, with "max" once the balance is known. */
export function AmountInput({
  product,
  decimals,
  amount,
  onAmount,
  available,
}: {
  product: Product;
  decimals: number;
  amount: string;
  onAmount: (amount: string) => void;
  available: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="amount-row">
      <Input
        value={amount}
        onChange={onAmount}
        inputMode="decimal"
        placeholder={t('earn.buy.amountPlaceholder', { min: moneyText(product.minAmount, decimals), currency: product.currency })}
        aria-label={t('earn.buy.amount')}
        data-testid="amount"
      />
      <Button size="mini" fill="none" color="primary" data-testid="max" disabled={available === undefined} onClick={() => onAmount(maxAmount(product, available ?? '0', decimals))}>
        {t('earn.buy.max')}
      </Button>
    </div>
  );
}

/** What the screen refuses itself, under the input: the amount or machines, the VIP level, a product not on sale. */
export function PurchaseAlerts({
  product,
  decimals,
  problem,
  levelTooLow,
  level,
}: {
  product: Product;
  decimals: number;
  problem: EarnAmountProblem | null;
  levelTooLow: boolean;
  /** The caller's VIP level as the user store holds it. */
  level: unknown;
}) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <p className={styles.amountError} role="alert" data-testid="amount-error">
          {problemText(t, problem, product.currency, decimals)}
        </p>
      )}
      {levelTooLow && (
        <p className={styles.amountError} role="alert" data-testid="level-error">
          {t('earn.problems.levelTooLow', { level: product.levelLimit, current: level })}
        </p>
      )}
      {!isOnSale(product) && (
        <p className={styles.amountError} role="alert" data-testid="sale-error">
          {t('earn.problems.notOnSale', { status: t(`earn.productStatus.${productStatusKey(product.status)}`) })}
        </p>
      )}
    </>
  );
}

/** The expected income at both ends of the rate range, the first income and the end. */
export function PurchasePreview({
  product,
  decimals,
  mining,
  preview,
  schedule,
}: {
  product: Product;
  decimals: number;
  mining: boolean;
  preview: IncomePreview | null;
  schedule: { firstIncome: string; end: string };
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.spaced} data-testid="preview">
      <InfoRow
        label={t(mining ? 'earn.buy.expectedOutput' : 'earn.buy.expectedDaily')}
        value={preview ? rangeText(preview.daily, decimals, product.currency) : NO_VALUE_TEXT}
        testId="expected-daily"
      />
      <InfoRow label={t('earn.buy.expectedTotal')} value={preview ? rangeText(preview.total, decimals, product.currency) : NO_VALUE_TEXT} testId="expected-total" />
      <InfoRow label={t('earn.buy.firstIncome')} value={formatServerTime(schedule.firstIncome)} testId="first-income" />
      <InfoRow label={t('earn.buy.end')} value={formatServerTime(schedule.end)} testId="end-time" />
    </div>
  );
}

/** The confirm step of a purchase: the product, the machines, what is paid and the expected income; true when confirmed. */
export function confirmPurchase(
  t: TFunction,
  { product, decimals, mining, machines, principal, preview }: { product: Product; decimals: number; mining: boolean; machines: number; principal: string; preview: IncomePreview },
): Promise<boolean> {
  return confirmDialog({
    title: t(mining ? 'earn.buy.confirmMining' : product.type === PRODUCT_TYPE.DEBT ? 'earn.buy.confirmDebt' : 'earn.buy.confirmTitle'),
    content: (
      <div data-testid="confirm-summary">
        <p>{product.name}</p>
        {mining && <p>{t('earn.buy.machinesLine', { count: machines })}</p>}
        <p>
          {t('earn.buy.pay')}: {moneyText(principal, decimals, product.currency)}
        </p>
        <p>
          {t(mining ? 'earn.buy.expectedOutput' : 'earn.buy.expectedDaily')}: {rangeText(preview.daily, decimals, product.currency)}
        </p>
        <p>
          {t('earn.buy.expectedTotal')}: {rangeText(preview.total, decimals, product.currency)}
        </p>
      </div>
    ),
    confirmText: t('common.confirm'),
    cancelText: t('common.cancel'),
  });
}
