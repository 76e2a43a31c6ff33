import type { PrismaClient, TradingSymbol } from '@sandbox/prisma';
import type { Clock } from '../../clock.ts';
import type { Notify } from '../content/index.ts';
import { createIeoService } from './ieo-service.ts';
import { createScheduleService } from './schedule-service.ts';

export type IeoModule = ReturnType<typeof createIeoModule>;

/** Wires the IEO services once (modules/index.ts). */
export function createIeoModule(deps: { db: PrismaClient; clock: Clock; notify: Notify; onSymbolListed?: (row: TradingSymbol) => void }) {
  const schedule = createScheduleService(deps);
  return { ieo: createIeoService({ db: deps.db, clock: deps.clock, schedule }), schedule };
}
