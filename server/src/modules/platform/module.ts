import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createCountryService } from './country-service.ts';
import { createSettingsService } from './settings-service.ts';
import { createShortLinkService } from './short-link-service.ts';
import { createUploadService } from './upload-service.ts';

export interface PlatformDeps {
  db: PrismaClient;
  clock: Clock;
  /** Uploads are stored under `<dataDir>/uploads`. */
  dataDir: string;
}

export type PlatformModule = ReturnType<typeof createPlatformModule>;

/** The platform services: settings, countries, short links, uploads, and the clock the server time is read from. */
export function createPlatformModule(deps: PlatformDeps) {
  const { db, clock } = deps;
  return {
    settings: createSettingsService(db),
    countries: createCountryService(db),
    shortLinks: createShortLinkService(db, clock),
    uploads: createUploadService(deps),
    clock,
  };
}
