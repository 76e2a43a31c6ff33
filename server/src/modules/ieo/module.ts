import type { PrismaClient } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import { createIeoService } from './ieo-service.ts';
import { createScheduleService } from './schedule-service.ts';

export type IeoModule = ReturnType<typeof createIeoModule>;

/** Wires the IEO services once (modules/index.ts). */
export function createIeoModule(deps: { db: PrismaClient; clock: Clock }) {
  const schedule = createScheduleService(deps);
  return { ieo: createIeoService({ ...deps, schedule }), schedule };
}
