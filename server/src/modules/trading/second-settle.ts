import type { SecondContractOrder, Tx } from '@sandbox/prisma';
import { SECOND_DIRECTION } from '@sandbox/shared';
import { secondWinProfit } from '@sandbox/shared/trading';
import { goOnAlways, type GoOn } from '../../jobs/between-batches.ts';
import { credit } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { symbolCode } from './catalogue.ts';
import { D, type Dec } from './margin-math.ts';
import { text } from './numbers.ts';
import { RUNNING, SETTLED, type SecondDeps } from './second-support.ts';

/* Settling second contracts at expiry: the outcome, the payout and the settlement of due orders. */

/** The outcome at expiry: up wins when the close is above the open, down when below; equal is a draw. */
export function secondOutcome(direction: number, open: Dec, close: Dec): 1 | 0 | -1 {
  if (close.eq(open)) return 0;
  const rose = close.gt(open);
  return (direction === SECOND_DIRECTION.UP) === rose ? 1 : -1;
}

/** Net result: a win pays stake x rate on top of the stake (the shared rule), a loss loses the stake, a draw returns it. */
export function secondProfit(result: 1 | 0 | -1, stake: Dec, rate: Dec): Dec {
  if (result === 1) return new D(secondWinProfit(stake, rate));
  return result === 0 ? new D(0) : stake.negated();
}

/** Settles one order at the price of its expiry instant; false when it has no price yet or is settled already. */
export async function settleOne(deps: SecondDeps, o: SecondContractOrder, now: Date): Promise<boolean> {
  const close = deps.feed.priceAt(symbolCode(o.symbol), o.settleAt);
  if (!close) return false;
  return deps.db.$transaction((tx) => settleIn(tx, deps.notify, o, new D(close), now));
}

/**
 * One order's settlement in `tx` at `close`, dated `at`: the outcome and the payout by the
 * rule, claimed by a conditional RUNNING -> SETTLED update (false: settled already), the
 * payout through the ledger and the owner told (a real account's order).
 */
export async function settleIn(tx: Tx, notify: Notify, o: SecondContractOrder, close: Dec, at: Date): Promise<boolean> {
  const stake = new D(o.amount);
  const result = secondOutcome(o.direction, new D(o.openPrice), close);
  const profit = secondProfit(result, stake, new D(o.payoutRate));
  const claimed = await tx.secondContractOrder.updateMany({
    where: { id: o.id, status: RUNNING },
    data: { status: SETTLED, result, closePrice: text(close), profit: text(profit), settledAt: at },
  });
  if (claimed.count !== 1) return false;
  if (result !== -1) {
    await credit(tx, {
      userId: o.userId,
      account: o.account as BalanceAccount,
      currency: o.currency,
      type: BalanceLogType.SECOND_CONTRACT_SETTLE,
      amount: text(stake.plus(profit)),
      refType: 'SecondContractOrder',
      refId: o.id,
      at,
    });
  }
  if (o.account !== 'demo') {
    const params = { symbol: symbolCode(o.symbol), amount: o.amount, price: text(close), profit: text(profit) };
    await notify(tx, { userId: o.userId, kind: NOTICE_KIND.SECOND_SETTLED, refId: o.id, params });
  }
  return true;
}

/**
 * Settles every running order whose expiry has passed (optionally one user's); returns how many.
 * `goOn` runs between two orders (the job's pass pauses there, jobs/between-batches.ts: an order's
 * settlement is about 1.2 ms, and 1,000 expiring together held the loop 1.2 s); false ends the
 * pass (a scenario load or restore: it runs the job itself afterwards). A caller's own orders
 * settle without pausing.
 */
export async function settleDue(deps: SecondDeps, filter: { userId?: string } = {}, goOn: GoOn = goOnAlways): Promise<number> {
  const now = deps.clock.now();
  let settled = 0;
  for (;;) {
    const due = await deps.db.secondContractOrder.findMany({
      where: { status: RUNNING, settleAt: { lte: now }, ...filter },
      orderBy: { settleAt: 'asc' },
      take: 200,
    });
    let progressed = 0;
    for (const o of due) {
      if (await settleOne(deps, o, now)) progressed++;
      if (!(await goOn())) return settled + progressed;
    }
    settled += progressed;
    if (due.length < 200 || progressed === 0) return settled;
  }
}
