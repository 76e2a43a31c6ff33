import { newId, onTransactionEnd, sqlOf, type PrismaClient, type Tx } from '@sandbox/prisma';
import { REWARD_TYPE } from '@sandbox/shared';
import Decimal from 'decimal.js';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { benefitsOf, levelFor } from './levels.ts';

export type LevelService = ReturnType<typeof createLevelService>;

/** Total assets of a user in USDT: the asset centre's own figure (finance), handed in by the wiring. */
export type TotalAssetsOf = (userId: string) => Promise<string>;

export interface SweepResult {
  users: number;
  changed: number;
  bonuses: number;
}

const SWEEP_BATCH = 500;

// Once per user and level, ever: the unique (userId, type, periodKey) holds even if vipMaxLevel were reset.
const INSERT_BONUS =
  'INSERT INTO "VipReward" ("id", "userId", "type", "level", "periodKey", "currency", "amount", "createdAt") ' +
  "VALUES (?, ?, ?, ?, ?, 'USDT', ?, ?) ON CONFLICT (\"userId\", \"type\", \"periodKey\") DO NOTHING";

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
  const { db, clock } = deps;
  const loadLevels = () => db.vipLevel.findMany({ orderBy: { level: 'asc' } });
  let pending: Promise<unknown> = Promise.resolve();

  async function evaluate(userId: string, known?: Awaited<ReturnType<typeof loadLevels>>): Promise<{ level: number; totalAssets: string; changed: boolean; bonuses: number }> {
    const [user, totalAssets, levels] = await Promise.all([
      db.user.findUnique({ where: { id: userId }, select: { vipLevel: true, vipMaxLevel: true } }),
      deps.totalAssetsOf(userId),
      known ?? loadLevels(),
    ]);
    if (!user) throw notFound('request.notFound');
    const level = levelFor(totalAssets, levels);
    if (level === user.vipLevel && level <= user.vipMaxLevel) return { level, totalAssets, changed: false, bonuses: 0 };
    const now = clock.now();
    const bonuses = await db.$transaction(async (tx) => {
      // Guarded by what was read: a concurrent evaluation that got there first wins, this one writes nothing.
      const moved = await tx.user.updateMany({
        where: { id: userId, vipLevel: user.vipLevel, vipMaxLevel: user.vipMaxLevel },
        data: { vipLevel: level, vipMaxLevel: Math.max(level, user.vipMaxLevel) },
      });
      if (moved.count !== 1) return 0;
      let granted = 0;
      const sql = sqlOf(tx);
      for (const l of levels) {
        if (l.level <= user.vipMaxLevel || l.level > level || new Decimal(l.upgradeBonus).lte(0)) continue;
        granted += await sql.run(INSERT_BONUS, [newId(), userId, REWARD_TYPE.UPGRADE_BONUS, l.level, `level-${l.level}`, l.upgradeBonus, now]);
      }
      return granted;
    });
    return { level, totalAssets, changed: true, bonuses };
  }

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
      const levels = await loadLevels();
      const result: SweepResult = { users: 0, changed: 0, bonuses: 0 };
      let after = '';
      for (;;) {
        const batch = await db.user.findMany({
          where: { id: { gt: after }, OR: [{ vipLevel: { gt: 0 } }, { balances: { some: {} } }] },
          select: { id: true },
          orderBy: { id: 'asc' },
          take: SWEEP_BATCH,
        });
        for (const u of batch) {
          const r = await evaluate(u.id, levels);
          result.users += 1;
          if (r.changed) result.changed += 1;
          result.bonuses += r.bonuses;
        }
        if (batch.length < SWEEP_BATCH) return result;
        after = batch[batch.length - 1]!.id;
      }
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
