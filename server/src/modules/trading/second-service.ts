import { aThirdOfTheLoop, passOver } from '../../jobs/between-batches.ts';
import type { TradeAccountCode } from './accounts.ts';
import { buySecond, type SecondBuyInput } from './second-buy.ts';
import { listSecondOrders, listSecondSets, secondHead, type SecondListQuery } from './second-reads.ts';
import { openScenarioSeconds, type ScenarioSecondOrder } from './second-scenario.ts';
import { settleDue } from './second-settle.ts';
import type { SecondDeps } from './second-support.ts';

export type SecondService = ReturnType<typeof createSecondService>;

/**
 * Second (short-term) contracts: the stake leaves at purchase; settlement at
 * settleAt reads the simulated price of that exact instant (priceAt), so a
 * late run (downtime) settles exactly as an on-time one. Settling is a
 * conditional RUNNING -> SETTLED update: it happens once.
 *
 * The parts: second-buy.ts (purchase), second-settle.ts (outcome and settlement),
 * second-reads.ts (periods, head, history), second-support.ts (statuses and wire views),
 * second-scenario.ts (a scenario file's orders, bought and settled at their instants).
 */
export function createSecondService(deps: SecondDeps) {
  return {
    settleDue: (filter: { userId?: string } = {}) => settleDue(deps, filter),
    /** The settlement job's pass: every due order, pausing between two (settleDue). */
    settlePass: () => settleDue(deps, {}, passOver(deps.db, deps.pauses ?? aThirdOfTheLoop)),
    listSets: (symbol?: string) => listSecondSets(deps, symbol),
    buy: (userId: string, input: SecondBuyInput) => buySecond(deps, userId, input),
    head: (userId: string, symbol?: string, accountType?: TradeAccountCode) => secondHead(deps, userId, symbol, accountType),
    list: (userId: string, q: SecondListQuery) => listSecondOrders(deps, userId, q),
    openScenarioOrders: (orders: readonly ScenarioSecondOrder[]) => openScenarioSeconds(deps, orders),
  };
}
