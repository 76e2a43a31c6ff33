import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PassWorker } from '../../jobs/pass-worker.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { createAccrualService } from './accrual-service.ts';
import { createOrderService } from './order-service.ts';
import { createProductService } from './product-service.ts';

export type EarnModule = ReturnType<typeof createEarnModule>;

export function createEarnModule(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; worker?: PassWorker }) {
  const { db, clock, feed } = deps;
  const accrual = createAccrualService({ db, clock, worker: deps.worker });
  return {
    products: createProductService({ db, clock }),
    orders: createOrderService({ db, clock, feed, accrual }),
    accrual,
  };
}
