import type { PrismaClient, Tx } from '@sandbox/prisma';
import { Dec } from '@sandbox/shared/decimal';
import { SECOND_DIRECTION } from '@sandbox/shared';
import { instantOf, type ScenarioFileInput, type ScenarioSecondOrder } from '@sandbox/shared/scenario-file';
import type { TradingModule } from '@sandbox/server/modules/trading';
import { symbolCode } from '@sandbox/server/modules/trading';
import { atEntry, compare, type SpotEffect, type UserNames, unknownUser } from './support.ts';

/*
 * The file's second-contract orders (docs/scenarios.md "Second-contract orders"): each bought
 * through the trading module's own purchase at its openedAt, at the market price then, once the
 * market has loaded; one whose period has ended by the clock settled by the module's own
 * settlement at its end, at the market price then. Exported as the users' orders on spot,
 * running or settled.
 */

type ExportedSecondOrder = NonNullable<ScenarioFileInput['secondOrders']>[number];

/** What the file alone tells: each order's user is a user of the file. */
export function secondOrderProblems(orders: readonly ScenarioSecondOrder[], named: UserNames): string[] {
  return orders.flatMap((order, i) => unknownUser(`secondOrders[${i}].user`, order.user, named));
}

/**
 * The orders against the sandbox's catalogue, before anything is written (every problem with its
 * place): the symbol trades second contracts, the period is offered, the order opened by the
 * clock. `since`: the first order's opening (or the clock), before which the users' balances are
 * granted. The purchase's own rules (the stake within the period's limits, the spot balance)
 * refuse when the orders are made (openSecondOrders), named by their place.
 */
export async function planSecondOrders(tx: Tx, orders: readonly ScenarioSecondOrder[], now: Date) {
  if (orders.length === 0) return { problems: [], since: now };
  const symbols = (await tx.tradingSymbol.findMany({ where: { enabled: true, secondEnabled: true }, orderBy: [{ sort: 'asc' }, { symbol: 'asc' }] })).map((s) => symbolCode(s.symbol));
  const periods = (await tx.secondContractSetting.findMany({ where: { enabled: true }, orderBy: { period: 'asc' } })).map((s) => s.period);
  const problems = orders.flatMap((order, i) => {
    const place = `secondOrders[${i}]`;
    const opened = openedAtOf(order, now);
    return [
      ...(symbols.includes(order.symbol) ? [] : [`${place}.symbol: no symbol with second contracts named ${order.symbol} (known: ${symbols.join(', ') || 'none'})`]),
      ...(periods.includes(order.period) ? [] : [`${place}.period: no period of ${order.period} s (known: ${periods.join(', ') || 'none'})`]),
      ...(opened > now ? [`${place}.openedAt: ${order.openedAt} is after the clock (${now.toISOString()}): an order is bought by then`] : []),
    ];
  });
  return { problems, since: new Date(Math.min(now.getTime(), ...orders.map((o) => openedAtOf(o, now).getTime()))) };
}

/** When the order was bought: its openedAt, or the clock. */
const openedAtOf = (order: ScenarioSecondOrder, now: Date) => instantOf(order.openedAt, now);

/** The orders bought (and the ended ones settled) through the trading module, in one transaction, once the market has loaded; `now`: the clock. */
export async function openSecondOrders(trading: TradingModule, orders: readonly ScenarioSecondOrder[], userIdOf: (account: string) => string, now: Date) {
  if (orders.length === 0) return;
  const made = orders.map((order) => ({
    userId: userIdOf(order.user),
    symbol: order.symbol,
    period: order.period,
    direction: order.direction === 'up' ? SECOND_DIRECTION.UP : SECOND_DIRECTION.DOWN,
    amount: order.stake,
    openedAt: openedAtOf(order, now),
  }));
  await atEntry('secondOrders', () => trading.second.openScenarioOrders(made));
}

/**
 * The users' (`mine`) orders on spot, running or settled, in a fixed order; and what loading each
 * does to spot, which the export counts back: its stake taken and, once settled, what it paid
 * (stake and profit, nothing for a loss). Loading settles it again at the same market price.
 */
export async function exportSecondOrders(db: PrismaClient, mine: { userId?: { in: string[] } }, accountOf: ReadonlyMap<string, string>) {
  const rows = await db.secondContractOrder.findMany({ where: { ...mine, account: 'spot' } });
  const orders: ExportedSecondOrder[] = rows
    .map((o) => ({
      user: accountOf.get(o.userId)!,
      symbol: symbolCode(o.symbol),
      direction: o.direction === SECOND_DIRECTION.DOWN ? ('down' as const) : ('up' as const),
      period: o.period,
      stake: o.amount,
      openedAt: o.openedAt.toISOString(),
    }))
    .sort((a, b) => compare(orderKey(a), orderKey(b)));
  const effects: SpotEffect[] = rows.map((o) => {
    const paid = o.result === -1 || o.profit === null ? new Dec(0) : new Dec(o.amount).plus(o.profit);
    return { userId: o.userId, currency: o.currency, amount: paid.minus(o.amount) };
  });
  return { orders, effects };
}

const orderKey = (o: ExportedSecondOrder) => [o.user, o.openedAt, o.symbol, o.period, o.direction, o.stake].join('|');
