import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserBalance } from '../../api/finance.ts';
import { PRODUCT_TYPE, type Product, type ProductOrder } from '../../api/prod.ts';
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
  schedulePreview,
  type IncomePreview,
} from './earn-rules.ts';
import { useDebitBuy, useMinerBuy } from './earn-queries.ts';
import { confirmPurchase } from './purchase-sections.tsx';

/**
 * A purchase's state: the typed amount or the number of machines, the spot balance, what the
 * screen refuses itself, the income preview and schedule, and the submit that confirms the
 * summary, buys, and opens the created order.
 */
export function usePurchaseForm(product: Product, decimals: number, now: () => Date) {
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
    const ok = await confirmPurchase(t, { product, decimals, mining, machines, principal, preview });
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

  return {
    mining,
    range,
    amount,
    setAmount,
    machines,
    setMachines,
    available,
    /** The amount's problem, shown once the buy was tried or something is typed (a number of machines always has one). */
    shownProblem: touched || amount !== '' || mining ? problem : null,
    level,
    levelTooLow,
    pending,
    canBuy,
    preview,
    schedule,
    principal,
    submit,
  };
}
