import { sqlOf, type SecondContractOrder, type Tx } from '@sandbox/prisma';
import { SECOND_DIRECTION } from '@sandbox/shared';
import { secondWinProfit } from '@sandbox/shared/trading';
import { goOnAlways, type GoOn } from '../../jobs/between-batches.ts';
import { postAll } from '../../ledger/index.ts';
import { BalanceLogType, type BalanceAccount } from '../../ledger/types.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import { symbolCode } from './catalogue.ts';
import { D, type Dec } from './margin-math.ts';
import { text } from './numbers.ts';
import { settleSeconds } from './queries.ts';
import { RUNNING, type SecondDeps } from './second-support.ts';

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

/**
 * Orders settled in one transaction: one claim statement, one ledger call, one notify call.
 * 1,000 due orders took 0.44-0.46 s of CPU 25 a transaction against 1.5 s one a transaction, and
 * the longest wait of a 1 ms timer beside the job's pass was 25-28 ms (27-47 ms 50 a transaction).
 */
export const SETTLE_TOGETHER = 25;

/** An order and the price at its expiry instant. */
interface Closing {
  o: SecondContractOrder;
  close: Dec;
}

/**
 * Settles `closings` in `tx`, dated `at`: each order's outcome and payout by the rule, claimed by
 * one conditional RUNNING -> SETTLED update for all of them (an order another pass settled first
 * is left out), the payouts of the claimed ones through the ledger in one call and their owners
 * told in one (real accounts' orders). Answers how many it settled.
 */
export async function settleAllIn(tx: Tx, notify: Notify, closings: readonly Closing[], at: Date): Promise<number> {
  const outcomes = closings.map(({ o, close }) => {
    const stake = new D(o.amount);
    const result = secondOutcome(o.direction, new D(o.openPrice), close);
    return { o, close, stake, result, profit: secondProfit(result, stake, new D(o.payoutRate)) };
  });
  const claimed = await settleSeconds(sqlOf(tx), outcomes.map(({ o, result, close, profit }) => [o.id, result, text(close), text(profit)]), at);
  const settled = outcomes.filter(({ o }) => claimed.has(o.id));
  await postAll(
    tx,
    settled
      .filter(({ result }) => result !== -1)
      .map(({ o, stake, profit }) => ({
        userId: o.userId,
        account: o.account as BalanceAccount,
        currency: o.currency,
        type: BalanceLogType.SECOND_CONTRACT_SETTLE,
        availableDelta: text(stake.plus(profit)),
        refType: 'SecondContractOrder',
        refId: o.id,
        at,
      })),
  );
  await notify(
    tx,
    settled
      .filter(({ o }) => o.account !== 'demo')
      .map(({ o, close, profit }) => ({
        userId: o.userId,
        kind: NOTICE_KIND.SECOND_SETTLED,
        refId: o.id,
        params: { symbol: symbolCode(o.symbol), amount: o.amount, price: text(close), profit: text(profit) },
      })),
  );
  return settled.length;
}

/** One order's settlement in `tx` at `close`, dated `at` (settleAllIn); false: settled already. */
export async function settleIn(tx: Tx, notify: Notify, o: SecondContractOrder, close: Dec, at: Date): Promise<boolean> {
  return (await settleAllIn(tx, notify, [{ o, close }], at)) === 1;
}

/**
 * Settles every running order whose expiry has passed (optionally one user's); returns how many.
 * The due orders with a price at their expiry settle SETTLE_TOGETHER to a transaction
 * (settleAllIn); `goOn` runs between two (the job's pass pauses there, jobs/between-batches.ts:
 * 1,000 orders expiring together held the loop 1.2 s without pauses); false ends the pass (a
 * scenario load or restore: it runs the job itself afterwards). A caller's own orders settle
 * without pausing.
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
    const closings: Closing[] = [];
    for (const o of due) {
      const close = deps.feed.priceAt(symbolCode(o.symbol), o.settleAt);
      if (close) closings.push({ o, close: new D(close) });
    }
    let progressed = 0;
    for (let from = 0; from < closings.length; from += SETTLE_TOGETHER) {
      progressed += await deps.db.$transaction((tx) => settleAllIn(tx, deps.notify, closings.slice(from, from + SETTLE_TOGETHER), now));
      if (!(await goOn())) return settled + progressed;
    }
    settled += progressed;
    if (due.length < 200 || progressed === 0) return settled;
  }
}
