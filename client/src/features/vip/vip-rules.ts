import { toDecimal, truncate } from '@sandbox/shared/format';
import { REWARD_STATE, REWARD_TYPE, type LevelList } from '../../api/marketing.ts';

/**
 * The level page's and welfare centre's rules, pure for tests (docs/domains/community.md,
 * "Community screens").
 */

const dec = (value: string | number) => toDecimal(value) ?? (toDecimal(0) as NonNullable<ReturnType<typeof toDecimal>>);

export interface LevelProgress {
  /** Percent of the way from the current level's threshold to the next one's, 2 decimals truncated, 0..100. */
  percent: string;
  /** USDT still missing for the next level, 2 decimals truncated; null at the top level. */
  missing: string | null;
  nextLevel: number | null;
}

/**
 * Where the caller stands between their level's threshold and the next: progress counts from the
 * current threshold (not from zero), so a fresh level starts at 0 %. At the top level: 100 %.
 */
export function levelProgress(data: Pick<LevelList, 'currentLevel' | 'totalAssets' | 'nextLevelAssets' | 'levels'>): LevelProgress {
  if (data.nextLevelAssets === null) return { percent: '100', missing: null, nextLevel: null };
  const total = dec(data.totalAssets);
  const next = dec(data.nextLevelAssets);
  const from = dec(data.levels.find((l) => l.level === data.currentLevel)?.minTotalAssets ?? '0');
  const span = next.minus(from);
  const done = span.lte(0) ? dec(100) : total.minus(from).div(span).times(100);
  const clamped = done.lt(0) ? dec(0) : done.gt(100) ? dec(100) : done;
  const missing = next.minus(total);
  return { percent: truncate(clamped, 2), missing: truncate(missing.lt(0) ? 0 : missing, 2), nextLevel: data.currentLevel + 1 };
}

/** Translation key of a reward type (welfare.types.<key>). */
export function rewardTypeKey(type: number): 'envelope' | 'bonus' | 'referral' {
  return type === REWARD_TYPE.WEEKLY_RED_ENVELOPE ? 'envelope' : type === REWARD_TYPE.UPGRADE_BONUS ? 'bonus' : 'referral';
}

/** Translation key of a reward state (welfare.states.<key>). */
export function rewardStateKey(state: number): 'claimable' | 'received' | 'expired' {
  return state === REWARD_STATE.CLAIMABLE ? 'claimable' : state === REWARD_STATE.RECEIVED ? 'received' : 'expired';
}
