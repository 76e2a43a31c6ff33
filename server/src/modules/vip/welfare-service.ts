import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { createEnvelopeIssue } from './envelope-issue.ts';
import type { LevelService } from './level-service.ts';
import { createRewardClaim } from './welfare-claim.ts';
import { createWelfareList } from './welfare-list.ts';

export type WelfareService = ReturnType<typeof createWelfareService>;

/** The welfare centre: the caller's rewards, claims, and the Monday red envelopes. */
export function createWelfareService(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; levels: LevelService; notify: Notify }) {
  return {
    list: createWelfareList(deps),
    claim: createRewardClaim(deps),
    issueEnvelopes: createEnvelopeIssue(deps),
  };
}
