import { REWARD_STATE, REWARD_TYPE } from '@sandbox/shared/status';
import type { marketing, user, vip } from '@sandbox/shared/contract/index';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { QueryOf, ResultOf } from './contract.ts';

/**
 * Community and rewards (issue 15, server: modules/team and vip): the caller's team and
 * invite link, the VIP levels with where the caller stands, and the welfare centre's rewards
 * with the claim. The query hooks live in features/team and features/vip.
 */

export { REWARD_STATE, REWARD_TYPE };
export type MyTeam = ResultOf<typeof marketing.myTeam>;
export type TeamMember = MyTeam['members']['records'][number];
export type LevelList = ResultOf<typeof user.levelList>;
export type LevelInfo = LevelList['levels'][number];
export type WelfarePage = ResultOf<typeof vip.welfareList>;
export type WelfareQuery = QueryOf<typeof vip.welfareList>;
export type WelfareReward = ResultOf<typeof vip.welfareClaim>;

export const getMyTeam = (pageNo: number, pageSize: number): Promise<MyTeam> => call(endpoints['marketing.myTeam'], { query: { pageNo, pageSize } });
export const getLevelList = (): Promise<LevelList> => call(endpoints['user.levelList']);
export const listWelfare = (query: WelfareQuery): Promise<WelfarePage> => call(endpoints['ext.welfareList'], { query });
export const claimWelfare = (id: string): Promise<WelfareReward> => call(endpoints['ext.welfareClaim'], { body: { id } });
