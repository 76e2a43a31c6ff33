import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import type { TotalAssetsOf } from './level-evaluation.ts';
import { createLevelService } from './level-service.ts';
import { createWelfareService } from './welfare-service.ts';

export type VipModule = ReturnType<typeof createVipModule>;

export function createVipModule(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; totalAssetsOf: TotalAssetsOf; notify: Notify }) {
  const levels = createLevelService(deps);
  return { levels, welfare: createWelfareService({ db: deps.db, clock: deps.clock, feed: deps.feed, levels, notify: deps.notify }) };
}
