import { newId, sqlOf, type PrismaClient, type Tx, type VipLevel } from '@sandbox/prisma';
import Decimal from 'decimal.js';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import type { GoOn } from '../../jobs/between-batches.ts';
import { levelFor } from './levels.ts';
import { insertUpgradeBonus, moveLevel, type SweptUser } from './queries.ts';

/** Total assets in USDT of each of the users: the asset centre's own figure (finance), handed in by the wiring. */
export type TotalAssetsOf = (userIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** The level columns of a user as read before an evaluation (its write is guarded by them). */
type LevelHeld = Pick<SweptUser, 'vipLevel' | 'vipMaxLevel'>;

/**
 * Users whose level moves that a sweep writes in one transaction: a commit per user cost the sweep
 * over 100,000 users most of its time, and a transaction holds the loop, so not many more.
 */
const WRITES_TOGETHER = 10;

/** One evaluation's outcome: the level held now and the upgrade bonuses it granted. */
export interface Evaluation {
  level: number;
  totalAssets: string;
  changed: boolean;
  bonuses: number;
}

/**
 * The evaluation of a user's level (level-service.ts says when it runs): the level its total
 * assets hold, written with the upgrade bonus of every level passed above `vipMaxLevel`. The
 * sweep evaluates users in batches (evaluateMany: the reads of a batch at once, then each user's
 * write as evaluate makes it).
 */
export function createLevelEvaluation(deps: { db: PrismaClient; clock: Clock; totalAssetsOf: TotalAssetsOf; writesTogether?: number }) {
  const { db, clock } = deps;
  const writesTogether = deps.writesTogether ?? WRITES_TOGETHER;
  const loadLevels = (): Promise<VipLevel[]> => db.vipLevel.findMany({ orderBy: { level: 'asc' } });

  async function evaluate(userId: string, known?: VipLevel[]): Promise<Evaluation> {
    const [user, totals, levels] = await Promise.all([
      db.user.findUnique({ where: { id: userId }, select: { vipLevel: true, vipMaxLevel: true } }),
      deps.totalAssetsOf([userId]),
      known ?? loadLevels(),
    ]);
    if (!user) throw notFound('request.notFound');
    return settle(userId, user, totals.get(userId)!, levels);
  }

  /**
   * evaluate for each of `users` (read with their level columns: the sweep's batch), in their
   * order: one read of their assets, then the users whose level moves written `writesTogether` to
   * a transaction (the tests' handle; default WRITES_TOGETHER), `goOn` after the read and after
   * each transaction (the sweep's pause: jobs/between-batches.ts; a write is guarded by the level
   * columns read, so an evaluation that ran meanwhile wins). Answers fewer evaluations than users
   * when `goOn` said stop.
   */
  async function evaluateMany(users: readonly SweptUser[], levels: VipLevel[], goOn?: GoOn): Promise<Evaluation[]> {
    const totals = await deps.totalAssetsOf(users.map((u) => u.id));
    // The reads are a step of their own: the writes come after a pause.
    if (goOn && !(await goOn())) return [];
    const evaluations: Evaluation[] = [];
    let moves: Move[] = [];
    const writeMoves = async () => {
      const granted = await db.$transaction(async (tx) => {
        const bonuses: number[] = [];
        for (const move of moves) bonuses.push(await writeLevel(tx, move, levels, clock.now()));
        return bonuses;
      });
      moves.forEach((move, i) => (evaluations[move.index]!.bonuses = granted[i]!));
      moves = [];
      return !goOn || (await goOn());
    };
    for (const user of users) {
      const evaluation = evaluationOf(user, totals.get(user.id)!, levels);
      if (evaluation.changed) moves.push({ index: evaluations.length, userId: user.id, held: user, level: evaluation.level });
      evaluations.push(evaluation);
      if (moves.length === writesTogether && !(await writeMoves())) return evaluations;
    }
    if (moves.length > 0) await writeMoves();
    else await goOn?.();
    return evaluations;
  }

  /** The level `totalAssets` holds, written (with its upgrade bonuses) when it is not what `user` was read with. */
  async function settle(userId: string, user: LevelHeld, totalAssets: string, levels: VipLevel[]): Promise<Evaluation> {
    const evaluation = evaluationOf(user, totalAssets, levels);
    if (!evaluation.changed) return evaluation;
    const now = clock.now();
    const bonuses = await db.$transaction((tx) => writeLevel(tx, { index: 0, userId, held: user, level: evaluation.level }, levels, now));
    return { ...evaluation, bonuses };
  }

  return { loadLevels, evaluate, evaluateMany };
}

/** A level to write: the user's, as read (the write's guard), and where they stand in the batch. */
interface Move {
  index: number;
  userId: string;
  held: LevelHeld;
  level: number;
}

/** The level `totalAssets` holds, and whether it moves from what `user` holds (a write is due). */
function evaluationOf(user: LevelHeld, totalAssets: string, levels: VipLevel[]): Evaluation {
  const level = levelFor(totalAssets, levels);
  const changed = level !== user.vipLevel || level > user.vipMaxLevel;
  return { level, totalAssets, changed, bonuses: 0 };
}

/**
 * Writes the move's level, guarded by what was read (a concurrent evaluation that got there first
 * wins, this one writes nothing), with the upgrade bonus of every level passed above the highest
 * held; answers the bonuses granted.
 */
async function writeLevel(tx: Tx, { userId, held, level }: Move, levels: VipLevel[], now: Date): Promise<number> {
  const sql = sqlOf(tx);
  if ((await moveLevel(sql, { userId, held, level, at: now })) !== 1) return 0;
  let granted = 0;
  for (const l of levels) {
    if (l.level <= held.vipMaxLevel || l.level > level || new Decimal(l.upgradeBonus).lte(0)) continue;
    granted += await insertUpgradeBonus(sql, { id: newId(), userId, level: l.level, amount: l.upgradeBonus, at: now });
  }
  return granted;
}
