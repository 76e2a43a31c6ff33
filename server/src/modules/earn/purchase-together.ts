import { insertRows, newId, type Product, type ProductOrder, type SqlValue, type Tx } from '@sandbox/prisma';
import { PRODUCT_ORDER_STATUS } from '@sandbox/shared';
import { Dec as D } from '@sandbox/shared/decimal';
import { conflict } from '../../errors.ts';
import { debitEntry, postAll } from '../../ledger/index.ts';
import { loadAmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { assertOnSale, claimQuota, orderData, priceBy, priceDebit, type ProductPurchase } from './product-buy.ts';

/** One order of purchaseTogetherIn: who buys what, under which number (default a new one). */
export interface TogetherPurchase {
  userId: string;
  order: ProductPurchase;
  no?: string | undefined;
}

/**
 * purchaseIn for many orders of one product at one instant (a scenario file's orders of one
 * day), in a few statements: the product and the amount rule read once, every buyer's purchase
 * limit from one count, the quota claimed once for all (claimQuota, as a single purchase's), the
 * orders inserted together and their prices debited in one ledger post, in the orders' turn.
 * Without a refusal it writes what purchaseIn would for each order in turn. A refusal throws,
 * possibly after some writes: the caller runs it inside a savepoint and, on a refusal, buys the
 * orders one by one through purchaseIn, which names the order refused.
 */
export async function purchaseTogetherIn(tx: Tx, productId: string, purchases: readonly TogetherPurchase[], at: Date): Promise<void> {
  if (purchases.length === 0) return;
  const p = await tx.product.findUniqueOrThrow({ where: { id: productId } });
  assertOnSale(p);
  const rule = await loadAmountRule(tx, 'amount', p.currency);
  const prices = purchases.map((buy) => priceBy(rule, p, buy.order));
  await assertPurchaseLimits(tx, p, purchases);
  await claimQuota(tx, p, prices.reduce((total, price) => total.plus(price.units), new D(0)));
  // What Prisma's defaults and @updatedAt write for a created order.
  const updatedAt = new Date();
  const rows: ProductOrder[] = purchases.map((buy, i) => ({
    ...orderData(p, buy.userId, buy.order, prices[i]!, buy.no ?? orderNo('PO', at), at),
    id: newId(),
    todayIncome: '0',
    totalIncome: '0',
    lastAccrualAt: null,
    updatedAt,
  }));
  const columns = Object.keys(rows[0]!) as (keyof ProductOrder)[];
  await insertRows(tx, 'ProductOrder', columns, rows.map((row) => columns.map((c): SqlValue => row[c])));
  await postAll(tx, rows.map((row) => debitEntry(priceDebit(row, at))));
}

/** Each buyer's orders of the product (those they hold and these) within its purchase limit. */
async function assertPurchaseLimits(tx: Tx, p: Product, purchases: readonly TogetherPurchase[]): Promise<void> {
  if (p.purchaseLimit <= 0) return;
  const buyers = [...new Set(purchases.map((buy) => buy.userId))];
  const held = await tx.productOrder.groupBy({
    by: ['userId'],
    where: { productId: p.id, userId: { in: buyers }, status: { not: PRODUCT_ORDER_STATUS.CANCELLED } },
    _count: { _all: true },
  });
  const count = new Map(held.map((h) => [h.userId, h._count._all]));
  for (const { userId } of purchases) {
    const mine = count.get(userId) ?? 0;
    if (mine >= p.purchaseLimit) throw conflict('prod.purchaseLimit', { limit: p.purchaseLimit });
    count.set(userId, mine + 1);
  }
}
