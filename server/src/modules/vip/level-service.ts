import { onTransactionEnd, readerOf, type PrismaClient, type Tx, type VipLevel } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { aThirdOfTheLoop, passOver, type GoOn, type PassPauses } from '../../jobs/between-batches.ts';
import { createLevelEvaluation, type Evaluation, type TotalAssetsOf } from './level-evaluation.ts';
import { benefitsOf } from './levels.ts';
import { sweepBatch, type SweptUser } from './queries.ts';

export type LevelService = ReturnType<typeof createLevelService>;

export interface SweepResult {
  users: number;
  changed: number;
  bonuses: number;
}

/**
 * Users a sweep reads together: their level columns and assets are one step between two pauses,
 * which at 500 took 10-100 ms of CPU (beside the bench's 100,000 users) and at 100 a fifth of it.
 */
const SWEEP_BATCH = 100;

/**
 * VIP levels (SPEC section 6): the level is the highest whose minAssets the user's
 * total assets reach, up and down. Evaluated when the user opens the level page or
 * the welfare centre, after a deposit is approved, after a claim or a competition
 * move, and by the periodic sweep (jobs.ts) for price moves. Reaching a level
 * above `vipMaxLevel` grants the upgrade bonus of every level passed on the way
 * (0 -> 3 grants 1, 2 and 3), each once ever (periodKey "level-N"): a downgrade and a
 * new upgrade grant nothing. Bonuses wait in the welfare centre to be claimed. The sweep
 * pauses after each transaction of its writes (`pauses`, by default aThirdOfTheLoop: the calls that come in
 * meanwhile run; the tests' handle) and ends there when a scenario load or snapshot restore
 * replaced the database meanwhile (its levels and reads are of the state before).
 */
export function createLevelService(deps: { db: PrismaClient; clock: Clock; totalAssetsOf: TotalAssetsOf; pauses?: PassPauses; writesTogether?: number }) {
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
    async sweep(): Promise<SweepResult> {
      const pause = passOver(deps.db, deps.pauses ?? aThirdOfTheLoop);
      let stopped = false;
      const goOn = async () => !(stopped ||= !(await pause()));
      return sweepLevels(deps.db, await loadLevels(), evaluateMany, goOn, () => stopped);
    },

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

/** The sweep's walk over the users, SWEEP_BATCH at a time in id order, each batch evaluated together (`goOn` after each transaction of its writes). */
async function sweepLevels(
  db: PrismaClient,
  levels: VipLevel[],
  evaluateMany: (users: readonly SweptUser[], known: VipLevel[], goOn: GoOn) => Promise<Evaluation[]>,
  goOn: GoOn,
  stopped: () => boolean,
): Promise<SweepResult> {
  const result: SweepResult = { users: 0, changed: 0, bonuses: 0 };
  const reader = readerOf(db);
  let after = '';
  for (;;) {
    const batch = await sweepBatch(reader, after, SWEEP_BATCH);
    const evaluations = await evaluateMany(batch, levels, goOn);
    for (const r of evaluations) {
      result.users += 1;
      if (r.changed) result.changed += 1;
      result.bonuses += r.bonuses;
    }
    // The database was replaced during a pause: what is left is the new state's, which its load's own pass sweeps.
    if (batch.length < SWEEP_BATCH || stopped()) return result;
    after = batch[batch.length - 1]!.id;
  }
}
