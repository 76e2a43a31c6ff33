import { onTransactionEnd, type PrismaClient, type Tx, type VipLevel } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createLevelEvaluation, type Evaluation, type TotalAssetsOf } from './level-evaluation.ts';
import { benefitsOf } from './levels.ts';

export type LevelService = ReturnType<typeof createLevelService>;

export interface SweepResult {
  users: number;
  changed: number;
  bonuses: number;
}

const SWEEP_BATCH = 500;

/**
 * VIP levels (SPEC section 6): the level is the highest whose minAssets the user's
 * total assets reach, up and down. Evaluated when the user opens the level page or
 * the welfare centre, after a deposit is approved, after a claim or a competition
 * move, and by the periodic sweep (jobs.ts) for price moves. Reaching a level
 * above `vipMaxLevel` grants the upgrade bonus of every level passed on the way
 * (0 -> 3 grants 1, 2 and 3), each once ever (periodKey "level-N"): a downgrade and a
 * new upgrade grant nothing. Bonuses wait in the welfare centre to be claimed.
 */
export function createLevelService(deps: { db: PrismaClient; clock: Clock; totalAssetsOf: TotalAssetsOf }) {
  const { loadLevels, evaluate, evaluateMany } = createLevelEvaluation(deps);
  let pending: Promise<unknown> = Promise.resolve();

  return {
    evaluate,

    /** After the caller's transaction commits, re-evaluates the user (a deposit approval); failures wait for the sweep. */
    afterCommit(tx: Tx, userId: string): void {
      onTransactionEnd(tx, (committed) => {
        if (committed) pending = pending.then(() => evaluate(userId)).catch(() => undefined);
      });
    },

    /** Resolves when every evaluation queued by afterCommit so far has ended (tests, shutdown). */
    idle: (): Promise<unknown> => pending,

    /** Every user who holds a balance row or a level above 0 (the others have nothing to value), in id batches. */
    sweep: async (): Promise<SweepResult> => sweepLevels(deps.db, await loadLevels(), evaluateMany),

    /** user.levelList: the table of levels and where the caller stands, evaluated now. */
    async list(userId: string) {
      const levels = await loadLevels();
      const me = await evaluate(userId, levels);
      const next = levels.find((l) => l.level === me.level + 1);
      return {
        currentLevel: me.level,
        totalAssets: me.totalAssets,
        nextLevelAssets: next ? next.minAssets : null,
        levels: levels.map((l) => ({
          level: l.level,
          name: l.name,
          minTotalAssets: l.minAssets,
          weeklyRedEnvelope: l.weeklyRedEnvelope,
          upgradeBonus: l.upgradeBonus,
          benefits: benefitsOf(l.benefits),
        })),
      };
    },
  };
}

/** The sweep's walk over the users, SWEEP_BATCH at a time in id order, each batch evaluated together. */
async function sweepLevels(db: PrismaClient, levels: VipLevel[], evaluateMany: (userIds: readonly string[], known: VipLevel[]) => Promise<Evaluation[]>): Promise<SweepResult> {
  const result: SweepResult = { users: 0, changed: 0, bonuses: 0 };
  let after = '';
  for (;;) {
    const batch = await db.user.findMany({
      where: { id: { gt: after }, OR: [{ vipLevel: { gt: 0 } }, { balances: { some: {} } }] },
      select: { id: true },
      orderBy: { id: 'asc' },
      take: SWEEP_BATCH,
    });
    for (const r of await evaluateMany(batch.map((u) => u.id), levels)) {
      result.users += 1;
      if (r.changed) result.changed += 1;
      result.bonuses += r.bonuses;
    }
    if (batch.length < SWEEP_BATCH) return result;
    after = batch[batch.length - 1]!.id;
  }
}
