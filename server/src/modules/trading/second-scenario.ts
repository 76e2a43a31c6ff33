import type { SecondContractOrder, Tx } from '@sandbox/prisma';
import { badRequest, conflict } from '../../errors.ts';
import { notifyAt } from '../content/index.ts';
import { D } from './margin-math.ts';
import { atIndex } from './position-open-scenario.ts';
import { checkPurchase, writePurchase } from './second-buy.ts';
import { settleIn } from './second-settle.ts';
import type { SecondDeps } from './second-support.ts';

/** A second-contract order a scenario file makes: staked from spot at `openedAt`, for one of the offered periods. */
export interface ScenarioSecondOrder {
  userId: string;
  symbol: string;
  /** Seconds: the offered period of that length. */
  period: number;
  direction: 1 | 2;
  amount: string;
  openedAt: Date;
}

/** A step of the orders' history in time: a purchase or a settlement. */
interface Step {
  at: Date;
  index: number;
  run: (tx: Tx) => Promise<unknown>;
}

/**
 * A scenario file's second-contract orders (the QA API only; no product call reaches it), made
 * in one transaction: each bought as buySecond buys (the symbol's and the period's rules, the
 * stake from spot through the ledger) at the price of its `openedAt`, and each whose period has
 * ended by the clock settled as the settlement job settles one on time: at the price of its end,
 * dated then, its notice too. Purchases and settlements run in time order (a settlement before a
 * purchase of the same instant), so a payout is there for a later stake. A refused order throws
 * with its `index` in the list, and none is made.
 */
export async function openScenarioSeconds(deps: SecondDeps, orders: readonly ScenarioSecondOrder[]): Promise<void> {
  const now = deps.clock.now();
  const purchases: Step[] = [];
  const settlements: Step[] = [];
  for (const [index, order] of orders.entries()) {
    const { purchase, open, settleAt, close } = await atIndex(index, () => scenarioTerms(deps, order, now));
    let row: SecondContractOrder;
    purchases.push({ at: order.openedAt, index, run: async (tx) => (row = await writePurchase(tx, order.userId, 'spot', purchase, open, order.openedAt)) });
    if (close) settlements.push({ at: settleAt, index, run: (tx) => settleIn(tx, notifyAt(settleAt), row, close, settleAt) });
  }
  // Stable: at one instant the settlements, listed first, run first.
  const steps = [...settlements, ...purchases].sort((a, b) => a.at.getTime() - b.at.getTime());
  await deps.db.$transaction(
    async (tx) => {
      for (const step of steps) await atIndex(step.index, () => step.run(tx));
    },
    { timeout: 60_000 },
  );
}

/**
 * The order's purchase by its period's length, checked by the purchase's own rules, the price it
 * opens at and, when its period has ended by `now`, the price it settles at (an end the market has
 * no price of yet is the settlement job's, as any order's).
 */
async function scenarioTerms(deps: SecondDeps, order: ScenarioSecondOrder, now: Date) {
  const set = await deps.db.secondContractSetting.findUnique({ where: { period: order.period }, select: { id: true } });
  if (!set) throw badRequest('trade.secondSetNotFound');
  const purchase = await checkPurchase(deps, { symbol: order.symbol, setId: set.id, direction: order.direction, amount: order.amount });
  const code = purchase.rules.code;
  const open = deps.feed.priceAt(code, secondOf(order.openedAt));
  if (!open) throw conflict('trade.noPrice', { symbol: code });
  const settleAt = new Date(order.openedAt.getTime() + purchase.set.period * 1000);
  const close = settleAt <= now ? deps.feed.priceAt(code, secondOf(settleAt)) : undefined;
  return { purchase, open: new D(open), settleAt, close: close && new D(close) };
}

/**
 * The start of the second holding `at`: the market prices by the second, so an instant's price is
 * its second's, which the market has once that second began (the current one's is the mark).
 */
const secondOf = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);
