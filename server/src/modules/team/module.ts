import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { PriceFeed } from '../../market/price-feed.ts';
import type { Notify } from '../content/index.ts';
import { createReferralService } from './referral-service.ts';
import { createTeamService } from './team-service.ts';

export type TeamModule = ReturnType<typeof createTeamModule>;

export function createTeamModule(deps: { db: PrismaClient; clock: Clock; feed: PriceFeed; notify: Notify }) {
  return {
    team: createTeamService(deps),
    referrals: createReferralService({ notify: deps.notify }),
  };
}
