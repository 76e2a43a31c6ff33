import { Dec as D } from '@sandbox/shared/decimal';
import type { PrismaClient } from '@sandbox/prisma';
import { MONEY_DP, PRODUCT_ORDER_STATUS, truncate, type Language } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { localizeNested } from '../catalogue-text.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadPriceTable } from '../wallet/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import type { AccrualService } from './accrual-service.ts';
import { todayIncomeOf, toOrderWire } from './mappers.ts';


export type OrderService = ReturnType<typeof createOrderService>;

/**
 * The caller's product orders. Both calls first pay the caller's due days
 * (as the second-contract list settles due orders), so after a clock jump the
 * screens show the income without waiting for the job's next pass.
 */
export function createOrderService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; accrual: AccrualService }) {
  const { db, clock, feed, accrual } = deps;

  return {
    async list(userId: string, q: PageQuery & { productType?: number | undefined; status?: number | undefined }, lang: Language) {
      await accrual.accrueDue({ userId });
      const where = {
        userId,
        ...(q.productType === undefined ? {} : { type: q.productType }),
        ...(q.status === undefined ? {} : { status: q.status }),
      };
      const [rows, total] = await Promise.all([
        db.productOrder.findMany({
          where,
          include: { product: { select: { id: true, name: true } } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...pageWindow(q),
        }),
        db.productOrder.count({ where }),
      ]);
      const now = clock.now();
      return toPage((await localizeNested(db, 'product', lang, rows, 'product')).map((o) => toOrderWire(o, now)), total, q);
    },

    /** Totals in USDT: hosted principal of running orders, today's and all income (other currencies at their USDT price). */
    async stat(userId: string, productType?: number) {
      await accrual.accrueDue({ userId });
      const now = clock.now();
      const rows = await db.productOrder.findMany({
        where: { userId, ...(productType === undefined ? {} : { type: productType }) },
        select: { currency: true, amount: true, status: true, todayIncome: true, totalIncome: true, lastAccrualAt: true },
      });
      const prices = await loadPriceTable(db, now, feed);
      let hosted = new D(0);
      let today = new D(0);
      let total = new D(0);
      let running = 0;
      for (const o of rows) {
        const price = prices.quote(o.currency)?.price;
        if (o.status === PRODUCT_ORDER_STATUS.RUNNING) running += 1;
        if (!price) continue;
        if (o.status === PRODUCT_ORDER_STATUS.RUNNING) hosted = hosted.plus(new D(o.amount).times(price.toString()));
        today = today.plus(new D(todayIncomeOf(o, now)).times(price.toString()));
        total = total.plus(new D(o.totalIncome).times(price.toString()));
      }
      return {
        currency: 'USDT' as const,
        hostedAmount: truncate(hosted, MONEY_DP),
        todayIncome: truncate(today, MONEY_DP),
        totalIncome: truncate(total, MONEY_DP),
        runningCount: running,
        orderCount: rows.length,
      };
    },
  };
}
