import { z } from 'zod';
import { REWARD_STATE, REWARD_TYPE } from '../status.ts';
import { codeOf, currencyCode, dateTime, decimalString, idString, pageOf, pageQuery, queryCodeOf } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/* The welfare centre's rewards (fuliCenter); the VIP levels themselves are user.levelList (user.ts). */

/** One reward of the welfare centre (fuliCenter). */
export const welfareReward = z.object({
  id: idString,
  type: codeOf(REWARD_TYPE, 'Reward type'),
  level: z.number().int().min(0).max(6).describe('VIP level it was paid for (referral: the level of the invitee relation, 1 = direct)'),
  period: z.string().describe('What it is for: the Monday (YYYY-MM-DD, region time) of a red envelope, "level-3" of a bonus, the invitee of a referral reward'),
  currency: currencyCode,
  amount: decimalString,
  state: codeOf(REWARD_STATE, 'Reward state'),
  createdAt: dateTime,
  claimedAt: dateTime.nullable(),
  expiresAt: dateTime.nullable().describe('Claimable until then; null: never expires'),
});

export const welfareList = defineEndpoint({
  id: 'ext.welfareList',
  method: 'GET',
  path: '/api/ext/welfare/list',
  auth: 'login',
  extension: true,
  summary: "The caller's rewards (red envelopes, upgrade bonuses, referral rewards), newest first, with what is claimable now",
  query: pageQuery.extend({
    state: queryCodeOf(REWARD_STATE, 'Reward state').optional(),
    type: queryCodeOf(REWARD_TYPE, 'Reward type').optional(),
  }),
  result: z.object({
    claimableCount: z.number().int().nonnegative(),
    claimableAmount: decimalString.describe('USDT'),
    receivedAmount: decimalString.describe('USDT received so far'),
    rewards: pageOf(welfareReward),
  }),
});

export const welfareClaim = defineEndpoint({
  id: 'ext.welfareClaim',
  method: 'POST',
  path: '/api/ext/welfare/claim',
  auth: 'login',
  extension: true,
  summary: 'Claim one claimable reward: its amount is credited to spot once; claimed, expired or another user\'s reward is refused',
  body: z.object({ id: idString }),
  result: welfareReward,
});
