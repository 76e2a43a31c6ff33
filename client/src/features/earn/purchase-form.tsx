import { Button, Dialog, Input, Stepper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserBalance } from '../../api/finance.ts';
import { PRODUCT_TYPE, type Product, type ProductOrder } from '../../api/prod.ts';
import { toDecimal } from '@sandbox/shared/format';
import { formatNumber, formatServerTime, moneyText } from '../../lib/format.ts';
import { problemValueText } from '../../lib/amount-check.ts';
import { showToast } from '../../lib/notify.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';
import { useUserStore } from '../../store/user-store.ts';
import {
  checkEarnAmount,
  checkMachines,
  expectedIncome,
  expectedOutput,
  isOnSale,
  levelTooLowFor,
  machineRange,
  machinesPrice,
  productStatusKey,
  remainingQuota,
  schedulePreview,
  type EarnAmountProblem,
  type IncomePreview,
} from './earn-rules.ts';
import { useDebitBuy, useMinerBuy } from './earn-queries.ts';
import { InfoRow } from '../../components/screen-states.tsx';
import styles from './purchase-form.module.css';


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

/**
 * Buying a product: an amount (arbitrage, AI quant, debt) or a number of machines (mining),
 * the spot balance with "max", the expected income at both ends of the rate range and the
 * schedule (first income, end) before confirming; the refusals the screen can tell itself
 * (amount rule, range, quota, balance, VIP level, not on sale) are shown under the input, the
 * server's own (purchase limit, frozen account) as its message. On success the order opens.
 */
export function PurchaseForm({ product, decimals, now = () => new Date() }: { product: Product; decimals: number; /** The server's time (the schedule preview). */ now?: () => Date }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const balances = useUserBalance();
  const level = useUserStore((s) => s.userInfo.level);
  const debit = useDebitBuy();
  const miner = useMinerBuy();
  const mining = product.type === PRODUCT_TYPE.MINING;
  const [amount, setAmount] = useState('');
  const range = machineRange(product);
  const [machines, setMachines] = useState(range.min);
  const [touched, setTouched] = useState(false);

  const available = balances.data ? (balances.data.find((b) => b.currency === product.currency)?.available ?? '0') : undefined;
  const problem = mining ? checkMachines(machines, product, available) : checkEarnAmount(amount, product, decimals, available);
  const levelTooLow = levelTooLowFor(product, level);
  const pending = debit.isPending || miner.isPending;
  const canBuy = isOnSale(product) && !levelTooLow && problem === null && !pending;
  const preview: IncomePreview | null =
    problem === null || problem.problem === 'aboveAvailable'
      ? mining
        ? expectedOutput(machines, product, decimals)
        : expectedIncome(amount.trim(), product, decimals)
      : null;
  const schedule = schedulePreview(now(), product.cycleDays);
  const principal = mining ? machinesPrice(machines, product.unitPrice) : amount.trim();

  const submit = async () => {
    setTouched(true);
    if (!canBuy || !preview) return;
    const ok = await Dialog.confirm({
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
    if (!ok) return;
    let order: ProductOrder;
    try {
      order = mining ? await miner.mutateAsync({ productId: product.id, quantity: machines }) : await debit.mutateAsync({ productId: product.id, amount: amount.trim() });
    } catch {
      // The http instance shows the server's localized refusal; nothing was bought.
      return;
    }
    showToast({ icon: 'success', content: t('earn.buy.done') });
    void navigate(routeWith(routes.arbitrageOrderCreated, { id: order.id }), { replace: true });
  };

  return (
    <section className="card" data-testid="purchase-form">
      <p className={`muted ${styles.p}`}>
        <span>{t(mining ? 'earn.buy.machines' : 'earn.buy.amount')}</span>
        <span data-testid="available">
          {t('earn.buy.available')}: {available === undefined ? '--' : moneyText(available, decimals, product.currency)}
        </span>
      </p>
      {mining ? (
        <div className={styles.div}>
          <Stepper
            min={range.min}
            max={range.max}
            digits={0}
            value={machines}
            onChange={(v) => setMachines(v ?? range.min)}
            aria-label={t('earn.buy.machines')}
            data-testid="machines"
          />
          <strong data-testid="total-price">{moneyText(principal, decimals, product.currency)}</strong>
        </div>
      ) : (
        <div className="amount-row">
          <Input
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            placeholder={t('earn.buy.amountPlaceholder', { min: moneyText(product.minAmount, decimals), currency: product.currency })}
            aria-label={t('earn.buy.amount')}
            data-testid="amount"
          />
          <Button size="mini" fill="none" color="primary" data-testid="max" disabled={available === undefined} onClick={() => setAmount(maxAmount(product, available ?? '0', decimals))}>
            {t('earn.buy.max')}
          </Button>
        </div>
      )}
      {(touched || amount !== '' || mining) && problem && (
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

      <div className={styles.spaced} data-testid="preview">
        <InfoRow
          label={t(mining ? 'earn.buy.expectedOutput' : 'earn.buy.expectedDaily')}
          value={preview ? rangeText(preview.daily, decimals, product.currency) : '--'}
          testId="expected-daily"
        />
        <InfoRow label={t('earn.buy.expectedTotal')} value={preview ? rangeText(preview.total, decimals, product.currency) : '--'} testId="expected-total" />
        <InfoRow label={t('earn.buy.firstIncome')} value={formatServerTime(schedule.firstIncome)} testId="first-income" />
        <InfoRow label={t('earn.buy.end')} value={formatServerTime(schedule.end)} testId="end-time" />
      </div>

      <Button className={styles.spacedLarge} block color="primary" size="large" loading={pending} disabled={!canBuy} onClick={() => void submit()} data-testid="buy">
        {t(product.type === PRODUCT_TYPE.DEBT ? 'earn.buy.subscribe' : 'earn.buy.buy')}
      </Button>
    </section>
  );
}
