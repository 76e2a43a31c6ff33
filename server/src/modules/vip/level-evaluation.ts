import { newId, sqlOf, type PrismaClient, type VipLevel } from '@sandbox/prisma';
import Decimal from 'decimal.js';
import type { Clock } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { levelFor } from './levels.ts';
import { insertUpgradeBonus } from './queries.ts';

/** Total assets of a user in USDT: the asset centre's own figure (finance), handed in by the wiring. */
export type TotalAssetsOf = (userId: string) => Promise<string>;

/** One evaluation's outcome: the level held now and the upgrade bonuses it granted. */
export interface Evaluation {
  level: number;
  totalAssets: string;
  changed: boolean;
  bonuses: number;
}

/**
 * The evaluation of one user's level (level-service.ts says when it runs): the level its total
 * assets hold, written with the upgrade bonus of every level passed above `vipMaxLevel`.
 */
export function createLevelEvaluation(deps: { db: PrismaClient; clock: Clock; totalAssetsOf: TotalAssetsOf }) {
  const { db, clock } = deps;
  const loadLevels = (): Promise<VipLevel[]> => db.vipLevel.findMany({ orderBy: { level: 'asc' } });

  async function evaluate(userId: string, known?: VipLevel[]): Promise<Evaluation> {
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
        granted += await insertUpgradeBonus(sql, { id: newId(), userId, level: l.level, amount: l.upgradeBonus, at: now });
      }
      return granted;
    });
    return { level, totalAssets, changed: true, bonuses };
  }

  return { loadLevels, evaluate };
}
