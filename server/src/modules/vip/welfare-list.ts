import { readerOf, sqlTime, type PrismaClient } from '@sandbox/prisma';
import { REWARD_STATE, truncate } from '@sandbox/shared';
import Decimal from 'decimal.js';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { loadPriceTable } from '../wallet/index.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import type { LevelService } from './level-service.ts';
import { rewardFigures, rewardPage } from './queries.ts';
import { expiredAtOrBefore, rewardToWire } from './rewards.ts';

/** The welfare centre's list (ext.welfareList): the caller's rewards, a page of them and their sums. */
export function createWelfareList(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; levels: LevelService }) {
  const { db, clock } = deps;
  return async function list(userId: string, q: PageQuery & { state?: number | undefined; type?: number | undefined }) {
    await deps.levels.evaluate(userId);
    const reader = readerOf(db);
    const scope = { userId, expiredAtOrBefore: sqlTime(expiredAtOrBefore(clock.now())) };
    const [rows, all] = await Promise.all([
      rewardPage(reader, scope, { state: q.state, type: q.type, ...pageWindow(q) }),
      rewardFigures(reader, scope),
    ]);
    const matching = all.filter((r) => (q.state === undefined || r.state === q.state) && (q.type === undefined || r.type === q.type));
    const prices = await loadPriceTable(db, clock.now(), deps.feed);
    // In USDT: a referral reward in another currency at its live price, like the team income.
    const sum = (state: number) =>
      truncate(
        all
          .filter((r) => r.state === state)
          .reduce((s, r) => s.plus(new Decimal(r.amount).times(r.currency === 'USDT' ? 1 : (prices.quote(r.currency)?.price ?? 0))), new Decimal(0)),
      );
    return {
      claimableCount: all.filter((r) => r.state === REWARD_STATE.CLAIMABLE).length,
      claimableAmount: sum(REWARD_STATE.CLAIMABLE),
      receivedAmount: sum(REWARD_STATE.RECEIVED),
      rewards: toPage(rows.map(rewardToWire), matching.length, q),
    };
  };
}
