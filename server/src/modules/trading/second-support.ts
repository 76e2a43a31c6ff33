import type { z } from 'zod';
import type { PrismaClient, SecondContractOrder, SecondContractSetting } from '@sandbox/prisma';
import { SECOND_DIRECTION, SECOND_ORDER_STATUS, toRegionTime, type trade } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import type { PassPauses } from '../../jobs/between-batches.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { accountCode } from './accounts.ts';
import { symbolCode } from './catalogue.ts';
import { D } from './margin-math.ts';
import { text } from './numbers.ts';

/* What the second-contract service's parts share: its dependencies, the model's statuses and the wire views. */

export interface SecondDeps {
  db: PrismaClient;
  clock: Clock;
  feed: PriceFeed;
  notify: Notify;
  /** The settlement job's pauses between two orders (jobs/between-batches.ts; aThirdOfTheLoop unless a test hands in its own). */
  pauses?: PassPauses;
}

/* SecondContractOrder.status: 0 running, 1 settled; result: 1 win, 0 draw, -1 loss (schema comment). */
export const RUNNING = 0;
export const SETTLED = 1;

type SecondOrder = z.infer<typeof trade.secondOrder>;

export function toSecondWire(o: SecondContractOrder): SecondOrder {
  const status =
    o.status === RUNNING
      ? SECOND_ORDER_STATUS.RUNNING
      : o.result === 1
        ? SECOND_ORDER_STATUS.WON
        : o.result === 0
          ? SECOND_ORDER_STATUS.DRAW
          : SECOND_ORDER_STATUS.LOST;
  return {
    id: o.id,
    orderNo: o.orderNo,
    accountType: accountCode(o.account),
    symbol: symbolCode(o.symbol),
    setId: o.settingId,
    direction: o.direction === SECOND_DIRECTION.DOWN ? SECOND_DIRECTION.DOWN : SECOND_DIRECTION.UP,
    amount: o.amount,
    currency: o.currency,
    periodSeconds: o.period,
    payoutRate: text(new D(o.payoutRate).times(100), 4),
    openPrice: o.openPrice,
    closePrice: o.closePrice,
    profit: o.profit,
    status,
    openTime: toRegionTime(o.openedAt),
    settleTime: toRegionTime(o.settleAt),
    settledAt: o.settledAt ? toRegionTime(o.settledAt) : null,
  };
}

export function toSetWire(s: SecondContractSetting) {
  return {
    id: s.id,
    // Periods are not tied to a symbol in the model: one list for every symbol with second contracts.
    symbol: null,
    periodSeconds: s.period,
    payoutRate: text(new D(s.payoutRate).times(100), 4),
    lossRate: '100',
    currency: 'USDT',
    minAmount: s.minAmount,
    maxAmount: s.maxAmount,
    sort: s.sort,
  };
}
