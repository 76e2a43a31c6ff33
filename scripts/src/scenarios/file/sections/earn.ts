import { sqlOf, type PrismaClient, type Product, type Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { PRODUCT_ORDER_STATUS, PRODUCT_TYPE } from '@sandbox/shared';
import type { ScenarioEarnOrder, ScenarioFileInput } from '@sandbox/shared/scenario-file';
import { paidDays, purchaseIn, purchaseTogetherIn, type ProductPurchase, type TogetherPurchase } from '@sandbox/server/modules/earn';
import type { TimelineEvent } from '../../timeline.ts';
import { atPlace, compare, DAY_MS, orderNosOf, repeatedOrderNos, type SpotEffect, takenOrderNos, type UserNames, unknownUser } from './support.ts';

/*
 * The file's earn orders (docs/scenarios.md "Earn orders"): each bought through the earn
 * module's purchaseIn `daysPaid` days before the clock, its days then paid by the accrual's own
 * passes (timeline.ts); exported as the running orders with the days they have been paid.
 */

type ExportedEarnOrder = NonNullable<ScenarioFileInput['earnOrders']>[number];

/** What the file alone tells: each order's user is a user of the file, each order number once. */
export function earnOrderProblems(orders: readonly ScenarioEarnOrder[], named: UserNames): string[] {
  return [...orders.flatMap((order, i) => unknownUser(`earnOrders[${i}].user`, order.user, named)), ...repeatedOrderNos('earnOrders', orders)];
}

/** What the product's catalogue entry tells of an order: the purchase it is, or the problem with its place. */
function purchaseOf(order: ScenarioEarnOrder, place: string, product: Product): ProductPurchase | string {
  if (order.daysPaid > product.cycleDays - 1) return `${place}.daysPaid: ${product.name} runs ${product.cycleDays} days: at most ${product.cycleDays - 1} are paid before it ends`;
  if (product.type !== PRODUCT_TYPE.MINING) return { machines: false, amount: order.amount };
  const machines = new Dec(order.amount).div(product.unitPrice ?? 0);
  if (!machines.isInteger()) return `${place}.amount: ${product.name} sells whole machines of ${product.unitPrice} ${product.currency}, not ${order.amount}`;
  return { machines: true, quantity: machines.toNumber() };
}

/**
 * The orders against the sandbox's products, each named as the catalogue names it (every
 * problem with its place), and their purchases as steps in time. The purchase's own rules (the
 * amount within the product's limits, its purchase limit and quota, the spot balance) refuse at
 * the step, named by its place.
 */
export async function planEarnOrders(tx: Tx, orders: readonly ScenarioEarnOrder[], userIdOf: (account: string) => string, now: Date) {
  const products = new Map((await tx.product.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] })).map((p) => [p.name, p]));
  const taken = new Set((await tx.productOrder.findMany({ where: { orderNo: { in: orderNosOf(orders) } }, select: { orderNo: true } })).map((o) => o.orderNo));
  const problems: string[] = takenOrderNos('earnOrders', orders, taken);
  // The orders of one product on one day, bought together at their instant.
  const days = new Map<string, { product: Product; at: Date; buys: PlacedPurchase[] }>();
  orders.forEach((order, i) => {
    const place = `earnOrders[${i}]`;
    const product = products.get(order.product);
    if (!product) {
      problems.push(`${place}.product: no product "${order.product}" (known: ${[...products.keys()].join(', ') || 'none'})`);
      return;
    }
    const purchase = purchaseOf(order, place, product);
    if (typeof purchase === 'string') {
      problems.push(purchase);
      return;
    }
    const at = new Date(now.getTime() - order.daysPaid * DAY_MS);
    const day = days.get(`${product.id} ${order.daysPaid}`) ?? { product, at, buys: [] };
    days.set(`${product.id} ${order.daysPaid}`, day);
    day.buys.push({ place, userId: userIdOf(order.user), order: purchase, no: order.orderNo });
  });
  const events: TimelineEvent[] = [...days.values()].map(({ product, at, buys }) => ({ at, run: () => buyTogether(tx, product, buys, at) }));
  return { problems, events };
}

/** An order of the file as the earn module buys it, with its place in the file. */
type PlacedPurchase = TogetherPurchase & { place: string };

/**
 * The orders of one product at one instant, bought together (purchaseTogetherIn: 1,000 orders
 * in a few statements); on a refusal, rolled back to before them and bought one by one through
 * purchaseIn, which refuses the same order with its own message, named by its place.
 */
async function buyTogether(tx: Tx, product: Product, buys: readonly PlacedPurchase[], at: Date): Promise<void> {
  const sql = sqlOf(tx);
  await sql.run('SAVEPOINT scenario_earn_orders');
  try {
    await purchaseTogetherIn(tx, product.id, buys, at);
    await sql.run('RELEASE SAVEPOINT scenario_earn_orders');
    return;
  } catch {
    await sql.run('ROLLBACK TO SAVEPOINT scenario_earn_orders');
    await sql.run('RELEASE SAVEPOINT scenario_earn_orders');
  }
  for (const buy of buys) await atPlace(buy.place, () => purchaseIn(tx, buy.userId, product, buy.order, at, buy.no));
}

/**
 * The running orders of the users exported (`mine`), each by its product's name, amount, days
 * paid and order number (so its rate stays), in a fixed order; and what they did to spot: the
 * amount paid out, the income paid in, which the export counts back into the balance the file
 * starts from.
 */
export async function exportEarnOrders(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const rows = await db.productOrder.findMany({ where: { ...mine, status: PRODUCT_ORDER_STATUS.RUNNING }, include: { product: { select: { name: true } } } });
  const orders: ExportedEarnOrder[] = rows
    .map((o) => ({ user: accountOf.get(o.userId)!, product: o.product.name, amount: o.amount, daysPaid: paidDays(o), orderNo: o.orderNo }))
    .sort((a, b) => (a.user === b.user ? compare(a.orderNo, b.orderNo) : compare(a.user, b.user)));
  const effects: SpotEffect[] = rows.map((o) => ({ userId: o.userId, currency: o.currency, amount: new Dec(o.totalIncome).minus(o.amount) }));
  return { orders, effects };
}
