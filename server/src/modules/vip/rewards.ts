import { REWARD_STATE, REWARD_TYPE, toRegionTime } from '@sandbox/shared';
import type { RewardRow } from './queries.ts';

/** A weekly red envelope can be claimed for 30 days from its Monday; bonuses and referral rewards never expire. */
export const ENVELOPE_CLAIM_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

type RewardState = (typeof REWARD_STATE)[keyof typeof REWARD_STATE];
export type RewardType = (typeof REWARD_TYPE)[keyof typeof REWARD_TYPE];

/** When a reward created at `createdAt` can no longer be claimed (null: never). */
export const expiresAtOf = (type: number, createdAt: Date): Date | null =>
  type === REWARD_TYPE.WEEKLY_RED_ENVELOPE ? new Date(createdAt.getTime() + ENVELOPE_CLAIM_DAYS * DAY_MS) : null;

/** The instant at or before which a red envelope created then has expired, at `now`. */
export const expiredAtOrBefore = (now: Date): Date => new Date(now.getTime() - ENVELOPE_CLAIM_DAYS * DAY_MS);

/** A reward as the welfare calls answer it. */
export function rewardToWire(r: RewardRow) {
  const createdAt = new Date(r.createdAt);
  const expiresAt = expiresAtOf(r.type, createdAt);
  return {
    id: r.id,
    type: r.type as RewardType,
    level: r.level,
    period: r.type === REWARD_TYPE.WEEKLY_RED_ENVELOPE ? r.periodKey.slice('week-'.length) : r.periodKey,
    currency: r.currency,
    amount: r.amount,
    state: r.state as RewardState,
    createdAt: toRegionTime(createdAt),
    claimedAt: r.claimedAt ? toRegionTime(new Date(r.claimedAt)) : null,
    expiresAt: expiresAt ? toRegionTime(expiresAt) : null,
  };
}
