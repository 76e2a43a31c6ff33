import type { CompetitionDeps } from './context.ts';
import { createCompetitionService } from './service.ts';

export type CompetitionModule = ReturnType<typeof createCompetitionModule>;

/**
 * The competition service. `trading` is the trade engine (the price feed and the positions
 * service) the entries' accounts trade through; `afterMoneyMove` re-evaluates a VIP level.
 */
export function createCompetitionModule(deps: CompetitionDeps) {
  return { competitions: createCompetitionService(deps) };
}
