import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { PRODUCT_TYPE, type Product } from '../../api/prod.ts';
import { moneyText } from '../../lib/format.ts';
import { AmountInput, MachinesStepper, PurchaseAlerts, PurchasePreview } from './purchase-sections.tsx';
import { usePurchaseForm } from './use-purchase-form.ts';
import styles from './purchase-form.module.css';

/**
 * Buying a product: an amount (arbitrage, AI quant, debt) or a number of machines (mining),
 * the spot balance with "max", the expected income at both ends of the rate range and the
 * schedule (first income, end) before confirming; the refusals the screen can tell itself
 * (amount rule, range, quota, balance, VIP level, not on sale) are shown under the input, the
 * server's own (purchase limit, frozen account) as its message. On success the order opens.
 */
export function PurchaseForm({ product, decimals, now = () => new Date() }: { product: Product; decimals: number; /** The server's time (the schedule preview). */ now?: () => Date }) {
  const { t } = useTranslation();
  const form = usePurchaseForm(product, decimals, now);
  const { mining, available } = form;

  return (
    <section className="card" data-testid="purchase-form">
      <p className={`muted ${styles.p}`}>
        <span>{t(mining ? 'earn.buy.machines' : 'earn.buy.amount')}</span>
        <span data-testid="available">
          {t('earn.buy.available')}: {available === undefined ? NO_VALUE_TEXT : moneyText(available, decimals, product.currency)}
        </span>
      </p>
      {mining ? (
        <MachinesStepper range={form.range} machines={form.machines} onMachines={form.setMachines} price={moneyText(form.principal, decimals, product.currency)} />
      ) : (
        <AmountInput product={product} decimals={decimals} amount={form.amount} onAmount={form.setAmount} available={available} />
      )}
      <PurchaseAlerts product={product} decimals={decimals} problem={form.shownProblem} levelTooLow={form.levelTooLow} level={form.level} />

      <PurchasePreview product={product} decimals={decimals} mining={mining} preview={form.preview} schedule={form.schedule} />

      <Button className={styles.spacedLarge} block color="primary" size="large" loading={form.pending} disabled={!form.canBuy} onClick={() => void form.submit()} data-testid="buy">
        {t(product.type === PRODUCT_TYPE.DEBT ? 'earn.buy.subscribe' : 'earn.buy.buy')}
      </Button>
    </section>
  );
}
