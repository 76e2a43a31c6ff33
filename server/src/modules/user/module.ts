import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { SessionService, VerificationService } from '../auth/index.ts';
import { createProfileService } from './profile-service.ts';
import { createUserService } from './service.ts';

export interface UserDeps {
  db: PrismaClient;
  clock: Clock;
  sessions: SessionService;
  verification: VerificationService;
}

export type UserModule = ReturnType<typeof createUserModule>;

export function createUserModule(deps: UserDeps) {
  const { db, clock } = deps;
  return {
    users: createUserService(deps),
    profile: createProfileService(db, clock, deps.verification),
  };
}
