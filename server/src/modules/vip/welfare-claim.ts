import type { PrismaClient } from '@sandbox/prisma';
import { REWARD_STATE, REWARD_TYPE, toRegionTime } from '@sandbox/shared';
import type { Clock } from '../../clock.ts';
import { conflict, notFound } from '../../errors.ts';
import { credit } from '../../ledger/index.ts';
import { BalanceLogType } from '../../ledger/types.ts';
import { NOTICE_KIND, type Notify } from '../content/index.ts';
import type { LevelService } from './level-service.ts';
import { expiresAtOf, rewardToWire, type RewardType } from './rewards.ts';

const LEDGER_TYPE: Record<RewardType, BalanceLogType> = {
  [REWARD_TYPE.WEEKLY_RED_ENVELOPE]: BalanceLogType.VIP_WEEKLY_RED_ENVELOPE,
  [REWARD_TYPE.UPGRADE_BONUS]: BalanceLogType.VIP_UPGRADE_BONUS,
  [REWARD_TYPE.REFERRAL_COMMISSION]: BalanceLogType.REFERRAL_COMMISSION,
};

/**
 * The welfare centre's claim (ext.welfareClaim): one reward credited to spot once. The check
 * for an existing ledger row and the credit run in one transaction, and transactions run one at
 * a time on the writer, so two claims at the same instant pay once (the second sees the first's
 * row: 409).
 */
export function createRewardClaim(deps: { db: PrismaClient; clock: Clock; levels: LevelService; notify: Notify }) {
  const { db, clock } = deps;
  return async function claim(userId: string, id: string) {
    const now = clock.now();
    const row = await db.$transaction(async (tx) => {
      const reward = await tx.vipReward.findFirst({ where: { id, userId } });
      if (!reward) throw notFound('welfare.notFound');
      const claimed = await tx.balanceLog.findFirst({ where: { refType: 'VipReward', refId: reward.id }, select: { id: true } });
      if (claimed) throw conflict('welfare.claimed');
      const expiresAt = expiresAtOf(reward.type, reward.createdAt);
      if (expiresAt && expiresAt <= now) throw conflict('welfare.expired', { expiresAt: toRegionTime(expiresAt) });
      await credit(tx, {
        userId,
        account: 'spot',
        currency: reward.currency,
        amount: reward.amount,
        type: LEDGER_TYPE[reward.type as RewardType],
        refType: 'VipReward',
        refId: reward.id,
        remark: reward.periodKey,
        at: now,
      });
      await deps.notify(tx, { userId, kind: NOTICE_KIND.REWARD_RECEIVED, refId: reward.id, params: { amount: reward.amount, currency: reward.currency } });
      return reward;
    });
    // The credit may lift the level; a failure here waits for the sweep, the claim stands.
    await deps.levels.evaluate(userId).catch(() => undefined);
    return rewardToWire({
      ...row,
      createdAt: row.createdAt.toISOString(),
      claimedAt: now.toISOString(),
      state: REWARD_STATE.RECEIVED,
    });
  };
}
