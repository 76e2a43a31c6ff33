import type { PrismaClient, Tx } from '@sandbox/prisma';
import { CLOSE_REASON, POSITION_STATUS, TRADE_ACCOUNT } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { credit, getBalance, post } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import { SETTLE_CURRENCY } from './accounts.ts';
import { readSetting, symbolCode } from './catalogue.ts';
import { D } from './margin-math.ts';
import { text } from './numbers.ts';
import type { PositionService } from './position-service.ts';
import type { SecondService } from './second-service.ts';

export const DEMO_INITIAL_BALANCE_KEY = 'demo.initialBalance';

export type DemoService = ReturnType<typeof createDemoService>;

/**
 * A new user starts simulated trading with the initial virtual balance, as after a reset
 * (one DEMO_RESET row in the user's creating transaction), so /demotrading is ready at once.
 */
export async function grantInitialDemoBalance(tx: Tx, userId: string, at: Date): Promise<void> {
  const initial = await readSetting(tx, DEMO_INITIAL_BALANCE_KEY, '100000');
  if (new D(initial).lte(0)) return;
  await credit(tx, { userId, account: 'demo', currency: SETTLE_CURRENCY, type: BalanceLogType.DEMO_RESET, amount: initial, refType: 'User', refId: userId, at });
}

/**
 * ext.demoReset: simulated trading runs on the same engine with the `demo`
 * account. A reset closes every demo position at the mark, settles the demo
 * second contracts that are due and refunds the ones still running, then sets
 * the virtual balance to `demo.initialBalance` with one DEMO_RESET ledger row.
 */
export function createDemoService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; positions: PositionService; second: SecondService }) {
  const { db, clock, feed, positions, second } = deps;

  return {
    async reset(userId: string) {
      const now = clock.now();
      const open = await db.position.findMany({ where: { userId, account: 'demo', status: POSITION_STATUS.RUNNING } });
      for (const p of open) {
        const mark = feed.markPrice(symbolCode(p.symbol)) ?? new D(p.entryPrice);
        try {
          await positions.closeAt(p.id, new D(mark), CLOSE_REASON.MANUAL, now);
        } catch (err) {
          // Closed meanwhile by the risk job: nothing left to do for it.
          if (!(err instanceof AppError && err.code === 409)) throw err;
        }
      }
      await second.settleDue({ userId });
      const initial = new D(await readSetting(db, DEMO_INITIAL_BALANCE_KEY, '100000'));
      const balance = await db.$transaction(async (tx) => {
        // Orders still running are called off at their open price: the stake comes back.
        const running = await tx.secondContractOrder.findMany({ where: { userId, account: 'demo', status: 0 } });
        for (const o of running) {
          const claimed = await tx.secondContractOrder.updateMany({
            where: { id: o.id, status: 0 },
            data: { status: 1, result: 0, closePrice: o.openPrice, profit: '0', settledAt: now },
          });
          if (claimed.count === 1) {
            await post(tx, {
              userId, account: 'demo', currency: o.currency, type: BalanceLogType.SECOND_CONTRACT_SETTLE,
              availableDelta: o.amount, refType: 'SecondContractOrder', refId: o.id, at: now,
            });
          }
        }
        const key = { userId, account: 'demo' as const, currency: SETTLE_CURRENCY };
        const current = await getBalance(tx, key);
        const delta = initial.minus(current.available);
        const frozen = new D(current.frozen);
        if (!delta.isZero() || !frozen.isZero()) {
          await post(tx, {
            ...key, type: BalanceLogType.DEMO_RESET, availableDelta: text(delta), frozenDelta: text(frozen.negated()),
            refType: 'DemoReset', at: now,
          });
        }
        return initial;
      });
      return { accountType: TRADE_ACCOUNT.DEMO, currency: 'USDT' as const, balance: text(balance) };
    },
  };
}
