import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createCompetitionService, type AfterMoneyMove, type CompetitionTrading } from './service.ts';

export type CompetitionModule = ReturnType<typeof createCompetitionModule>;

/**
 * The competition service. `trading` is the trade engine (the price feed and the positions
 * service) the entries' accounts trade through; `afterMoneyMove` re-evaluates a VIP level.
 */
export function createCompetitionModule(deps: { db: PrismaClient; clock: Clock; afterMoneyMove: AfterMoneyMove; trading: CompetitionTrading }) {
  return { competitions: createCompetitionService(deps) };
}
