import type { Language } from '@sandbox/shared';
import type { PageQuery } from '../paging.ts';
import { createLiveBoards } from './board.ts';
import type { CompetitionContext, CompetitionDeps } from './context.ts';
import { exit, join } from './entries.ts';
import { endDue, open, refreshRunning, startDue, type OpenInput } from './lifecycle.ts';
import { detail, list, listMy } from './reads.ts';

export type { AfterMoneyMove, CompetitionTrading } from './context.ts';
export { rewardsTotal } from './lifecycle.ts';

export type CompetitionService = ReturnType<typeof createCompetitionService>;

/**
 * Prize competitions (bisai, bisaiDetail, bisaiMycansai). Joining debits the entry amount
 * from spot (COMPETITION_ENTRY_FEE, shown as competition-frozen assets while the entry
 * takes part); exiting early (status -3) or the end returns it (COMPETITION_RELEASE), and
 * the end pays the rewards of the rank ranges (COMPETITION_REWARD), each in the transaction
 * that flips the status, so a second pass or a second request changes nothing.
 *
 * The parts: entries.ts (join, exit), reads.ts (list, detail, my entries), board.ts (the live
 * rankings), lifecycle.ts (open, start, refresh, end with rewards), queries.ts (the plain SQL).
 */
export function createCompetitionService(deps: CompetitionDeps) {
  const { db, clock, trading } = deps;
  const markOf = (symbol: string) => trading.feed.markPrice(symbol);
  const ctx: CompetitionContext = {
    db,
    clock,
    trading,
    boards: createLiveBoards(db, markOf, deps.pauses),
    markOf,
    moved: async (userId) => {
      // A level re-evaluation that fails waits for the sweep: the move itself stands.
      await deps.afterMoneyMove(userId).catch(() => undefined);
    },
  };

  return {
    list: (q: PageQuery & { status?: number | undefined }, userId: string | undefined, lang?: Language) => list(ctx, q, userId, lang),
    detail: (id: string, userId: string | undefined, lang?: Language) => detail(ctx, id, userId, lang),
    join: (userId: string, id: string) => join(ctx, userId, id),
    exit: (userId: string, id: string) => exit(ctx, userId, id),
    listMy: (userId: string, q: PageQuery, lang?: Language) => listMy(ctx, userId, q, lang),
    open: (input: OpenInput) => open(ctx, input),
    startDue: () => startDue(ctx),
    refreshRanking: (id: string, store = true) => ctx.boards.refresh(id, store),
    refreshRunning: (opts: { store?: boolean } = {}) => refreshRunning(ctx, opts),
    endDue: () => endDue(ctx),
  };
}
