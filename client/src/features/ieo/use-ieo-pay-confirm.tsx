import { useTranslation } from 'react-i18next';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { useUserBalance } from '../../api/finance.ts';
import type { IeoOrder } from '../../api/ieo.ts';
import { confirmThen, useMoneyDecimals } from '../../components/domain-screen.tsx';
import { moneyText } from '../../lib/format.ts';
import { priceOf, tokens } from './ieo-cards.tsx';
import { useIeoPay } from './ieo-queries.ts';
import { confirmDialog } from '../../lib/dialog.ts';

/**
 * Paying a won subscription: what is paid (won quantity x price, the amount) against what the
 * pay currency has available, confirmed in a dialog before the call; `paying` says which
 * subscription's payment is in flight.
 */
export function useIeoPayConfirm() {
  const { t } = useTranslation();
  const pay = useIeoPay();
  const balances = useUserBalance();
  // Money of the pay currency at its display decimals (2 until the list answers).
  const decimalsOf = useMoneyDecimals();

  const confirmPay = async (order: IeoOrder) => {
    const decimals = decimalsOf(order.quoteCurrency);
    const available = balances.data?.find((b) => b.currency === order.quoteCurrency)?.available;
    const asked = confirmDialog({
      title: t('ieo.pay.title'),
      content: (
        <div data-testid="pay-summary">
          <p>
            {tokens(order.wonQuantity, order.currency)} × {order.price === null ? NO_VALUE_TEXT : priceOf(order.price, order.quoteCurrency)}
          </p>
          <p>
            {t('ieo.pay.amount')}: <strong>{moneyText(order.amount, decimals, order.quoteCurrency)}</strong>
          </p>
          <p className="muted">
            {t('ieo.pay.available')}: {available === undefined ? NO_VALUE_TEXT : moneyText(available, decimals, order.quoteCurrency)}
          </p>
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    await confirmThen(asked, () => pay.mutateAsync(order.id), t('ieo.pay.done'));
  };

  return { confirmPay, paying: (orderId: string) => pay.isPending && pay.variables === orderId };
}
