import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../../test/community-fixtures.ts';
import type { LevelList } from '../../api/marketing.ts';
import { levelProgress, rewardStateKey, rewardTypeKey } from './vip-rules.ts';

const levels = LEVELS as unknown as LevelList['levels'];

describe('level progress', () => {
  it('counts from the current threshold to the next', () => {
    // VIP1 from 1000 to VIP2 at 5000, holding 3000: (3000 - 1000) / 4000 = 50 %, 2000 missing.
    expect(levelProgress({ currentLevel: 1, totalAssets: '3000', nextLevelAssets: '5000', levels })).toEqual({ percent: '50', missing: '2000', nextLevel: 2 });
    // VIP0 holding 333.339: 33.3339 % truncated to 33.33, 666.661 missing truncated to 666.66.
    expect(levelProgress({ currentLevel: 0, totalAssets: '333.339', nextLevelAssets: '1000', levels })).toEqual({ percent: '33.33', missing: '666.66', nextLevel: 1 });
  });

  it('is 0 on reaching a level and 100 at the top', () => {
    expect(levelProgress({ currentLevel: 2, totalAssets: '5000', nextLevelAssets: '20000', levels }).percent).toBe('0');
    expect(levelProgress({ currentLevel: 6, totalAssets: '900000', nextLevelAssets: null, levels })).toEqual({ percent: '100', missing: null, nextLevel: null });
  });

  it('stays within 0..100 when the figures lag behind a level change', () => {
    expect(levelProgress({ currentLevel: 2, totalAssets: '4000', nextLevelAssets: '20000', levels }).percent).toBe('0');
    expect(levelProgress({ currentLevel: 1, totalAssets: '6000', nextLevelAssets: '5000', levels })).toEqual({ percent: '100', missing: '0', nextLevel: 2 });
  });
});

describe('reward labels', () => {
  it('names the types and states of the contract', () => {
    expect([1, 2, 3].map(rewardTypeKey)).toEqual(['envelope', 'bonus', 'referral']);
    expect([0, 1, -1].map(rewardStateKey)).toEqual(['claimable', 'received', 'expired']);
  });
});
