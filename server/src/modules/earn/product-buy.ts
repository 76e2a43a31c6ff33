import type Decimal from 'decimal.js';
import { Dec as D } from '@sandbox/shared/decimal';
import { WriteConflictError, type PrismaClient, type Product, type Tx } from '@sandbox/prisma';
import { PRODUCT_ORDER_STATUS, PRODUCT_STATUS, PRODUCT_TYPE, truncate, type Language } from '@sandbox/shared';
import { earnDailyRate, earnSchedule } from '@sandbox/shared/earn';
import type { Clock } from '../../clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { localizeNested } from '../catalogue-text.ts';
import { debit } from '../../ledger/index.ts';
import { BalanceLogType, type Movement } from '../../ledger/types.ts';
import { assertUserAmount, loadAmountRule, type AmountRule } from '../amount.ts';
import { orderNo } from '../order-no.ts';
import { toOrderWire } from './mappers.ts';
import { assertMayMoveMoney } from '../wallet/index.ts';

/*
 * A purchase: the refusals in their documented order (docs/domains/earn.md "Purchase"), then one
 * transaction: the product row read again, the purchase limit counted, the quota claimed by a guarded
 * update (`soldAmount` still what was read), the order written and the price debited from spot through
 * the ledger; any refusal rolls all of it back.
 */

export interface ProductDeps {
  db: PrismaClient;
  clock: Clock;
}

/** What is bought: machines of a mining product, or an amount of money of the others. */
export type ProductPurchase = { machines: true; quantity: number } | { machines: false; amount: string };

/** A product that cannot be bought now: sold out is the quota refusal, anything else not on sale is closed. */
export function assertOnSale(p: Product): void {
  if (p.status === PRODUCT_STATUS.SOLD_OUT) throw conflict('prod.quotaExhausted', { remaining: '0' });
  if (p.status !== PRODUCT_STATUS.ON_SALE) throw badRequest('prod.closed');
}

/** What a purchase costs and the quota it takes (machines for mining, money otherwise). */
export interface PurchasePrice {
  amount: Decimal;
  units: Decimal;
}

/** The price of a purchase and the quota it takes, checked against the product's range. */
async function priceOf(db: PrismaClient | Tx, product: Product, order: ProductPurchase): Promise<PurchasePrice> {
  return priceBy(await loadAmountRule(db, 'amount', product.currency), product, order);
}

/** priceOf under the currency's amount rule already read. */
export function priceBy(rule: AmountRule, product: Product, order: ProductPurchase): PurchasePrice {
  let amount: Decimal;
  if (order.machines) {
    if (!product.unitPrice) throw badRequest('prod.closed');
    amount = new D(product.unitPrice).times(order.quantity);
  } else {
    assertUserAmount(order.amount, rule);
    amount = new D(order.amount);
  }
  // Quota is counted in machines for mining, in money otherwise.
  const units = order.machines ? new D(order.quantity) : amount;
  if (amount.lt(product.minAmount) || amount.gt(product.maxAmount)) {
    throw badRequest('amount.outOfRange', { min: product.minAmount, max: product.maxAmount, currency: product.currency });
  }
  return { amount, units };
}

/** The buyer may move money and has the product's level. */
async function assertBuyer(db: PrismaClient, userId: string, product: Product): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { status: true, vipLevel: true } });
  if (!user) throw notFound('request.notFound');
  assertMayMoveMoney(user);
  if (user.vipLevel < product.levelLimit) throw forbidden('prod.levelTooLow', { level: product.levelLimit });
}

async function claim(tx: Tx, userId: string, productId: string, units: Decimal): Promise<Product> {
  const p = await tx.product.findUniqueOrThrow({ where: { id: productId } });
  assertOnSale(p);
  if (p.purchaseLimit > 0) {
    const mine = await tx.productOrder.count({ where: { userId, productId, status: { not: PRODUCT_ORDER_STATUS.CANCELLED } } });
    if (mine >= p.purchaseLimit) throw conflict('prod.purchaseLimit', { limit: p.purchaseLimit });
  }
  await claimQuota(tx, p, units);
  return p;
}

/**
 * Takes `units` of the product's quota (read as `p`): refused past the quota, sold out when it is
 * reached. The guard: the quota is what this transaction read. One process runs one transaction at a
 * time, so it holds there; a buyer through another instance makes it fail instead of overselling, and
 * the purchase runs again.
 */
export async function claimQuota(tx: Tx, p: Product, units: Decimal): Promise<void> {
  const sold = new D(p.soldAmount).plus(units);
  if (p.totalQuota !== null && sold.gt(p.totalQuota)) {
    throw conflict('prod.quotaExhausted', { remaining: truncate(new D(p.totalQuota).minus(p.soldAmount), 18) });
  }
  const soldOut = p.totalQuota !== null && sold.eq(p.totalQuota);
  const claimed = await tx.product.updateMany({
    where: { id: p.id, soldAmount: p.soldAmount, status: PRODUCT_STATUS.ON_SALE },
    data: { soldAmount: truncate(sold, 18), ...(soldOut ? { status: PRODUCT_STATUS.SOLD_OUT } : {}) },
  });
  if (claimed.count !== 1) throw new WriteConflictError(`product ${p.id}: quota`);
}

/** The order of one purchase in `tx`: the quota claimed, the order written, the price debited from spot. */
async function orderTx(tx: Tx, userId: string, productId: string, order: ProductPurchase, price: PurchasePrice, no: string, now: Date) {
  const p = await claim(tx, userId, productId, price.units);
  const created = await tx.productOrder.create({ data: orderData(p, userId, order, price, no, now), include: { product: { select: { id: true, name: true } } } });
  await debit(tx, priceDebit(created, now));
  return created;
}

/** The order row a purchase writes: its daily rate drawn from its number, its term from the product. */
export function orderData(p: Product, userId: string, order: ProductPurchase, price: PurchasePrice, no: string, now: Date) {
  return {
    orderNo: no,
    userId,
    productId: p.id,
    type: p.type,
    currency: p.currency,
    amount: truncate(price.amount, 18),
    quantity: order.machines ? order.quantity : 1,
    dailyRate: earnDailyRate(no, p.dailyRateMin, p.dailyRateMax),
    cycleDays: p.cycleDays,
    status: PRODUCT_ORDER_STATUS.RUNNING,
    startAt: now,
    endAt: earnSchedule(now, p.cycleDays).endAt,
    createdAt: now,
  };
}

/** The price of an order, debited from spot. */
export function priceDebit(order: { id: string; userId: string; currency: string; amount: string; orderNo: string }, now: Date): Movement {
  return {
    userId: order.userId,
    account: 'spot',
    currency: order.currency,
    type: BalanceLogType.PRODUCT_BUY,
    amount: order.amount,
    refType: 'ProductOrder',
    refId: order.id,
    remark: order.orderNo,
    at: now,
  };
}

export async function buyProduct(deps: ProductDeps, userId: string, productId: string, lang: Language, order: ProductPurchase) {
  const { db, clock } = deps;
  const product = await db.product.findUnique({ where: { id: productId } });
  if (!product) throw notFound('prod.notFound');
  const mining = product.type === PRODUCT_TYPE.MINING;
  if (mining !== order.machines) throw badRequest(mining ? 'prod.buyMachines' : 'prod.buyAmount');
  assertOnSale(product);
  const price = await priceOf(db, product, order);
  await assertBuyer(db, userId, product);

  const now = clock.now();
  const no = orderNo('PO', now);
  const row = await db.$transaction((tx) => orderTx(tx, userId, product.id, order, price, no, now));
  const [localized] = await localizeNested(db, 'product', lang, [row], 'product');
  return toOrderWire(localized!, now);
}

/**
 * A purchase at `at` inside the caller's transaction (a scenario file's order, bought in its
 * past): the product's own rules (on sale, the amount, the purchase limit, the quota) and the
 * order and debit buyProduct makes. The buyer's status and level are not asked: the order is
 * history, made before a freeze or a level change. `no` defaults to a new order number.
 */
export async function purchaseIn(tx: Tx, userId: string, product: Product, order: ProductPurchase, at: Date, no = orderNo('PO', at)) {
  assertOnSale(product);
  const price = await priceOf(tx, product, order);
  return orderTx(tx, userId, product.id, order, price, no, at);
}
