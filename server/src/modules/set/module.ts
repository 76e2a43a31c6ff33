import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createCountryService } from './country-service.ts';
import { createSettingsService } from './service.ts';
import { createShortLinkService } from './short-link-service.ts';

export interface SetDeps {
  db: PrismaClient;
  clock: Clock;
}

export type SetModule = ReturnType<typeof createSetModule>;

export function createSetModule(deps: SetDeps) {
  const { db, clock } = deps;
  return {
    settings: createSettingsService(db),
    countries: createCountryService(db),
    shortLinks: createShortLinkService(db, clock),
  };
}
